import { setConsumption } from '@adcontrol/domain/campaigns/delivery-contracts';
import { expenseReport } from '@adcontrol/domain/expenses/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { call } from '../helpers/callers';
import { request } from '../helpers/request';
import { expensesApp, PERIOD, usdOf } from './expenses-fixtures';

/** The expense report's figures: dated rates, groupings, each campaign's consumption, periods and scope. */
const expenses = expensesApp();
const { admin, chileManager, seller, advertiser, analyst, campaigns, report } = expenses;

describe('GET /reports/expenses', () => {
  it('converts each day at its own dated rate, the nearest earlier one on a day without', async () => {
    const body = await report(admin, { ...PERIOD, groupBy: 'currency' });
    expect(body.rows.map((row) => [row.key, row.spend, row.usd])).toEqual([
      ['CLP', [{ currency: 'CLP', amount: 38_000 }], 45],
      ['USD', [{ currency: 'USD', amount: 5 }], 5],
      ['EUR', [{ currency: 'EUR', amount: 2 }], 2.17],
      ['ARS', [{ currency: 'ARS', amount: 500 }], 0.5],
    ]);
    expect(body.totals).toEqual({
      spend: [
        { currency: 'CLP', amount: 38_000 },
        { currency: 'EUR', amount: 2 },
        { currency: 'ARS', amount: 500 },
        { currency: 'USD', amount: 5 },
      ],
      usd: 52.67,
      campaigns: 4,
    });
    expect(body.rates).toEqual(
      expect.arrayContaining([
        { currency: 'CLP', date: '2026-03-02', perUsd: 1_000, source: 'table' },
        { currency: 'CLP', date: '2026-03-04', perUsd: 800, source: 'table' },
        { currency: 'ARS', date: '2026-03-01', perUsd: 1_000, source: 'table' },
        { currency: 'EUR', date: '2026-11-02', perUsd: 0.92, source: 'default' },
      ]),
    );
    expect(body.rates.filter((rate) => rate.currency === 'CLP')).toHaveLength(2);
  });

  it('groups by advertiser, seller and country with the same totals', async () => {
    const byAdvertiser = await report(admin, PERIOD);
    expect(byAdvertiser.groupBy).toBe('advertiser');
    expect(byAdvertiser.rows[0]).toMatchObject({
      accountId: advertiser.id,
      campaigns: 2,
      spend: [
        { currency: 'CLP', amount: 38_000 },
        { currency: 'EUR', amount: 2 },
      ],
      usd: 47.17,
    });
    // Several sellers of one company must not all read "Andes Media": the person, then the company.
    await expenses.testApp.database.db
      .update(accounts)
      .set({ firstName: 'Lucía', lastName: 'Rojas', company: 'Andes Media' })
      .where(eq(accounts.id, seller.id));
    const bySeller = await report(admin, { ...PERIOD, groupBy: 'seller' });
    expect(bySeller.rows.map((row) => [row.key, row.label, row.usd, row.campaigns])).toEqual([
      [String(seller.id), 'Lucía Rojas (Andes Media)', 45, 1],
      ['none', '', 7.67, 3],
    ]);
    const byCountry = await report(admin, { ...PERIOD, groupBy: 'country' });
    expect(usdOf(byCountry)).toEqual({ CL: 50, ES: 2.17, AR: 0.5 });
    for (const body of [byAdvertiser, bySeller, byCountry]) expect(body.totals.usd).toBe(52.67);
  });

  it("gives each campaign's consumption: spend in the period, to date against the budget, and the switch", async () => {
    await request(expenses.testApp, admin, setConsumption, {
      params: { id: campaigns.chile },
      body: { value: true },
    });
    const body = await report(admin, PERIOD);
    const byId = new Map(body.campaigns.map((campaign) => [campaign.id, campaign]));
    expect(byId.get(campaigns.chile)).toMatchObject({
      currency: 'CLP',
      budget: 100_000,
      spent: 38_000,
      usd: 45,
      spentToDate: 43_000,
      consumed: 43,
      sharedWithAdvertiser: true,
    });
    expect(byId.get(campaigns.argentina)).toMatchObject({ spent: 500, spentToDate: 500, consumed: 100 });
    expect(byId.get(campaigns.spain)).toMatchObject({ sharedWithAdvertiser: false, consumed: 0.2 });
  });

  it('a period without spend is empty, and one day reads that day only', async () => {
    const none = await report(admin, { from: '2026-01-01', to: '2026-01-31' });
    expect(none).toMatchObject({ rows: [], campaigns: [], rates: [], totals: { spend: [], usd: 0 } });
    const oneDay = await report(admin, { from: '2026-03-04', to: '2026-03-04', groupBy: 'currency' });
    expect(oneDay.rows.map((row) => [row.key, row.usd])).toEqual([
      ['CLP', 25],
      ['ARS', 0.2],
    ]);
  });

  it("keeps each reader to their scope: a country manager their country's accounts, a seller their branch", async () => {
    const manager = await report(chileManager, { ...PERIOD, groupBy: 'currency' });
    expect(manager.totals).toMatchObject({ usd: 52.17, campaigns: 3 });
    const own = await report(seller, { ...PERIOD, groupBy: 'currency' });
    expect(own.campaigns.map((campaign) => campaign.id).sort()).toEqual(
      [campaigns.chile, campaigns.spain].sort(),
    );
    expect(own.totals.usd).toBe(47.17);
  });

  it('refuses advertisers and analysts, and names the field of a bad period', async () => {
    for (const who of [advertiser, analyst])
      expect((await request(expenses.testApp, who, expenseReport, { query: PERIOD })).statusCode).toBe(403);
    const reversed = await request(expenses.testApp, admin, expenseReport, {
      query: { from: '2026-03-10', to: '2026-03-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'from' });
    const grouping = await call(
      expenses.testApp,
      admin,
      'GET',
      '/reports/expenses?from=2026-03-01&to=2026-03-31&groupBy=planet',
    );
    expect(grouping.json()).toMatchObject({ field: 'groupBy' });
  });
});
