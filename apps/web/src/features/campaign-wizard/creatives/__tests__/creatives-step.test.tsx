import { getVastTag } from '@adcontrol/domain/campaigns/draft-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fake, resetBetweenTests } from '../../../../test/app';
import type { DraftCreatives } from '../../draft';
import { fakeCreativesApi, NO_CREATIVES, renderStep } from './creatives-harness';

resetBetweenTests();

const withPush = (fields: object = {}): DraftCreatives => ({
  ...NO_CREATIVES,
  pushs: [{ key: 'p1', name: 'push_1', status: 0, ...fields }],
});

function card(name: string) {
  return screen.getByRole('article', { name });
}

describe('the creatives step', () => {
  it('offers the creative formats the campaign format carries', () => {
    fakeCreativesApi();
    const { unmount } = renderStep({ format: 'push' });
    expect(screen.getByRole('button', { name: 'Add push' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add video' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add banner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add interstitial' })).not.toBeInTheDocument();
    unmount();

    renderStep({ format: 'banner' });
    const offered = screen.getAllByRole('button', { name: /^Add / }).map((button) => button.textContent);
    expect(offered).toEqual(['Add banner', 'Add interstitial', 'Add video']);
  });

  it('adds creatives named by format and number, duplicates and pauses them', async () => {
    fakeCreativesApi();
    const { user, draft } = renderStep({ format: 'mixed' });
    await user.click(screen.getByRole('button', { name: 'Add banner' }));
    await user.click(screen.getByRole('button', { name: 'Add banner' }));
    expect(card('banner_1')).toBeInTheDocument();
    expect(card('banner_2')).toBeInTheDocument();

    await user.click(within(card('banner_1')).getByRole('button', { name: 'Duplicate banner_1' }));
    expect(draft().banners.map((banner) => banner.name)).toEqual(['banner_1', 'banner_3', 'banner_2']);

    await user.click(within(card('banner_2')).getByRole('switch', { name: 'Active' }));
    expect(draft().banners[2]?.status).toBe(1);
    expect(within(card('banner_2')).getByRole('switch', { name: 'Active' })).not.toBeChecked();
  });

  it('records a removed saved creative in deleted, and forgets an unsaved one', async () => {
    fakeCreativesApi();
    const { user, draft } = renderStep({
      creatives: {
        ...NO_CREATIVES,
        videos: [
          { key: 'v1', id: 41, name: 'video_1', status: 0 },
          { key: 'v2', name: 'video_2', status: 0 },
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Remove video_1' }));
    await user.click(screen.getByRole('button', { name: 'Remove video_2' }));
    expect(draft().videos).toEqual([]);
    expect(draft().deleted).toEqual([41]);
    expect(screen.getByText('No videos yet.')).toBeInTheDocument();
  });

  it('counts push title characters as typed, an emoji once, and refuses more than 35', async () => {
    fakeCreativesApi();
    const { user } = renderStep({ creatives: withPush() });
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.type(title, 'Oferta 🎉');
    expect(screen.getByText('8/35 characters')).toBeInTheDocument();

    await user.type(title, ' válida solo hoy en todas las tiendas');
    expect(screen.getByText('Use at most 35 characters (45/35)')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows what a push misses once errors are shown, refuses a link without http(s), and is complete with one', async () => {
    fakeCreativesApi();
    const { user } = renderStep({ creatives: withPush(), showErrors: true });
    const push = card('push_1');
    expect(within(push).getByText('Incomplete')).toBeInTheDocument();
    expect(within(push).getByText('Title: Add a title, subtitle, link, image or logo')).toBeInTheDocument();

    const link = within(push).getByRole('textbox', { name: 'Link' });
    await user.click(link);
    await user.paste('tienda.example');
    expect(
      within(push).getByText('Link: Enter a full web address, starting with https:// or http://'),
    ).toBeInTheDocument();
    await user.clear(link);
    await user.paste('https://tienda.example/oferta');
    expect(within(push).getByText('Complete')).toBeInTheDocument();
    expect(within(push).queryByText(/Add a title, subtitle/)).not.toBeInTheDocument();
  });

  it('names each missing field of a banner, and hides the list until errors are shown', () => {
    fakeCreativesApi();
    const banners = { ...NO_CREATIVES, banners: [{ key: 'b1', name: 'banner_1', status: 0 as const }] };
    const { unmount } = renderStep({ creatives: banners });
    expect(screen.queryByText(/Complete these fields/)).not.toBeInTheDocument();
    unmount();

    renderStep({ creatives: banners, showErrors: true });
    const alert = within(card('banner_1'))
      .getByText(/Complete these fields/)
      .closest('[role="alert"]');
    const items = within(alert as HTMLElement)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Audience: Choose an audience',
      'Link: Add a link',
      'Image: Add an image or an HTML tag',
    ]);
  });

  it('takes delivery hours from 0 to 23, each once, and weekdays', async () => {
    fakeCreativesApi();
    const { user, draft } = renderStep({ creatives: withPush() });
    await user.click(screen.getByRole('switch', { name: 'Deliver only on chosen days and hours' }));
    await user.click(screen.getByRole('button', { name: 'Monday' }));
    await user.click(screen.getByRole('button', { name: 'Sunday' }));

    const hour = screen.getByRole('spinbutton', { name: 'Hour' });
    await user.type(hour, '8{Enter}');
    await user.type(hour, '22');
    await user.click(screen.getByRole('button', { name: 'Add hour' }));
    expect(screen.getByRole('button', { name: '08:00' })).toBeInTheDocument();

    await user.type(hour, '8{Enter}');
    expect(screen.getByText('This hour is already selected')).toBeInTheDocument();
    await user.clear(hour);
    await user.type(hour, '24{Enter}');
    expect(screen.getByText('Enter an hour from 0 to 23')).toBeInTheDocument();

    expect(draft().pushs[0]).toMatchObject({ deliveryRule: true, days: [1, 7], hours: [8, 22] });
  });

  it('enables the click tag URL only while its box is ticked', async () => {
    fakeCreativesApi();
    const { user, draft } = renderStep({ creatives: withPush() });
    const url = screen.getByRole('textbox', { name: 'Click tag URL' });
    expect(url).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Use a click tag' }));
    expect(url).toBeEnabled();
    await user.type(url, 'https://track.example/c');
    expect(draft().pushs[0]).toMatchObject({ checkedClickTag: true, clickTag: 'https://track.example/c' });
    await user.click(screen.getByRole('checkbox', { name: 'Use a click tag' }));
    expect(url).toBeDisabled();
  });
});

describe('the creative cards', () => {
  it('fold saved creatives away, and open one that must be fixed', async () => {
    fakeCreativesApi();
    const saved: DraftCreatives = {
      ...NO_CREATIVES,
      pushs: [
        { key: 'p1', id: 5, name: 'push_1', status: 0, title: 'Hola' },
        { key: 'p2', id: 6, name: 'push_2', status: 0 },
      ],
    };
    const { user } = renderStep({ creatives: saved, showErrors: true });
    expect(screen.getByRole('button', { name: 'Show push_1' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Hide push_2' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Show push_1' }));
    expect(within(card('push_1')).getByRole('textbox', { name: 'Title' })).toBeVisible();
  });
});

describe('an interstitial served as VAST', () => {
  it('asks for its XML, and inserts the network template on request', async () => {
    const template = '<VAST version="3.0"><Ad id="1"/></VAST>';
    fakeCreativesApi(fake(getVastTag, () => ({ vast: template })));
    const interstitials = {
      ...NO_CREATIVES,
      interstitials: [{ key: 'i1', name: 'interstitial_1', vast: false }],
    };
    const { user, draft } = renderStep({ creatives: interstitials, showErrors: true });
    expect(screen.queryByRole('textbox', { name: 'VAST XML' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'VAST' }));
    expect(screen.getByText('VAST XML: Add the VAST XML, or turn VAST off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Insert template' }));
    expect(await screen.findByRole('textbox', { name: 'VAST XML' })).toHaveValue(template);
    expect(draft().interstitials[0]).toMatchObject({ vast: true, vastString: template });
    expect(screen.queryByText(/Add the VAST XML/)).not.toBeInTheDocument();
  });

  it('is incomplete while VAST is on and its document is empty, even with an image to show', async () => {
    fakeCreativesApi();
    const interstitials = {
      ...NO_CREATIVES,
      interstitials: [
        {
          key: 'i1',
          name: 'interstitial_1',
          status: 0 as const,
          audienceId: 7,
          link: 'https://tienda.example',
          image: '/api/files/campaign-uploads/1-i.png',
          vast: true,
          vastString: ' \n ',
        },
      ],
    };
    const { user } = renderStep({ creatives: interstitials, showErrors: true });
    const interstitial = card('interstitial_1');
    expect(within(interstitial).getByText('Incomplete')).toBeInTheDocument();
    expect(
      within(interstitial).getByText('VAST XML: Add the VAST XML, or turn VAST off'),
    ).toBeInTheDocument();

    await user.click(within(interstitial).getByRole('switch', { name: 'VAST' }));
    expect(within(interstitial).getByText('Complete')).toBeInTheDocument();
    expect(within(interstitial).queryByText(/Add the VAST XML/)).not.toBeInTheDocument();
  });
});
