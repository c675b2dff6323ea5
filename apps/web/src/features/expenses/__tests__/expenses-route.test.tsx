import { EXPENSE_REFUSALS } from '@adcontrol/domain/expenses/contracts';
import type { ExpenseGroup } from '@adcontrol/domain/expenses/expenses';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { json, mockApi, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { makeReport } from './expense-report-fixture';

resetBetweenTests();

const REPORT = '/api/reports/expenses';
const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Carolina' });
const PERIOD = '/expenses?from=2026-03-01&to=2026-03-31';

function reportApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [`GET ${REPORT}`]: ({ url }) =>
      json(
        200,
        makeReport(
          (url.searchParams.get('groupBy') ?? 'advertiser') as ExpenseGroup,
          url.searchParams.get('from') ?? '',
          url.searchParams.get('to') ?? '',
        ),
      ),
    ...extra,
  });
}

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
const plain = (element: Element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1, -1);
const firstCells = (table: HTMLElement) =>
  bodyRows(table).map((row) => plain(within(row).getAllByRole('rowheader')[0] as HTMLElement));

describe('the expense report', () => {
  it('shows the period in US dollars and in each currency, the top groups, and the rates used', async () => {
    const api = reportApi();
    signInAs(admin);
    renderApp(PERIOD);

    expect(await screen.findByRole('heading', { level: 1, name: 'Expense report' })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Total in US dollars' });
    expect(plain(totals)).toContain('USD 52.67');
    expect(plain(totals)).toContain('4 campaigns spent');
    expect(plain(totals)).toContain('CLP38,000');
    expect(plain(totals)).toContain('ARS500.00');
    const call = api.callsTo('GET', REPORT)[0];
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      groupBy: 'advertiser',
    });

    const chart = screen.getByRole('region', { name: 'Top 3 by US dollars' });
    expect(within(chart).getAllByRole('listitem').map(plain)).toEqual([
      'Lácteos del SurUSD 47.17',
      'Zapatería PuertoUSD 5.00',
      'Andes MotorsUSD 0.50',
    ]);
    const ratesRegion = screen.getAllByRole('region', { name: 'Rates used' })[0] as HTMLElement;
    expect(plain(ratesRegion)).toContain('04/03/26');
    expect(plain(ratesRegion)).toContain('Default table');
  });

  it('sorts by any column, both ways, with the totals kept last', async () => {
    reportApi();
    signInAs(admin);
    const user = userEvent.setup();
    renderApp(PERIOD);

    const table = await screen.findByRole('table', { name: /Spend by advertiser from/ });
    expect(firstCells(table)).toEqual(['Lácteos del Sur', 'Zapatería Puerto', 'Andes Motors']);
    await user.click(within(table).getByRole('button', { name: 'Advertiser' }));
    expect(firstCells(table)).toEqual(['Andes Motors', 'Lácteos del Sur', 'Zapatería Puerto']);
    await user.click(within(table).getByRole('button', { name: 'Advertiser' }));
    expect(firstCells(table)).toEqual(['Zapatería Puerto', 'Lácteos del Sur', 'Andes Motors']);
    await user.click(within(table).getByRole('button', { name: 'ARS' }));
    expect(firstCells(table)[0]).toBe('Andes Motors');
    const rows = within(table).getAllByRole('row');
    expect(plain(rows.at(-1) as HTMLElement)).toContain('Total52.67438,0002.00500.005.00');
    // Every money column is headed by its currency ("Total USD", "CLP"), so no figure repeats the code.
    expect(plain(table)).not.toMatch(/(USD|CLP|ARS|EUR)\s?\d/);
  });

  it('switches the grouping through the API, naming campaigns without a seller', async () => {
    const api = reportApi();
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp(PERIOD);

    await screen.findByRole('table', { name: /Spend by advertiser/ });
    await user.click(screen.getByRole('button', { name: 'Seller' }));
    const table = await screen.findByRole('table', { name: /Spend by seller/ });
    expect(firstCells(table)).toEqual(['Marta Vendedora', 'No seller']);
    expect(api.callsTo('GET', REPORT).at(-1)?.url.searchParams.get('groupBy')).toBe('seller');
    expect(router.state.location.search).toContain('groupBy=seller');

    await user.click(screen.getByRole('button', { name: 'Country' }));
    const byCountry = await screen.findByRole('table', { name: /Spend by country/ });
    expect(firstCells(byCountry)).toEqual(['Chile', 'Spain', 'Argentina']);
  });

  it("drills down from an advertiser to its campaigns' consumption", async () => {
    reportApi();
    signInAs(admin);
    const user = userEvent.setup();
    renderApp(PERIOD);

    const open = await screen.findByRole('button', { name: 'Show the campaigns of Lácteos del Sur' });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const consumption = screen.getByRole('list', { name: "Consumption of Lácteos del Sur's campaigns" });
    const chile = within(consumption).getByRole('listitem', { name: 'Invierno Chile' });
    const madrid = within(consumption).getByRole('listitem', { name: 'Verano Madrid' });
    expect(within(consumption).getAllByRole('listitem')).toHaveLength(2);
    expect(plain(chile)).toContain('CLP 38,000 · USD 45.00');
    expect(plain(chile)).toContain('CLP 43,000 of CLP 100,000');
    expect(within(chile).getByRole('progressbar', { name: 'Budget consumed to date' })).toHaveAttribute(
      'aria-valuenow',
      '43',
    );
    expect(within(chile).getByText('Shown to the advertiser')).toBeInTheDocument();
    expect(within(madrid).getByText('Hidden from the advertiser')).toBeInTheDocument();
    expect(within(chile).getByRole('link', { name: 'Invierno Chile' })).toHaveAttribute(
      'href',
      '/campaigns/11',
    );
    await user.click(screen.getByRole('button', { name: 'Hide the campaigns of Lácteos del Sur' }));
    expect(screen.queryByRole('list', { name: /Consumption of/ })).not.toBeInTheDocument();
  });

  it('opens on this month and moves to last month with a preset', async () => {
    const api = reportApi();
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/expenses');

    const today = networkDay(new Date());
    await screen.findByRole('table', { name: /Spend by advertiser/ });
    const first = api.callsTo('GET', REPORT)[0]?.url.searchParams;
    expect([first?.get('from'), first?.get('to')]).toEqual([`${today.slice(0, 8)}01`, today]);
    await user.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(api.callsTo('GET', REPORT)).toHaveLength(2));
    const last = api.callsTo('GET', REPORT)[1]?.url.searchParams;
    const lastDay = new Date(Date.parse(`${today.slice(0, 8)}01T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect([last?.get('from'), last?.get('to')]).toEqual([`${lastDay.slice(0, 8)}01`, lastDay]);
  });

  it('says when nothing was spent', async () => {
    mockApi({ [`GET ${REPORT}`]: () => json(200, { ...makeReport('advertiser'), rows: [], campaigns: [] }) });
    signInAs(admin);
    renderApp(PERIOD);
    expect(await screen.findByText('Nothing was spent in this period.')).toBeInTheDocument();
  });

  it('says in words a period longer than the report covers, not the API\'s "to: …"', async () => {
    mockApi({
      [`GET ${REPORT}`]: () =>
        json(400, {
          success: false,
          code: 'VALIDATION_FAILED',
          message: `to: ${EXPENSE_REFUSALS.tooLong}`,
          field: 'to',
          key: 'validation.periodTooLong',
          params: { max: 731 },
        }),
    });
    signInAs(admin);
    renderApp('/expenses?from=2020-01-01&to=2026-03-31');
    expect(
      await screen.findByText('The period can be at most 731 days', undefined, { timeout: 12_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/to:|must be/)).not.toBeInTheDocument();
    await i18n.changeLanguage('es');
    expect(await screen.findByText('El período puede ser de como máximo 731 días')).toBeInTheDocument();
  });
});

describe('downloading the XLSX', () => {
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:expenses';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows how much has arrived, then saves the workbook of what the screen shows', async () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
    const api = reportApi({
      [`GET ${REPORT}/xlsx`]: () =>
        new Response(body, {
          status: 200,
          headers: {
            'content-length': '8',
            'content-disposition': 'attachment; filename="expenses-seller-2026-03-01-2026-03-31.xlsx"',
          },
        }),
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp(`${PERIOD}&groupBy=seller`);

    await screen.findByRole('table', { name: /Spend by seller/ });
    await user.click(screen.getByRole('button', { name: 'Download XLSX' }));
    expect(await screen.findByRole('button', { name: 'Preparing the XLSX…' })).toBeDisabled();
    controller.enqueue(new Uint8Array([1, 2, 3, 4]));
    const progress = await screen.findByRole('progressbar', { name: 'Downloading the XLSX' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    controller.enqueue(new Uint8Array([5, 6, 7, 8]));
    controller.close();

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('expenses-seller-2026-03-01-2026-03-31.xlsx');
    expect(saved[0]?.blob.size).toBe(8);
    expect(await screen.findByRole('button', { name: 'Download XLSX' })).toBeEnabled();
    const call = api.callsTo('GET', `${REPORT}/xlsx`)[0];
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      groupBy: 'seller',
      lang: 'en',
    });
    expect(call?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it("says SPEC's words when the file cannot be made", async () => {
    reportApi({
      [`GET ${REPORT}/xlsx`]: () => json(500, { success: false, message: 'x', code: 'INTERNAL' }),
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp(PERIOD);
    await user.click(await screen.findByRole('button', { name: 'Download XLSX' }));
    expect(await screen.findByText('Error trying to generate the report.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('who reads it', () => {
  it('is closed to an advertiser, and to an analyst', async () => {
    for (const role of ['advertiser', 'analyst'] as const) {
      const api = reportApi();
      signInAs(makeAccount({ id: 9, role }));
      const { router, unmount } = renderApp(PERIOD);
      expect(await screen.findByRole('heading', { level: 1, name: 'Restricted' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/restricted');
      expect(api.callsTo('GET', REPORT)).toHaveLength(0);
      unmount();
    }
  });
});
