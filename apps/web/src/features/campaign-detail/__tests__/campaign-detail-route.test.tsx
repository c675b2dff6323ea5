import { getCampaignDetails, updateCampaignStatus } from '@adcontrol/domain/campaigns/contracts';
import { downloadReport } from '@adcontrol/domain/statistics/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { setPreference } from '../../../lib/preferences';
import { failure, fake, renderApp, resetBetweenTests } from '../../../test/app';
import { shownDate, typeDate } from '../../../test/date-field';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { fakeDetailApi, makeCampaign, makeCreative } from './fake-detail-api';

// jsdom draws no canvas: the chart stands in as a plain element; what the card says about it is real.
vi.mock('../../../components/charts/daily-chart', () => ({
  default: () => <div data-testid="chart-drawn" />,
}));

resetBetweenTests();

const STATISTICS = '/api/campaigns/statistics';
const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Carolina' });
const advertiser = makeAccount({ id: 30, role: 'advertiser', firstName: null, company: 'Lácteos del Sur' });
const analyst = makeAccount({ id: 40, role: 'analyst', firstName: 'Iván' });

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
function plainText(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

/** The table of a section, its rows as the cells' texts. */
function rowsOf(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll<HTMLElement>('th, td')].map((cell) => plainText(cell).trim()));
}

