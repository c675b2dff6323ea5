import { downloadReport } from '@adcontrol/domain/statistics/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { setPreference } from '../../../lib/preferences';
import { failure, fake, renderApp } from '../../../test/app';
import { fakeDetailApi, makeCampaign } from '../../../test/fake-campaign-detail-api';
import { signInAs } from '../../../test/fixtures';
import { admin, advertiser, analyst, resetDetailBetweenTests } from './detail-harness';

// jsdom draws no canvas: the chart stands in as a plain element; what the card says about it is real.
vi.mock('../../../components/charts/daily-chart', () => ({
  default: () => <div data-testid="chart-drawn" />,
}));

resetDetailBetweenTests();

describe("the advertiser's report", () => {
  it("lets the admin set what the advertiser's report shows, saved at each switch", async () => {
    const api = fakeDetailApi({
      campaign: makeCampaign({ reportSettings: { consumption: false, showApps: true, typeReports: true } }),
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns/17');

    const consumption = await screen.findByRole(
      'switch',
      { name: 'Budget consumption' },
      { timeout: 12_000 },
    );
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

    await screen.findByRole('table', { name: 'By creative' }, { timeout: 12_000 });
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

    expect(await screen.findByRole('table', { name: 'By app' }, { timeout: 12_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
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

    await user.click(await screen.findByRole('button', { name: 'Excel report' }, { timeout: 12_000 }));
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

    await user.click(await screen.findByRole('button', { name: 'Relatório PDF' }, { timeout: 12_000 }));
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

    await user.click(await screen.findByRole('button', { name: 'PDF report' }, { timeout: 12_000 }));
    expect(await screen.findByText('Error trying to generate the report.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
