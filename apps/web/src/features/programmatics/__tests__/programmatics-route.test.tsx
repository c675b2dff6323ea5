import { listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { listProgrammatics } from '@adcontrol/domain/campaigns/contracts';
import {
  type ProgrammaticDeal,
  programmaticDeal,
  programmaticListFilter,
} from '@adcontrol/domain/campaigns/programmatic';
import { getDealStatistics, updateDealStatus } from '@adcontrol/domain/campaigns/programmatic-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fake, filterOf, mockApi, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { DEAL_FILTER_STORAGE_KEY, dealFilterStore } from '../hooks/deal-filter-store';

// jsdom draws no canvas: the chart stands in as a plain element; what the drawer says about it is real.
vi.mock('../../../components/charts/daily-chart', () => ({
  default: () => <div data-testid="chart-drawn" />,
}));

resetBetweenTests();
beforeEach(() => dealFilterStore.reset());

const seller = makeAccount({ id: 5, role: 'seller', firstName: 'Martina' });
const analyst = makeAccount({ id: 9, role: 'analyst', firstName: 'Lucas' });

function makeDeal(overrides: Partial<ProgrammaticDeal> = {}): ProgrammaticDeal {
  return programmaticDeal.parse({
    id: 1,
    exchangeDealId: 'PD-007301',
    name: 'Lácteos del Sur Prime PMP',
    type: 'PREFERRED_DEAL',
    status: 'DELIVERING',
    advertiserId: 20,
    advertiserName: 'Lácteos del Sur',
    sellerId: 5,
    sellerName: 'Martina',
    country: 'CL',
    currency: 'CLP',
    cpm: 2500,
    budget: 3_000_000,
    startDate: '2026-11-01T03:00:00.000Z',
    endDate: '2026-12-01T02:59:59.000Z',
    impressions: 120_000,
    clicks: 600,
    ctr: 0.5,
    spent: 300_000,
    syncedAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  });
}

const deals = [
  makeDeal(),
  makeDeal({
    id: 2,
    exchangeDealId: 'PD-007302',
    name: 'Andes Weekend Deal',
    type: 'STANDARD',
    status: 'PAUSED',
  }),
  makeDeal({ id: 3, exchangeDealId: 'PD-007303', name: 'Sur Holiday Deal', status: 'COMPLETED' }),
];

/** A fake of the three calls, filtering by status and search as the server does, and pausing for real. */
function fakeProgrammaticsApi(rows: ProgrammaticDeal[]) {
  const state = rows.map((row) => ({ ...row }));
  const api = mockApi(
    fake(listProgrammatics, ({ call }) => {
      const filter = programmaticListFilter.parse(filterOf(call));
      const items = state.filter(
        (deal) =>
          (filter.status === 'all' || deal.status === filter.status) &&
          (!filter.search || deal.name.toLowerCase().includes(filter.search.toLowerCase())),
      );
      return { items, total: items.length, page: filter.page, limit: filter.limit };
    }),
    fake(updateDealStatus, ({ params, body }) => {
      const deal = state.find((row) => row.id === params.id);
      if (!deal) return failure(404, 'NOT_FOUND', 'Deal not found');
      if (deal.status === 'COMPLETED') {
        return failure(409, 'CONFLICT', 'A deal that is COMPLETED cannot be paused', 'status');
      }
      deal.status = body.status === 'PAUSED' ? 'PAUSED' : 'DELIVERING';
      return deal;
    }),
    fake(getDealStatistics, ({ params }) => {
      const deal = state.find((row) => row.id === params.id);
      if (!deal) return failure(404, 'NOT_FOUND', 'Deal not found');
      return {
        deal,
        days: [
          { date: '2026-11-18', impressions: 50_000, clicks: 250, ctr: 0.5, spend: 125_000 },
          { date: '2026-11-19', impressions: 70_000, clicks: 350, ctr: 0.5, spend: 175_000 },
        ],
        totals: { impressions: 120_000, clicks: 600, ctr: 0.5, spend: 300_000 },
      };
    }),
    fake(listAdvertisersRaw, () => []),
  );
  return { ...api, state };
}

const table = () => screen.findByRole('table', { name: 'Programmatic deals' }, { timeout: 20_000 });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);

