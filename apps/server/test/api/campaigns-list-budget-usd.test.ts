import type { CampaignListFilter, CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { listCampaigns } from '@adcontrol/domain/campaigns/contracts';
import type { Currency } from '@adcontrol/domain/shared/enums';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaigns } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * No index holds the budget in dollars (it depends on the configured rates), so the list merges each currency's
 * campaigns by budget (docs/decisions/068). Every page of the merge must be a slice of one order: the exact dollar
 * value, then the id, across currencies, ties included.
 */
const NOW = new Date('2026-03-18T15:30:00Z');

let testApp: TestApp;
let admin: Person;
let seller: Person;

/** Budgets chosen so that several currencies come to exactly the same dollars (100 USD, 100 PAB, 92 EUR). */
const BUDGETS: [Currency, number][] = [
  ['USD', 100],
  ['PAB', 100],
  ['EUR', 92],
  ['CLP', 94_000],
  ['CLP', 1_000],
  ['ARS', 115_000],
  ['COP', 400_000],
  ['MX', 1_850],
  ['PEN', 375],
  ['USD', 99.99],
  ['EUR', 92.01],
  ['PAB', 5_000],
  ['MX', 18.5],
  ['COP', 4_000],
];

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  testApp = await buildTestApp({ LIST_CACHE_SECONDS: '0' });
  const { db } = testApp.database;
  const admins = await createAccount(db, { role: 'admin' });
  const sellers = await createAccount(db, { role: 'seller', country: 'CL' });
  const advertiser = await createAccount(db, { role: 'advertiser', parentId: sellers.id, country: 'CL' });
  const stranger = await createAccount(db, { role: 'advertiser', country: 'CL' });
  admin = { id: admins.id, role: 'admin' };
  seller = { id: sellers.id, role: 'seller' };
  // Inserted in reverse, so ids do not follow the order of the table above.
  await db.insert(campaigns).values(
    [...BUDGETS].reverse().map(([currency, budgetTotal], n) => ({
      name: `Dollars ${n}`,
      advertiserId: n % 4 === 3 ? stranger.id : advertiser.id,
      country: 'CL',
      currency,
      timezone: 'America/Santiago',
      purchaseModel: 'CPM' as const,
      format: 'push' as const,
      budgetTotal,
      unitPrice: 1,
      startDate: new Date(n % 3 === 0 ? '2026-04-01T03:00:00Z' : '2026-03-01T03:00:00Z'),
      endDate: new Date('2026-04-30T03:00:00Z'),
      status: 'DELIVERING' as const,
    })),
  );
});
afterAll(async () => {
  await testApp?.close();
  vi.useRealTimers();
});

async function page(who: Person, filter: CampaignListFilter) {
  const response = await request(testApp, who, listCampaigns, { query: { filter: JSON.stringify(filter) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: CampaignRow[]; total: number };
}

/** Exact comparison of two budgets in dollars: a/ra against b/rb as a·rb against b·ra, in integer cents. */
const cents = (value: number) => BigInt(Math.round(value * 100));
function byDollars(a: CampaignRow, b: CampaignRow): number {
  const left = cents(a.budget.total) * cents(b.exchangeRate.perUsd);
  const right = cents(b.budget.total) * cents(a.exchangeRate.perUsd);
  return left < right ? -1 : left > right ? 1 : a.id - b.id;
}

describe('sorting by the budget in dollars', () => {
  it.each([
    ['the admin, every campaign', () => admin, { status: 'all' }],
    ['a seller, in progress', () => seller, { status: 'in progress' }],
  ] as const)('pages %s through one order, ties by id, both ways', async (_, who, filter) => {
    const all = (await page(who(), { ...filter, limit: 200 })).items;
    expect(all.length).toBeGreaterThan(3);
    const ascending = [...all].sort(byDollars).map((row) => row.id);
    for (const order of ['asc', 'desc'] as const) {
      const expected = order === 'asc' ? ascending : [...ascending].reverse();
      for (const limit of [1, 3, 5]) {
        const ids: number[] = [];
        for (let number = 1; ids.length < all.length; number += 1) {
          const answer = await page(who(), { ...filter, sort: 'budgetUsd', order, limit, page: number });
          expect(answer.total).toBe(all.length);
          ids.push(...answer.items.map((row) => row.id));
        }
        expect(ids, `${order}, ${limit} a page`).toEqual(expected);
      }
    }
    const tied = all.filter((row) => row.budgetUsd === 100);
    expect(tied.length).toBeGreaterThan(1);
  });
});
