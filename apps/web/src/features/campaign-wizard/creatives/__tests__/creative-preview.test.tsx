import { previewBanner, previewInterstitial, previewPush } from '@adcontrol/domain/creatives/contracts';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadTexts } from '../../../../app/i18n';
import { failure, fake, resetBetweenTests } from '../../../../test/app';
import type { DraftCreatives } from '../../draft';
import { fakeCreativesApi, NO_CREATIVES, renderStep } from './creatives-harness';

resetBetweenTests();

const AD_HTML = '<html><body><script>document.body.textContent = "ad"</script></body></html>';

describe('the creative preview', () => {
  it('draws the server-rendered push in a sandbox that keeps it off the app origin', async () => {
    const api = fakeCreativesApi(fake(previewPush, () => ({ html: AD_HTML, width: 360, height: 96 })));
    const creatives: DraftCreatives = {
      ...NO_CREATIVES,
      pushs: [
        { key: 'p1', name: 'push_1', status: 0, title: 'Oferta', subtitle: '', link: 'https://x.example' },
      ],
    };
    const { user } = renderStep({ creatives });
    await user.click(screen.getByRole('button', { name: 'Preview push_1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Preview of push_1' });
    const frame = await within(dialog).findByTitle('Preview of push_1');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(frame).toHaveAttribute('data-html', AD_HTML);
    // Only what the server can draw is sent: the empty subtitle is left out.
    expect(api.callsTo('POST', '/api/creatives/preview/push')[0]?.body).toEqual({ title: 'Oferta' });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks for a banner by its place in the list and scales a wide one to a phone's width", async () => {
    const api = fakeCreativesApi(fake(previewBanner, () => ({ html: AD_HTML, width: 728, height: 90 })));
    const creatives: DraftCreatives = {
      ...NO_CREATIVES,
      banners: [
        { key: 'b1', name: 'banner_1', status: 0 },
        { key: 'b2', name: 'banner_2', status: 0, image: '/api/files/x.png', width: 728, height: 90 },
      ],
    };
    const { user } = renderStep({ creatives });
    await user.click(screen.getByRole('button', { name: 'Preview banner_2' }));

    const frame = await screen.findByTitle('Preview of banner_2');
    expect(frame).toHaveAttribute('width', '728');
    expect(frame.style.transform).toBe(`scale(${343 / 728})`);
    expect(frame.parentElement).toHaveStyle({ width: '343px' });
    const [call] = api.callsTo('POST', '/api/creatives/preview/banner/1');
    expect(call?.body).toEqual({ image: '/api/files/x.png', width: 728, height: 90 });
  });

  it('asks for a video first when a video creative has none', async () => {
    const api = fakeCreativesApi();
    const { user } = renderStep({
      creatives: { ...NO_CREATIVES, videos: [{ key: 'v1', name: 'video_1', status: 0 }] },
    });
    await user.click(screen.getByRole('button', { name: 'Preview video_1' }));
    expect(await screen.findByText('Upload a video to preview it.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/creatives/preview-video')).toHaveLength(0);
  });

  it('says so when the preview cannot be drawn', async () => {
    fakeCreativesApi(fake(previewInterstitial, () => failure(500, 'INTERNAL', 'boom')));
    const { user } = renderStep({
      creatives: { ...NO_CREATIVES, interstitials: [{ key: 'i1', name: 'interstitial_1', status: 0 }] },
    });
    await user.click(screen.getByRole('button', { name: 'Preview interstitial_1' }));
    expect(await screen.findByText('Unexpected error, please try again later')).toBeInTheDocument();
  });

  it("says 'Error fetching HTML' in the reader's language when a tag's address cannot be read", async () => {
    fakeCreativesApi(
      fake(previewBanner, () => failure(400, 'VALIDATION_FAILED', 'Error fetching HTML', 'tag')),
    );
    await i18n.changeLanguage('es');
    // The wizard's route loads its words with its screen; this step is rendered alone.
    await loadTexts('campaigns');
    const { user } = renderStep({
      creatives: {
        ...NO_CREATIVES,
        banners: [{ key: 'b1', name: 'banner_1', status: 0, tag: 'https://ads.example/tag.html' }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Vista previa de banner_1' }));
    expect(await screen.findByText(MESSAGES['creatives.htmlFetchFailed'].es)).toBeInTheDocument();
    expect(screen.queryByText('https://ads.example/tag.html', { selector: 'p' })).not.toBeInTheDocument();
  });
});