function bodiesOf(calls: { body: unknown }[]) {
  return calls.map((call) => call.body as { groupBy: string; date: { start: string; end: string } });
}

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
    expect(screen.getByRole('link', { name: 'Manage creatives' })).toHaveAttribute('href', '/creatives/17');
  }, 60_000);

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

  it('asks for the whole flight first, then for the days chosen, and keeps them in the address', async () => {
    const api = fakeDetailApi();
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/campaigns/17');

    await screen.findByRole('table', { name: 'By creative' });
    const flight = { start: '2026-02-01', end: '2026-02-28' };
    expect(bodiesOf(api.callsTo('POST', STATISTICS))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ groupBy: 'campaign', date: flight }),
        expect.objectContaining({ groupBy: 'day', date: flight }),
        expect.objectContaining({ groupBy: 'creative', date: flight }),
        expect.objectContaining({ groupBy: 'source', date: flight }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Whole flight' })).toHaveAttribute('aria-pressed', 'true');

    await typeDate(user, 'From', '2026-02-10');
    await typeDate(user, 'To', '2026-02-16');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const chosen = { start: '2026-02-10', end: '2026-02-16' };
    await waitFor(() =>
      expect(bodiesOf(api.callsTo('POST', STATISTICS))).toContainEqual(
        expect.objectContaining({ groupBy: 'day', date: chosen }),
      ),
    );
    expect(router.state.location.search).toBe('?from=2026-02-10&to=2026-02-16');
    const regions = api.callsTo('GET', '/api/campaigns/country/report/17').at(-1);
    expect(Object.fromEntries(regions?.url.searchParams ?? [])).toEqual(chosen);
    expect(api.callsTo('POST', '/api/campaigns/scopes').at(-1)?.body).toEqual({
      idsCampaign: [17],
      asOf: '2026-02-16',
    });
    expect(screen.getByRole('button', { name: 'Whole flight' })).toHaveAttribute('aria-pressed', 'false');

    // The day table follows: seven days, the newest first.
    await user.click(screen.getByRole('button', { name: 'Show table' }));
    const days = rowsOf('Daily impressions, clicks and CTR');
    expect(days).toHaveLength(7);
    expect(days[0]?.[0]).toBe('Mon 16/02/26');
    expect(days.at(-1)).toEqual(['Tue 10/02/26', '70,000', '1,400', '2.00%']);
  });

  it('opens a shared link on the days it names, and a preset at one press', async () => {
    const api = fakeDetailApi();
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/campaigns/17?from=2026-02-20&to=2026-02-27');

    await screen.findByRole('table', { name: 'By creative' });
    expect(bodiesOf(api.callsTo('POST', STATISTICS))).toContainEqual(
      expect.objectContaining({ groupBy: 'day', date: { start: '2026-02-20', end: '2026-02-27' } }),
    );
    expect(shownDate('From')).toBe('20/02/26');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const search = new URLSearchParams(router.state.location.search);
    const from = search.get('from') ?? '';
    const to = search.get('to') ?? '';
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    await waitFor(() =>
      expect(bodiesOf(api.callsTo('POST', STATISTICS))).toContainEqual(
        expect.objectContaining({ groupBy: 'day', date: { start: from, end: to } }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives each section its figures in a table', async () => {
    fakeDetailApi();
    signInAs(admin);
    renderApp('/campaigns/17');

    expect(
      await screen.findByRole('img', {
        name: /^Chart of daily impressions and clicks from 01\/02\/26 to 28\/02\/26/,
      }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('chart-drawn')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'By creative' });
    expect(rowsOf('By creative')).toEqual([
      ['Banner verano', '80,000', '1,600', '2.00%'],
      ['Video verano', '40,000', '800', '2.00%'],
    ]);
    expect(rowsOf('By delivery server')).toEqual([
      ['newton', '90,000', '2,000', '2.22%'],
      ['sinew', '30,000', '400', '1.33%'],
    ]);
    // Each gender's share of the known-gender impressions and clicks, beside the figures.
    expect(rowsOf('By gender')).toEqual([
      ['Male', '50,000', '55.6%', '700', '43.8%', '1.40%'],
      ['Female', '40,000', '44.4%', '900', '56.3%', '2.25%'],
    ]);
    expect(
      within(screen.getByRole('table', { name: 'By gender' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Gender', 'Impressions', '% of impressions', 'Clicks', '% of clicks', 'CTR']);
    // Bands without traffic are left out.
    expect(rowsOf('CTR by age')).toEqual([
      ['18-24', '30,000', '900', '3.00%'],
      ['25-34', '45,000', '450', '1.00%'],
    ]);
    expect(await screen.findByRole('table', { name: 'By region' })).toBeInTheDocument();
    expect(rowsOf('By region')[0]).toEqual(['Santiago Metropolitan (CL)', '90,000', '1,900', '2.11%']);
    expect(rowsOf('By app')).toEqual([
      ['Noticias Hoy', '80,000', '1,600', '2.00%'],
      ['com.example.game', '40,000', '800', '2.00%'],
    ]);
    expect(await screen.findByRole('table', { name: 'Video quartiles' })).toBeInTheDocument();
    expect(rowsOf('Video quartiles')).toEqual([
      ['Start', '40,000', '100.0%'],
      ['25%', '30,000', '75.0%'],
      ['50%', '22,000', '55.0%'],
      ['75%', '15,000', '37.5%'],
      ['Complete', '10,000', '25.0%'],
    ]);
    const reach = screen.getByRole('region', { name: 'Reach' });
    expect(await within(reach).findByText('48,250')).toBeInTheDocument();
    expect(plainText(reach)).toContain('Unique devices up to 28/02/26 · 2.49 impressions each');
    const range = screen.getByRole('region', { name: 'CTR' });
    expect(within(range).getByText('2.00%')).toBeInTheDocument();
  });

  it('asks for no quartiles when the campaign has no video', async () => {
    const api = fakeDetailApi({ campaign: makeCampaign({ creatives: [] }) });
    signInAs(admin);
    renderApp('/campaigns/17');

    await screen.findByRole('table', { name: 'By delivery server' });
    expect(screen.queryByRole('region', { name: 'Video quartiles' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/campaigns/cuartiles')).toHaveLength(0);
  });

  it("lets the admin set what the advertiser's report shows, saved at each switch", async () => {
    const api = fakeDetailApi({
      campaign: makeCampaign({ reportSettings: { consumption: false, showApps: true, typeReports: true } }),
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns/17');

    const consumption = await screen.findByRole('switch', { name: 'Budget consumption' });
    expect(consumption).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Delivery by app' })).toBeChecked();
    await user.click(consumption);
    expect(await screen.findByText('Report settings saved')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/campaigns/consumption/17')[0]?.body).toEqual({ value: true });
    expect(screen.getByRole('switch', { name: 'Budget consumption' })).toBeChecked();

    await user.click(screen.getByRole('switch', { name: 'Delivery by app' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Delivery by app' })).not.toBeChecked());
    expect(api.callsTo('POST', '/api/campaigns/showApps/17')[0]?.body).toEqual({ value: false });
  });

  it('shows the advertiser only what the admin allowed, and no switches', async () => {
    const api = fakeDetailApi({
      campaign: makeCampaign({ reportSettings: { consumption: false, showApps: false, typeReports: false } }),
    });
    signInAs(advertiser);
    renderApp('/campaigns/17');

    await screen.findByRole('table', { name: 'By creative' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByText(/spent/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'By app' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'By region' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reach' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/campaigns/apps/report/17')).toHaveLength(0);
    // An advertiser is not told its own name.
    expect(screen.getByText('Seller: Martina Rojas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit campaign' })).toBeInTheDocument();
  });

  it('lets an analyst read the statistics, with no edit link and no switches', async () => {
    fakeDetailApi();
    signInAs(analyst);
    renderApp('/campaigns/17');

    expect(await screen.findByRole('table', { name: 'By app' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('pauses the campaign from its page, and offers a finished one no status change', async () => {
    const running = makeCampaign({ endDate: '2036-03-01T02:59:59.999Z' });
    const api = fakeDetailApi({
      campaign: running,
      routes: [fake(updateCampaignStatus, ({ body }) => ({ ...running, status: body.status }))],
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns/17');
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Campaign paused successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/17/status')[0]?.body).toEqual({ status: 'PAUSED' });
  });

  it('offers no status change on a completed campaign, nor to an analyst', async () => {
    fakeDetailApi({ campaign: makeCampaign({ status: 'COMPLETED' }) });
    signInAs(admin);
    renderApp('/campaigns/17');
    expect(await screen.findByRole('table', { name: 'By app' })).toBeInTheDocument();
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

    expect(await screen.findByText('No delivery yet')).toBeInTheDocument();
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

    await screen.findByRole('table', { name: 'Por creatividad' });
    expect(rowsOf('Por creatividad')[0]).toEqual(['Banner verano', '80.000', '1.600', '2,00 %']);
    expect(screen.getByText('Finalizada')).toBeInTheDocument();
  });
});

describe('report download', () => {
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the report of the chosen days in the format asked for', async () => {
    const api = fakeDetailApi({
      routes: [
        fake(
          downloadReport,
          () =>
            new Response('PK-xlsx', {
              status: 200,
              headers: {
                'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                'content-disposition': 'attachment; filename="lacteos-del-sur-verano.xlsx"',
              },
            }),
        ),
      ],
    });
    signInAs(advertiser);
    const user = userEvent.setup();
    renderApp('/campaigns/17?from=2026-02-10&to=2026-02-16');

    await user.click(await screen.findByRole('button', { name: 'Excel report' }));
    await waitFor(() => expect(saved[0]?.name).toBe('lacteos-del-sur-verano.xlsx'));
    expect(await saved[0]?.blob.text()).toBe('PK-xlsx');
    const call = api.callsTo('GET', '/api/campaigns/17/report/download')[0];
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      format: 'xlsx',
      start: '2026-02-10',
      end: '2026-02-16',
      lang: 'en',
      dir: 'ltr',
    });
    expect(call?.headers.get('authorization')).toBe('Bearer access-30');
  });

  it('asks for the file in the language and direction of the screen', async () => {
    const api = fakeDetailApi({
      routes: [
        fake(
          downloadReport,
          () => new Response('%PDF-', { status: 200, headers: { 'content-type': 'application/pdf' } }),
        ),
      ],
    });
    signInAs(admin);
    await i18n.changeLanguage('pt');
    setPreference('direction', 'rtl');
    const user = userEvent.setup();
    renderApp('/campaigns/17');

    await user.click(await screen.findByRole('button', { name: 'Relatório PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const call = api.callsTo('GET', '/api/campaigns/17/report/download')[0];
    expect(call?.url.searchParams.get('lang')).toBe('pt');
    expect(call?.url.searchParams.get('dir')).toBe('rtl');
  });

  it("says 'Error trying to generate the report.' when it fails", async () => {
    fakeDetailApi({
      routes: [fake(downloadReport, () => failure(500, 'INTERNAL', 'Error trying to generate the report.'))],
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns/17');

    await user.click(await screen.findByRole('button', { name: 'PDF report' }));
    expect(await screen.findByText('Error trying to generate the report.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