describe('the Programmatics screen', { timeout: 40_000 }, () => {
  it('asks page 1 of 30 and shows each deal with its status, type, dates, budget and delivery', async () => {
    const api = fakeProgrammaticsApi(deals);
    signInAs(seller);
    renderApp('/campaigns/programmatics');

    const rows = bodyRows(await table());
    expect(rows).toHaveLength(3);
    expect(filterOf(api.callsTo('GET', '/api/campaigns/programmatics')[0])).toEqual({
      page: 1,
      limit: 30,
      status: 'all',
    });
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Delivering')).toBeInTheDocument();
    expect(first.getByText('Preferred deal')).toBeInTheDocument();
    expect(first.getByText('Lácteos del Sur')).toBeInTheDocument();
    expect(first.getByText('120,000')).toBeInTheDocument();
    expect(first.getByText('0.50%')).toBeInTheDocument();
    expect(first.getByText(/01\/11\/26/)).toBeInTheDocument();
    expect(screen.getByText('3 deals')).toBeInTheDocument();
    // A completed deal takes neither action; a paused one is activated.
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /^(Pause|Activate)/ })).toBeNull();
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Activate Andes Weekend Deal' }),
    ).toBeEnabled();
  });

  it('pauses a deal from its row and says so, the row showing the new status', async () => {
    const api = fakeProgrammaticsApi(deals);
    signInAs(seller);
    renderApp('/campaigns/programmatics');
    const user = userEvent.setup();
    await table();

    await user.click(screen.getByRole('button', { name: 'Pause Lácteos del Sur Prime PMP' }));
    expect(await screen.findByText('Deal paused successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/programmatics/1/status')[0]?.body).toEqual({
      status: 'PAUSED',
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Activate Lácteos del Sur Prime PMP' })).toBeInTheDocument(),
    );
  });

  it('filters by status and by a search of 3 letters or more, and keeps the filters', async () => {
    const api = fakeProgrammaticsApi(deals);
    signInAs(seller);
    renderApp('/campaigns/programmatics');
    const user = userEvent.setup();
    await table();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paused' }));
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    expect(filterOf(api.callsTo('GET', '/api/campaigns/programmatics').at(-1))).toMatchObject({
      status: 'PAUSED',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    const search = screen.getByRole('searchbox', { name: 'Search deals' });
    await user.type(search, 'Ho');
    expect(screen.getByText('Type 3 or more letters')).toBeInTheDocument();
    expect(api.calls.some((call) => filterOf(call).search === 'Ho')).toBe(false);
    await user.type(search, 'liday');
    await waitFor(async () => expect(bodyRows(await table())).toHaveLength(1));
    expect(screen.getByText('Sur Holiday Deal')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DEAL_FILTER_STORAGE_KEY) ?? '{}')).toMatchObject({
      search: 'Holiday',
    });
  });

  it("opens a deal's statistics, pauses it there, and shows its totals, daily chart and days with their spend", async () => {
    fakeProgrammaticsApi(deals);
    signInAs(seller);
    renderApp('/campaigns/programmatics');
    const user = userEvent.setup();
    await table();

    await user.click(screen.getByRole('button', { name: 'Statistics of Lácteos del Sur Prime PMP' }));
    const drawer = await screen.findByRole('dialog', { name: 'Lácteos del Sur Prime PMP' });
    await user.click(within(drawer).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Deal paused successfully')).toBeInTheDocument();
    // The drawer follows the deal: paused now, it offers to activate it.
    expect(await within(drawer).findByRole('button', { name: 'Activate' })).toBeEnabled();
    const totals = within(drawer).getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('120,000')).toBeInTheDocument();
    expect(within(totals).getByText('600')).toBeInTheDocument();
    const chart = await within(drawer).findByRole('img', {
      name: 'Impressions and clicks per day from 18/11/26 to 19/11/26; most impressions on 19/11/26: 70,000.',
    });
    expect(await within(chart).findByTestId('chart-drawn')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Show as table' }));
    const days = within(drawer).getByRole('table', { name: 'Daily delivery of the deal' });
    // Newest day first.
    expect(within(bodyRows(days)[0] as HTMLElement).getByText('19/11/26')).toBeInTheDocument();
    expect(within(bodyRows(days)[0] as HTMLElement).getByText(/175,000/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells a refused change in the server words, naming the status', async () => {
    const api = fakeProgrammaticsApi([makeDeal({ id: 3, status: 'READY', name: 'Sur Holiday Deal' })]);
    signInAs(seller);
    renderApp('/campaigns/programmatics');
    const user = userEvent.setup();
    await table();
    // The exchange moved on since the list was read.
    (api.state[0] as ProgrammaticDeal).status = 'COMPLETED';
    await user.click(screen.getByRole('button', { name: 'Pause Sur Holiday Deal' }));
    expect(await screen.findByText('A deal that is COMPLETED cannot be paused')).toBeInTheDocument();
    expect(screen.queryByText('Deal paused successfully')).toBeNull();
  });

  it('says a deal gone since the list was read in the server words, not "try again later"', async () => {
    const api = fakeProgrammaticsApi([makeDeal({ id: 3, status: 'READY', name: 'Sur Holiday Deal' })]);
    signInAs(seller);
    renderApp('/campaigns/programmatics');
    const user = userEvent.setup();
    await table();
    api.state.splice(0);
    await user.click(screen.getByRole('button', { name: 'Pause Sur Holiday Deal' }));
    expect(await screen.findByText('Deal not found')).toBeInTheDocument();
  });

  it('refuses the screen to an analyst, without asking for deals', async () => {
    const api = fakeProgrammaticsApi(deals);
    signInAs(analyst);
    renderApp('/campaigns/programmatics');
    expect(
      await screen.findByText('Your role cannot open this page.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/campaigns/programmatics')).toHaveLength(0);
  });
});
