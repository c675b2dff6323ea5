import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import {
  type CampaignPreviewsResponse,
  getCampaignDetails,
  listCampaignCreatives,
  previewCampaignCreatives,
} from '@adcontrol/domain/campaigns/contracts';
import { updateCreativeStatus, updateCreatives } from '@adcontrol/domain/creatives/contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../app/i18n';
import { failure, fake, mockApi, type Route, renderApp, resetBetweenTests } from '../../../../test/app';
import { makeAccount, signInAs } from '../../../../test/fixtures';

resetBetweenTests();

const seller = makeAccount({ id: 20, role: 'seller', firstName: 'Martina' });
const values = { impressions: 0, clicks: 0 };

function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 17,
    name: 'Lácteos del Sur Verano',
    comments: null,
    clientId: null,
    advertiserId: 30,
    advertiserName: 'Lácteos del Sur',
    sellerId: 20,
    sellerName: 'Martina',
    country: 'CL',
    currency: 'CLP',
    timezone: 'America/Santiago',
    premium: false,
    purchaseModel: 'CPM',
    campaignType: 'STANDARD',
    format: 'banner',
    product: null,
    startDate: '2031-03-01T03:00:00.000Z',
    endDate: '2031-04-01T02:59:59.999Z',
    status: 'DELIVERING',
    displayStatus: 'in progress',
    source: null,
    empower: false,
    budget: { total: 1_500_000, usd: 1_580 },
    unitPrice: 2_500,
    conversionRate: null,
    capping: { currency: 'CLP', ...values, empower: false, newton: values, sinew: values },
    cappingInfo: null,
    dataInfo: null,
    target: { impressions: 600_000, clicks: 12_000 },
    linked: { newton: false, sinew: false },
    optimizationWeight: null,
    optimizationThreshold: null,
    enableOptimized: false,
    reportSettings: { consumption: false, showApps: false, typeReports: false },
    ...overrides,
  };
}

function makeCreative(id: number, name: string, format: Creative['format'], status: 0 | 1 = 0): Creative {
  return {
    id,
    campaignId: 17,
    format,
    name,
    image: '/files/campaign-uploads/a.png',
    link: 'https://shop.example',
    audience: 'Santiago centro',
    deliveryRule: false,
    checkedClickTag: false,
    isOptimizated: false,
    status,
    vast: false,
  };
}

/** The campaign 17 and its creatives, after the routes a test adds, which answer first. */
function fakeApi(creatives: Creative[], ...routes: Route[]) {
  const current = new Map(creatives.map((creative) => [creative.id, creative]));
  return mockApi(
    ...routes,
    fake(getCampaignDetails, ({ params }) =>
      params.id === 17 ? makeCampaign() : failure(404, 'NOT_FOUND', 'Campaign not found'),
    ),
    fake(listCampaignCreatives, () => [...current.values()]),
    fake(previewCampaignCreatives, () =>
      creatives.map((creative) => ({
        creativeId: creative.id,
        format: creative.format,
        html: `<p>${creative.name}</p>`,
        width: 320,
        height: 50,
      })),
    ),
    fake(updateCreativeStatus, ({ params, body }) => {
      const creative = current.get(params.id);
      if (!creative) return failure(404, 'NOT_FOUND', 'Creative not found');
      const changed = { ...creative, status: body.status };
      current.set(changed.id, changed);
      return changed;
    }),
    fake(updateCreatives, ({ body }) => {
      const changed = body.creatives.map(
        (change) => ({ ...current.get(change.id), status: change.status }) as Creative,
      );
      for (const creative of changed) current.set(creative.id, creative);
      return changed;
    }),
  );
}

async function openPage(path = '/creatives/17') {
  renderApp(path);
  return screen.findByRole('heading', { level: 1, name: 'Lácteos del Sur Verano' }, { timeout: 10_000 });
}

