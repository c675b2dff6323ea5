import { getCampaignDetails, updateCampaignStatus } from '@adcontrol/domain/campaigns/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { failure, fake, renderApp } from '../../../test/app';
import { fakeDetailApi, makeCampaign, makeCreative } from '../../../test/fake-campaign-detail-api';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { admin, advertiser, plainText, resetDetailBetweenTests, rowsOf } from './detail-harness';

// jsdom draws no canvas: the chart stands in as a plain element; what the card says about it is real.
vi.mock('../../../components/charts/daily-chart', () => ({
  default: () => <div data-testid="chart-drawn" />,
}));

resetDetailBetweenTests();

describe('campaign detail', () => {
  it('heads the page with the campaign, its people, dates, states, budget, delivery and capping', async () => {
    fakeDetailApi();
    signInAs(admin);
    renderApp('/campaigns/17');

    // The file's first render loads the route's code and texts: give it time on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lácteos del Sur Verano' }, { timeout: 12_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Finished')).toBeInTheDocument();
    expect(screen.getByText('Delivering')).toBeInTheDocument();
    expect(screen.getByText('Advertiser: Lácteos del Sur · Seller: Martina Rojas')).toBeInTheDocument();
    expect(screen.getByText('01/02/26 – 28/02/26')).toBeInTheDocument();

    const budget = screen.getByRole('region', { name: 'Budget' });
    expect(plainText(budget)).toContain('CLP 1,500,000');
    // 120,000 impressions at CLP 2,500 per thousand.
    expect(await within(budget).findByText(/CLP 300,000 spent · 20\.0%/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Delivery progress' })).getByText('20.0%'),
    ).toBeInTheDocument();
    const impressions = screen.getByRole('region', { name: 'Impressions delivered' });
    expect(within(impressions).getByText('120,000')).toBeInTheDocument();
    expect(within(impressions).getByText('Target 600,000')).toBeInTheDocument();
    const clicks = screen.getByRole('region', { name: 'Clicks delivered' });
    expect(within(clicks).getByText('2,400')).toBeInTheDocument();
    expect(within(clicks).getByText('CTR 2.00%')).toBeInTheDocument();

    expect(screen.getByText('Delivering on newton and sinew')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Daily capping' }))
        .getAllByRole('row')
        .map(plainText),
    ).toEqual([
      'ServerImpressionsClicks',
      'newton18,000360',
      'sinew12,000240',
      'Total on newton and sinew30,000600',
    ]);

    expect(screen.getByRole('link', { name: 'Edit campaign' })).toHaveAttribute(
      'href',
      '/campaigns/create?edit=17',
    );
    // The creatives card follows the header and figures, in a render of its own (decision 073).
    expect(await screen.findByRole('link', { name: 'Manage creatives' })).toHaveAttribute(
      'href',
      '/creatives/17',
    );
  }, 60_000);

  it('prices a CPA campaign per action at its conversion rate, as Home and Control do', async () => {
    fakeDetailApi({ campaign: makeCampaign({ purchaseModel: 'CPA', unitPrice: 500, conversionRate: 25 }) });
    signInAs(admin);
    renderApp('/campaigns/17');
    const budget = await screen.findByRole('region', { name: 'Budget' }, { timeout: 12_000 });
    // 2,400 clicks, a quarter of them actions, at CLP 500 each.
    expect(await within(budget).findByText(/CLP 300,000 spent · 20\.0%/)).toBeInTheDocument();
  });

  it('lists the creatives on the page, each with its picture, name, format and status', async () => {
    const banner = {
      ...makeCreative(101, 'Banner verano', 'banner'),
      image: '/api/files/campaign-uploads/1-a.png',
    };
    const video = { ...makeCreative(102, 'Video verano', 'video'), status: 1 as const };
    fakeDetailApi({ campaign: makeCampaign({ creatives: [banner, video] }) });
    signInAs(makeAccount({ id: 20, role: 'seller', firstName: 'Martina' }));
    renderApp('/campaigns/17');

    const section = await screen.findByRole('region', { name: 'Creatives' }, { timeout: 12_000 });
    expect(within(section).getByText('2 creatives · 1 active')).toBeInTheDocument();
    const lines = within(section).getAllByRole('listitem');
    expect(lines.map(plainText)).toEqual(['Banner veranoBannerActive', 'Video veranoVideoPaused']);
    expect(lines[0]?.querySelector('img')).toHaveAttribute('src', '/api/files/campaign-uploads/1-a.png');
    // A video has no picture: its format's icon stands in.
    expect(lines[1]?.querySelector('img')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Manage creatives' })).toHaveAttribute(
      'href',
      '/creatives/17',
    );
  }, 60_000);

  it('adds the capping up from the servers that deliver, and says when none does yet', async () => {
    const cappingRows = () =>
      within(screen.getByRole('region', { name: 'Daily capping' }))
        .getAllByRole('row')
        .slice(1)
        .map(plainText);
    const capping = makeCampaign().capping;
    fakeDetailApi({
      campaign: makeCampaign({
        source: 'newton',
        linked: { newton: true, sinew: true },
        capping: { ...capping, impressions: 0, clicks: 0 },
      }),
    });
    signInAs(admin);
    const { unmount } = renderApp('/campaigns/17');
    await screen.findByRole('heading', { level: 1, name: 'Lácteos del Sur Verano' }, { timeout: 12_000 });
    expect(screen.getByText('Delivering on newton')).toBeInTheDocument();
    expect(cappingRows()).toEqual([
      'newton18,000360',
      'sinew (not delivering)——',
      'Total on newton18,000360',
    ]);
    unmount();

    fakeDetailApi({
      campaign: makeCampaign({
        source: null,
        linked: { newton: false, sinew: false },
        capping: { ...capping, newton: { impressions: 0, clicks: 0 }, sinew: { impressions: 0, clicks: 0 } },
      }),
    });
    renderApp('/campaigns/17');
    await screen.findByRole('heading', { level: 1, name: 'Lácteos del Sur Verano' }, { timeout: 12_000 });
    expect(screen.getByText('Not linked to a delivery server yet')).toBeInTheDocument();
    expect(cappingRows()).toEqual([
      'newton (not linked)——',
      'sinew (not linked)——',
      'Set for the campaign (on no server yet)30,000600',
    ]);
  }, 60_000);

  it('pauses the campaign from its page, and offers a finished one no status change', async () => {
    const running = makeCampaign({ endDate: '2036-03-01T02:59:59.999Z' });
    const api = fakeDetailApi({
      campaign: running,
      routes: [fake(updateCampaignStatus, ({ body }) => ({ ...running, status: body.status }))],
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns/17');
    await user.click(await screen.findByRole('button', { name: 'Pause' }, { timeout: 12_000 }));
    expect(await screen.findByText('Campaign paused successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/17/status')[0]?.body).toEqual({ status: 'PAUSED' });
  });

  it('offers no status change on a completed campaign, nor to an analyst', async () => {
    fakeDetailApi({ campaign: makeCampaign({ status: 'COMPLETED' }) });
    signInAs(admin);
    renderApp('/campaigns/17');
    expect(await screen.findByRole('table', { name: 'By app' }, { timeout: 12_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More status changes/ })).not.toBeInTheDocument();
  });

  it('says a campaign with no delivery has none yet, rather than empty charts', async () => {
    fakeDetailApi({
      campaign: makeCampaign({
        displayStatus: 'awaiting',
        startDate: '2031-03-01T03:00:00.000Z',
        endDate: '2031-04-01T02:59:59.999Z',
      }),
      delivered: { impressions: 0, clicks: 0 },
    });
    signInAs(admin);
    renderApp('/campaigns/17');

    expect(await screen.findByText('No delivery yet', undefined, { timeout: 12_000 })).toBeInTheDocument();
    expect(screen.getByText(/This campaign starts on 01\/03\/31/)).toBeInTheDocument();
    expect(screen.getByText('Awaiting')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'By creative' })).not.toBeInTheDocument();
  });

  it('says another account’s campaign is not found', async () => {
    fakeDetailApi();
    signInAs(advertiser);
    renderApp('/campaigns/99');

    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('says so when the campaign cannot be read, and tries again on request', async () => {
    let fails = true;
    const api = fakeDetailApi({
      routes: [
        fake(getCampaignDetails, () =>
          fails ? failure(500, 'INTERNAL', 'boom') : failure(404, 'NOT_FOUND', 'x'),
        ),
      ],
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns/17');

    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByText('Unexpected error, please try again later')).toBeInTheDocument();
    fails = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/campaigns/17/details').length).toBeGreaterThan(1);
  });

  it('follows the chosen language for numbers and words', async () => {
    fakeDetailApi();
    signInAs(admin);
    await i18n.changeLanguage('es');
    renderApp('/campaigns/17');

    await screen.findByRole('table', { name: 'Por creatividad' }, { timeout: 12_000 });
    expect(rowsOf('Por creatividad')[0]).toEqual(['Banner verano', '80.000', '1.600', '2,00 %']);
    expect(screen.getByText('Finalizada')).toBeInTheDocument();
  });
});
