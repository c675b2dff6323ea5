import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { campaignRow } from '@adcontrol/domain/campaigns/campaign';
import { type ApiCall, failure, filterOf, json, mockApi } from '../../../test/app';
import { type ControlFilter, storedFilter } from '../hooks/control-store';
import { pageOfRows } from '../hooks/local-rows';

export function makeRow(overrides: Partial<CampaignRow> = {}): CampaignRow {
  return campaignRow.parse({
    id: 1,
    name: 'Verano Lacteos',
    comments: null,
    clientId: null,
    advertiserId: 20,
    advertiserName: 'Lácteos del Sur',
    sellerId: 5,
    sellerName: 'Sergio Díaz',
    country: 'CL',
    currency: 'CLP',
    timezone: 'America/Santiago',
    premium: false,
    purchaseModel: 'CPM',
    campaignType: 'STANDARD',
    format: 'banner',
    product: 'Yogurt',
    startDate: '2026-11-01T03:00:00.000Z',
    endDate: '2026-12-01T02:59:59.000Z',
    status: 'DELIVERING',
    displayStatus: 'in progress',
    source: 'all',
    empower: false,
    budget: { total: 1_500_000, usd: 1_578.95 },
    unitPrice: 1500,
    capping: {
      currency: 'CLP',
      impressions: 40_000,
      clicks: 800,
      empower: false,
      newton: { impressions: 20_000, clicks: 400 },
      sinew: { impressions: 20_000, clicks: 400 },
    },
    cappingInfo: null,
    dataInfo: null,
    target: { impressions: 1_000_000, clicks: 20_000 },
    linked: { newton: true, sinew: true },
    optimizationWeight: null,
    optimizationThreshold: null,
    enableOptimized: false,
    days: 30,
    remainingDays: 6,
    metric: 'impressions',
    currentCapping: 40_000,
    neededCapping: 45_250,
    impressions: 728_500,
    clicks: 9_104,
    ctr: 1.25,
    yesterdayImpressions: 38_211,
    yesterdayClicks: 502,
    progress: 72.85,
    spent: 1_092_750,
    budgetUsd: 1_578.95,
    exchangeRate: { perUsd: 950, date: '2026-11-24' },
    cpm: 1500,
    cpc: 120.03,
    weight: null,
    ...overrides,
  });
}

type Handlers = Parameters<typeof mockApi>[0];

/** The filter a list call sent, with the contract's defaults and any limit it allows (up to 200). */
export function listFilterOf(call: ApiCall): ControlFilter {
  const sent = filterOf(call);
  return { ...storedFilter(sent), limit: typeof sent.limit === 'number' ? sent.limit : 5 };
}

/** A row as a single campaign's answer has it: the campaign's own fields, with its report switches. */
function asCampaign(row: CampaignRow) {
  return { ...row, reportSettings: { consumption: false, showApps: false, typeReports: false } };
}

/**
 * The campaign list endpoints over an in-memory table: the filtered list pages and sorts as the contract
 * says; `/mine` and `/of/:id` answer every row of their advertiser; status, copy and delete change the table.
 */
export function fakeCampaignsApi(seed: CampaignRow[], overrides: Handlers = {}) {
  const table = [...seed];
  const notFound = () => failure(404, 'NOT_FOUND', 'Campaign not found');
  const find = (call: ApiCall) => table.find((row) => row.id === Number(call.params.id));
  const setStatus = (id: number, status: CampaignRow['status']) => {
    const index = table.findIndex((row) => row.id === id);
    const row = table[index];
    if (row) table[index] = { ...row, status };
  };
  const api = mockApi({
    'GET /api/campaigns': (call) => json(200, pageOfRows(table, listFilterOf(call))),
    'GET /api/campaigns/mine': () => json(200, table),
    'GET /api/campaigns/of/:id': (call) =>
      json(
        200,
        table.filter((row) => row.advertiserId === Number(call.params.id)),
      ),
    'PATCH /api/campaigns/status': (call) => {
      const { ids, status } = call.body as { ids: number[]; status: CampaignRow['status'] };
      for (const id of ids) setStatus(id, status);
      return json(200, { items: ids.map((id) => ({ id, status })) });
    },
    'PATCH /api/campaigns/:id/status': (call) => {
      const row = find(call);
      if (!row) return notFound();
      setStatus(row.id, (call.body as { status: CampaignRow['status'] }).status);
      const { status } = call.body as { status: string };
      return json(200, { ...asCampaign(row), status });
    },
    'POST /api/campaigns/:id/duplicate': (call) => {
      const row = find(call);
      if (!row) return notFound();
      const name = (call.body as { name: string }).name;
      if (table.some((item) => item.name === name))
        return failure(409, 'CONFLICT', 'Campaign already exists', 'name');
      const copy = { ...row, id: Math.max(...table.map((item) => item.id)) + 1, name };
      table.push(copy);
      // The answer's schema keeps a campaign's fields and drops the row's figures, as the server's does.
      return json(201, asCampaign(copy));
    },
    'DELETE /api/campaigns/:id': (call) => {
      const index = table.findIndex((row) => row.id === Number(call.params.id));
      if (index < 0) return notFound();
      table.splice(index, 1);
      return json(200, { success: true });
    },
    'GET /api/accounts/adv/raw': () => json(200, []),
    'GET /api/accounts': () => json(200, { items: [], total: 0 }),
    ...overrides,
  });
  return { ...api, table };
}