describe("a campaign's creatives", { timeout: 40_000 }, () => {
  it('shows each with its preview in a sandbox, its status and the campaign’s', async () => {
    const html = { ...makeCreative(1, 'banner_1', 'banner'), image: null, tag: '<p>ad</p>' };
    fakeApi([html, makeCreative(2, 'banner_2', 'banner', 1)]);
    signInAs(seller);
    await openPage();
    expect(screen.getByText('Delivering · 01/03/31 to 31/03/31 · 2 creatives')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'banner_1' });
    const frame = await within(first).findByTitle('Preview of banner_1');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(within(first).getByText('Active')).toBeInTheDocument();
    const paused = screen.getByRole('article', { name: 'banner_2' });
    expect(within(paused).getByText('Paused')).toBeInTheDocument();
    // The switch names what it turns on and off; it never says "Delivering" beside a paused badge.
    expect(within(paused).getByRole('switch', { name: 'Delivery' })).not.toBeChecked();
    expect(within(paused).queryByText('Delivering')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add creatives' })).toHaveAttribute(
      'href',
      '/creatives/17/create',
    );
    expect(screen.getByRole('link', { name: 'Edit campaign' })).toHaveAttribute(
      'href',
      '/campaigns/create?edit=17',
    );
  });

  it('pauses one, then activates several at once', async () => {
    const api = fakeApi([makeCreative(1, 'banner_1', 'banner'), makeCreative(2, 'banner_2', 'banner', 1)]);
    signInAs(seller);
    const user = userEvent.setup();
    await openPage();
    const first = screen.getByRole('article', { name: 'banner_1' });
    await user.click(within(first).getByRole('switch', { name: 'Delivery' }));
    expect(await screen.findByText('Creative paused')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/creatives/1/status').map((call) => call.body)).toEqual([{ status: 1 }]);
    await waitFor(() => expect(within(first).getByText('Paused')).toBeInTheDocument());

    await user.click(within(first).getByRole('checkbox', { name: 'banner_1' }));
    await user.click(
      within(screen.getByRole('article', { name: 'banner_2' })).getByRole('checkbox', { name: 'banner_2' }),
    );
    expect(screen.getByText('2 creatives selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('2 creatives activated')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/creatives')[0]?.body).toEqual({
      creatives: [
        { id: 1, status: 0 },
        { id: 2, status: 0 },
      ],
    });
    await waitFor(() => expect(screen.getAllByText('Active')).toHaveLength(2));
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });

  it('says in its own words why the server refuses a pause', async () => {
    fakeApi(
      [makeCreative(1, 'banner_1', 'banner')],
      fake(updateCreativeStatus, () => failure(404, 'NOT_FOUND', 'Creative not found')),
    );
    signInAs(seller);
    const user = userEvent.setup();
    await openPage();
    const first = screen.getByRole('article', { name: 'banner_1' });
    await user.click(within(first).getByRole('switch', { name: 'Delivery' }));
    expect(await screen.findByText('Creative not found')).toBeInTheDocument();
  });

  it('draws a picture creative at once, and fits a tall video preview in the same box as the others', async () => {
    const picture = {
      ...makeCreative(1, 'banner_1', 'banner'),
      image: '/api/files/campaign-uploads/1-a.png',
    };
    const video = { ...makeCreative(3, 'video_1', 'video'), image: null, video: 'https://cdn.example/v.mp4' };
    let answerPreviews: (previews: CampaignPreviewsResponse) => void = () => {};
    fakeApi(
      [picture, video],
      fake(
        previewCampaignCreatives,
        () =>
          new Promise<CampaignPreviewsResponse>((resolve) => {
            answerPreviews = resolve;
          }),
      ),
    );
    signInAs(seller);
    await openPage();
    // The picture needs no rendered preview; the video's box waits for its preview, not "No preview yet".
    const shown = within(screen.getByRole('article', { name: 'banner_1' })).getByRole('img', {
      name: 'Preview of banner_1',
    });
    expect(shown).toHaveAttribute('src', '/api/files/campaign-uploads/1-a.png');
    const clip = screen.getByRole('article', { name: 'video_1' });
    expect(within(clip).queryByText('No preview yet')).not.toBeInTheDocument();

    answerPreviews([{ creativeId: 3, format: 'video', html: '<video></video>', width: 360, height: 640 }]);
    const frame = await within(clip).findByTitle('Preview of video_1');
    const box = frame.parentElement as HTMLElement;
    expect(Number.parseFloat(box.style.height || getComputedStyle(box).height)).toBeLessThanOrEqual(220);
  });

  it('says "Error fetching HTML" in the card whose tag address could not be read, and shows the others', async () => {
    const unreadable = {
      ...makeCreative(1, 'banner_1', 'banner'),
      image: null,
      tag: 'https://ads.example/a.html',
    };
    const fetched = {
      ...makeCreative(2, 'banner_2', 'banner'),
      image: null,
      tag: 'https://ads.example/b.html',
    };
    fakeApi(
      [unreadable, fetched],
      fake(
        previewCampaignCreatives,
        (): CampaignPreviewsResponse => [
          {
            creativeId: 1,
            format: 'banner',
            error: { code: 'HTML_FETCH_FAILED', message: 'Error fetching HTML' },
          },
          { creativeId: 2, format: 'banner', html: '<p>served</p>', width: 320, height: 50 },
        ],
      ),
    );
    signInAs(seller);
    await i18n.changeLanguage('es');
    renderApp('/creatives/17');
    const failed = await screen.findByRole('article', { name: 'banner_1' }, { timeout: 10_000 });
    expect(await within(failed).findByRole('alert')).toHaveTextContent('Error al obtener el HTML');
    expect(within(failed).queryByText('https://ads.example/a.html')).not.toBeInTheDocument();
    const shown = screen.getByRole('article', { name: 'banner_2' });
    expect(within(shown).getByTitle('Vista previa de banner_2')).toBeInTheDocument();
    expect(within(shown).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so, in the user’s language, when the campaign is not theirs or does not exist', async () => {
    const notFound = () => failure(404, 'NOT_FOUND', 'Campaign not found');
    mockApi(
      fake(getCampaignDetails, notFound),
      fake(listCampaignCreatives, notFound),
      fake(previewCampaignCreatives, notFound),
    );
    signInAs(seller);
    await i18n.changeLanguage('es');
    renderApp('/creatives/99');
    expect(
      await screen.findByText('Esta campaña no existe o no puedes editarla.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows the not-found screen for an address whose id cannot be one, without asking the API', async () => {
    const api = fakeApi([]);
    signInAs(seller);
    const { unmount } = renderApp('/creatives/abc');
    expect(
      await screen.findByText('This campaign does not exist or is not yours to edit.'),
    ).toBeInTheDocument();
    unmount();
    renderApp('/creatives/1.5/create');
    expect(
      await screen.findByText('This campaign does not exist or is not yours to edit.'),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/api/campaigns'))).toHaveLength(0);
  });
});
