import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import {
  type ExpenseReportResponse,
  expenseReport,
  setExchangeRates,
} from '@adcontrol/domain/expenses/contracts';
import type { Currency, PurchaseModel } from '@adcontrol/domain/shared/enums';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { campaigns, creatives } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { peopleToFill, personMaker } from '../helpers/people';
import { request } from '../helpers/request';
import { insertStatistics } from '../helpers/statistics-fixtures';

/*
 * The expense report (docs/decisions/038). The figures of the set-up below are worked out by hand:
 * - Chile (CLP, CPM at 1,000 per thousand): 5,000 impressions on 02-25 (before the period), 10,000 on 03-02 at
 *   the 03-02 rate of 1,000 per USD = 10 USD, 20,000 on 03-04 at the 03-04 rate of 800 = 25 USD, 8,000 on 03-05
 *   with no rate that day, so 03-04's 800 = 10 USD. 38,000 CLP = 45 USD; 43,000 of the 100,000 budget to date.
 * - Spain (EUR, CPM at 2): 1,000 impressions on 03-02 = 2 EUR; no EUR rate loaded, so the configured 0.92 =
 *   2.1739 USD.
 * - Argentina (ARS, CPC at 10, budget 500): 30 clicks on 03-03 = 300 ARS, 30 on 03-04 = 300 but only 200 left of
 *   the budget; the 03-01 rate of 1,000 applies to both: 0.30 + 0.20 = 0.50 USD.
 * - Valparaíso (USD, CPM at 5): 1,000 impressions on 03-10 = 5 USD.
 */

export const PERIOD = { from: '2026-03-01', to: '2026-03-31' };

/** Where a campaign runs and what it costs: its country, currency, purchase model, budget and unit price. */
type Terms = [
  country: string,
  currency: Currency,
  purchaseModel: PurchaseModel,
  budgetTotal: number,
  unitPrice: number,
];

async function insertCampaign(
  db: Db,
  name: string,
  advertiserId: number,
  [country, currency, purchaseModel, budgetTotal, unitPrice]: Terms,
  sellerId?: number,
) {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      name,
      advertiserId,
      sellerId,
      country,
      currency,
      purchaseModel,
      budgetTotal,
      unitPrice,
      timezone: 'America/Santiago',
      format: 'banner',
      startDate: new Date('2026-02-20T03:00:00Z'),
      endDate: new Date('2026-03-31T03:00:00Z'),
      status: 'DELIVERING',
    })
    .returning();
  if (!campaign) throw new Error('campaign not inserted');
  const [banner] = await db
    .insert(creatives)
    .values({ campaignId: campaign.id, format: 'banner', name: `banner ${campaign.id}` })
    .returning();
  if (!banner) throw new Error('creative not inserted');
  const deliver = (date: string, impressions: number, clicks = 0) =>
    insertStatistics(db, [
      { date, campaignId: campaign.id, creativeId: banner.id, source: 'newton', impressions, clicks },
    ]);
  return { id: campaign.id, deliver };
}

export const usdOf = (body: ExpenseReportResponse) =>
  Object.fromEntries(body.rows.map((row) => [row.label, row.usd]));

/**
 * The campaigns above delivered, the rates of 03-01, 03-02 and 03-04 loaded, and an admin, a country manager of
 * Chile, the Chilean advertiser's seller, the advertiser and an analyst. It registers the file's `beforeAll` and
 * `afterAll`; the people and campaign ids are filled in place once they ran.
 */
export function expensesApp() {
  const expenses = {
    testApp: undefined as unknown as TestApp,
    ...peopleToFill('admin', 'chileManager', 'seller', 'advertiser', 'analyst'),
    campaigns: { chile: 0, spain: 0, argentina: 0 },

    /** The report as `who` reads it; the answer must be 200. */
    async report(who: Person, query: RequestOf<typeof expenseReport>['query']) {
      const response = await request(expenses.testApp, who, expenseReport, { query });
      expect(response.statusCode).toBe(200);
      return response.json();
    },
  };

  beforeAll(async () => {
    expenses.testApp = await buildTestApp();
    const { admin, chileManager, seller, advertiser, analyst } = expenses;
    const { db } = expenses.testApp.database;
    const person = personMaker(db);
    Object.assign(admin, await person('admin'));
    Object.assign(chileManager, await person('country_manager', { country: 'CL' }));
    Object.assign(seller, await person('seller'));
    Object.assign(analyst, await person('analyst'));
    const chilean = await createAccount(db, { role: 'advertiser', parentId: seller.id, country: 'CL' });
    Object.assign(advertiser, { id: chilean.id, role: 'advertiser' });
    const porteño = await createAccount(db, { role: 'advertiser', country: 'AR' });
    const porteñoAccount = await createAccount(db, { role: 'advertiser', country: 'CL', firstName: 'Valpo' });

    const clp = await insertCampaign(
      db,
      'Invierno Chile',
      chilean.id,
      ['CL', 'CLP', 'CPM', 100_000, 1_000],
      seller.id,
    );
    expenses.campaigns.chile = clp.id;
    await clp.deliver('2026-02-25', 5_000);
    await clp.deliver('2026-03-02', 10_000);
    await clp.deliver('2026-03-04', 20_000);
    await clp.deliver('2026-03-05', 8_000);
    await clp.deliver('2026-04-01', 50_000); // after the period
    const eur = await insertCampaign(db, 'Verano Madrid', chilean.id, ['ES', 'EUR', 'CPM', 1_000, 2]);
    expenses.campaigns.spain = eur.id;
    await eur.deliver('2026-03-02', 1_000);
    const ars = await insertCampaign(db, 'Otoño Buenos Aires', porteño.id, ['AR', 'ARS', 'CPC', 500, 10]);
    expenses.campaigns.argentina = ars.id;
    await ars.deliver('2026-03-03', 3_000, 30);
    await ars.deliver('2026-03-04', 3_000, 30);
    const usd = await insertCampaign(db, 'Valparaíso USD', porteñoAccount.id, ['CL', 'USD', 'CPM', 1_000, 5]);
    await usd.deliver('2026-03-10', 1_000);

    for (const [date, perUsd] of [
      ['2026-03-01', { ARS: 1_000, CLP: 990 }],
      ['2026-03-02', { CLP: 1_000 }],
      ['2026-03-04', { CLP: 800 }],
    ] as const) {
      const loaded = await request(expenses.testApp, admin, setExchangeRates, {
        params: { date },
        body: { perUsd },
      });
      expect(loaded.statusCode).toBe(200);
    }
  });
  afterAll(() => expenses.testApp.close());

  return expenses;
}
