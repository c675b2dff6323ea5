import { setConsumption } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import type { ExpenseReportResponse } from '@adcontrol/domain/expenses/contracts';
import { downloadExpenses, expenseReport, setExchangeRates } from '@adcontrol/domain/expenses/contracts';
import type { Currency, PurchaseModel } from '@adcontrol/domain/shared/enums';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { accounts, activityLog, campaigns, creatives } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { insertStatistics } from '../helpers/statistics-fixtures';

/**
 * The expense report (docs/decisions/038). The figures below are worked out by hand:
 * - Chile (CLP, CPM at 1,000 per thousand): 5,000 impressions on 02-25 (before the period), 10,000 on 03-02 at
 *   the 03-02 rate of 1,000 per USD = 10 USD, 20,000 on 03-04 at the 03-04 rate of 800 = 25 USD, 8,000 on 03-05
 *   with no rate that day, so 03-04's 800 = 10 USD. 38,000 CLP = 45 USD; 43,000 of the 100,000 budget to date.
 * - Spain (EUR, CPM at 2): 1,000 impressions on 03-02 = 2 EUR; no EUR rate loaded, so the configured 0.92 =
 *   2.1739 USD.
 * - Argentina (ARS, CPC at 10, budget 500): 30 clicks on 03-03 = 300 ARS, 30 on 03-04 = 300 but only 200 left of
 *   the budget; the 03-01 rate of 1,000 applies to both: 0.30 + 0.20 = 0.50 USD.
 * - Valparaíso (USD, CPM at 5): 1,000 impressions on 03-10 = 5 USD.
 */
let testApp: TestApp;
let admin: Person;
let chileManager: Person;
let seller: Person;
let advertiser: Person;
let analyst: Person;
let chile: number;
let spain: number;
let argentina: number;

const PERIOD = { from: '2026-03-01', to: '2026-03-31' };

async function insertCampaign(
  db: Db,
  values: {
    name: string;
    advertiserId: number;
    sellerId?: number;
    country: string;
    currency: Currency;
    purchaseModel: PurchaseModel;
    budgetTotal: number;
    unitPrice: number;
  },
) {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      ...values,
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

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  const person = async (role: Person['role'], extra: { parentId?: number; country?: string } = {}) => ({
    id: (await createAccount(db, { role, ...extra })).id,
    role,
  });
  admin = await person('admin');
  chileManager = await person('country_manager', { country: 'CL' });
  seller = await person('seller');
  analyst = await person('analyst');
  const chilean = await createAccount(db, { role: 'advertiser', parentId: seller.id, country: 'CL' });
  advertiser = { id: chilean.id, role: 'advertiser' };
  const porteño = await createAccount(db, { role: 'advertiser', country: 'AR' });
  const porteñoAccount = await createAccount(db, { role: 'advertiser', country: 'CL', firstName: 'Valpo' });

  const clp = await insertCampaign(db, {
    name: 'Invierno Chile',
    advertiserId: chilean.id,
    sellerId: seller.id,
    country: 'CL',
    currency: 'CLP',
    purchaseModel: 'CPM',
    budgetTotal: 100_000,
    unitPrice: 1_000,
  });
  chile = clp.id;
  await clp.deliver('2026-02-25', 5_000);
  await clp.deliver('2026-03-02', 10_000);
  await clp.deliver('2026-03-04', 20_000);
  await clp.deliver('2026-03-05', 8_000);
  await clp.deliver('2026-04-01', 50_000); // after the period
  const eur = await insertCampaign(db, {
    name: 'Verano Madrid',
    advertiserId: chilean.id,
    country: 'ES',
    currency: 'EUR',
    purchaseModel: 'CPM',
    budgetTotal: 1_000,
    unitPrice: 2,
  });
  spain = eur.id;
  await eur.deliver('2026-03-02', 1_000);
  const ars = await insertCampaign(db, {
    name: 'Otoño Buenos Aires',
    advertiserId: porteño.id,
    country: 'AR',
    currency: 'ARS',
    purchaseModel: 'CPC',
    budgetTotal: 500,
    unitPrice: 10,
  });
  argentina = ars.id;
  await ars.deliver('2026-03-03', 3_000, 30);
  await ars.deliver('2026-03-04', 3_000, 30);
  const usd = await insertCampaign(db, {
    name: 'Valparaíso USD',
    advertiserId: porteñoAccount.id,
    country: 'CL',
    currency: 'USD',
    purchaseModel: 'CPM',
    budgetTotal: 1_000,
    unitPrice: 5,
  });
  await usd.deliver('2026-03-10', 1_000);

  for (const [date, perUsd] of [
    ['2026-03-01', { ARS: 1_000, CLP: 990 }],
    ['2026-03-02', { CLP: 1_000 }],
    ['2026-03-04', { CLP: 800 }],
  ] as const) {
    const loaded = await request(testApp, admin, setExchangeRates, {
      params: { date },
      body: { perUsd },
    });
    expect(loaded.statusCode).toBe(200);
  }
});
afterAll(() => testApp.close());

const report = async (who: Person, query: RequestOf<typeof expenseReport>['query']) => {
  const response = await request(testApp, who, expenseReport, { query });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const usdOf = (body: ExpenseReportResponse) =>
  Object.fromEntries(body.rows.map((row) => [row.label, row.usd]));

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
    await testApp.database.db
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
    await request(testApp, admin, setConsumption, { params: { id: chile }, body: { value: true } });
    const body = await report(admin, PERIOD);
    const byId = new Map(body.campaigns.map((campaign) => [campaign.id, campaign]));
    expect(byId.get(chile)).toMatchObject({
      currency: 'CLP',
      budget: 100_000,
      spent: 38_000,
      usd: 45,
      spentToDate: 43_000,
      consumed: 43,
      sharedWithAdvertiser: true,
    });
    expect(byId.get(argentina)).toMatchObject({ spent: 500, spentToDate: 500, consumed: 100 });
    expect(byId.get(spain)).toMatchObject({ sharedWithAdvertiser: false, consumed: 0.2 });
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
    expect(own.campaigns.map((campaign) => campaign.id).sort()).toEqual([chile, spain].sort());
    expect(own.totals.usd).toBe(47.17);
  });

  it('refuses advertisers and analysts, and names the field of a bad period', async () => {
    for (const who of [advertiser, analyst])
      expect((await request(testApp, who, expenseReport, { query: PERIOD })).statusCode).toBe(403);
    const reversed = await request(testApp, admin, expenseReport, {
      query: { from: '2026-03-10', to: '2026-03-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'from' });
    const grouping = await call(
      testApp,
      admin,
      'GET',
      '/reports/expenses?from=2026-03-01&to=2026-03-31&groupBy=planet',
    );
    expect(grouping.json()).toMatchObject({ field: 'groupBy' });
  });
});

describe('GET /reports/expenses/xlsx', () => {
  const workbookOf = async (query: RequestOf<typeof downloadExpenses>['query']) => {
    const response = await request(testApp, admin, downloadExpenses, { query });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return { workbook, fileName: response.headers['content-disposition'] };
  };
  const valuesOf = (sheet: ExcelJS.Worksheet | undefined) =>
    (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));

  it("types every figure with its currency's format, as the screen writes it, in the reader's language", async () => {
    const api = await report(admin, { ...PERIOD, groupBy: 'currency' });
    const { workbook, fileName } = await workbookOf({ ...PERIOD, groupBy: 'currency', lang: 'es' });
    expect(fileName).toBe('attachment; filename="gastos-moneda-2026-03-01-2026-03-31.xlsx"');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Resumen',
      'Por moneda',
      'Consumo',
      'Tipos de cambio',
    ]);

    const groups = workbook.getWorksheet('Por moneda');
    const rows = valuesOf(groups);
    expect(rows[0]).toEqual([
      'Moneda',
      'Total USD',
      'Campañas',
      'Gasto CLP',
      'Gasto EUR',
      'Gasto ARS',
      'Gasto USD',
    ]);
    // The totals row holds the API's totals as numbers, in the screen's order.
    expect(rows.at(-1)).toEqual([
      'Total',
      api.totals.usd,
      api.totals.campaigns,
      ...api.totals.spend.map((line) => line.amount),
    ]);
    // The code is in the format, not the value; ARS keeps two decimals as on screen (Intl), CLP none.
    const totals = groups?.getRow(groups.rowCount);
    expect([2, 4, 5, 6].map((column) => totals?.getCell(column).numFmt)).toEqual([
      '"USD" #,##0.00',
      '"CLP" #,##0',
      '"EUR" #,##0.00',
      '"ARS" #,##0.00',
    ]);
    expect(groups?.getCell('C2').numFmt).toBe('#,##0');
    expect(groups?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(groups?.autoFilter).toBe(`A1:G${api.rows.length + 1}`);

    const consumption = workbook.getWorksheet('Consumo');
    const chileRow = consumption
      ?.getRows(2, api.campaigns.length)
      ?.find((row) => row.getCell(1).value === chile);
    expect(chileRow?.getCell(7)).toMatchObject({ value: 100_000, numFmt: '"CLP" #,##0' });
    expect(chileRow?.getCell(9)).toMatchObject({ value: 45, numFmt: '"USD" #,##0.00' });
    expect(chileRow?.getCell(11)).toMatchObject({ value: 0.43, numFmt: '0.0%' });
    expect(chileRow?.getCell(5).value).toBe('Chile');

    const rates = workbook.getWorksheet('Tipos de cambio');
    const clp = rates?.getRows(2, api.rates.length)?.find((row) => row.getCell(1).value === 'CLP');
    expect(clp?.getCell(2)).toMatchObject({ value: new Date('2026-03-02T00:00:00Z'), numFmt: 'dd/mm/yy' });
    expect(clp?.getCell(3)).toMatchObject({ value: 1_000, numFmt: '#,##0' });
  });

  it("says the period and when it was generated in the account's language and time zone", async () => {
    await testApp.database.db
      .update(accounts)
      .set({ language: 'en', timezone: 'Asia/Tokyo' })
      .where(eq(accounts.id, admin.id));
    const { workbook, fileName } = await workbookOf({ ...PERIOD, groupBy: 'country' });
    expect(fileName).toContain('expenses-country-2026-03-01-2026-03-31.xlsx');
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'By country',
      'Consumption',
      'Rates',
    ]);
    const summary = valuesOf(workbook.getWorksheet('Summary'));
    expect(summary[0]).toEqual(['Expense report']);
    expect(summary).toContainEqual(['Period', '01/03/26 – 31/03/26']);
    expect(summary).toContainEqual(['Grouped by', 'Country']);
    expect(summary).toContainEqual(['Total USD', 52.67]);
    const generated = summary.find((row) => row[0] === 'Generated at');
    expect(generated?.[1]).toMatch(/^\d\d\/\d\d\/\d\d \d\d:\d\d GMT\+9$/);
    expect(valuesOf(workbook.getWorksheet('By country')).map((row) => row[0])).toEqual([
      'Country',
      'Chile',
      'Spain',
      'Argentina',
      'Total',
    ]);
  });
});

describe('PUT /exchange-rates/:date', () => {
  it('loads a day for the named currencies only, logged with the rates before and after', async () => {
    const first = await request(testApp, admin, setExchangeRates, {
      params: { date: '2026-05-04' },
      body: { perUsd: { CLP: 950, MX: 17 } },
    });
    expect(first.json()).toEqual({ date: '2026-05-04', perUsd: { CLP: 950, MX: 17 } });
    const second = await request(testApp, admin, setExchangeRates, {
      params: { date: '2026-05-04' },
      body: { perUsd: { CLP: 960 } },
    });
    expect(second.json()).toEqual({ date: '2026-05-04', perUsd: { CLP: 960, MX: 17 } });
    const [logged] = await testApp.database.db
      .select({ details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'exchange_rate'), eq(activityLog.entityId, 20260504)))
      .orderBy(activityLog.id)
      .offset(1);
    expect(logged?.details).toEqual({
      date: '2026-05-04',
      before: { CLP: 950, MX: 17 },
      after: { CLP: 960, MX: 17 },
    });
  });

  it('refuses an unknown currency, a rate that is not positive, and anyone but an admin', async () => {
    const unknown = await call(testApp, admin, 'PUT', '/exchange-rates/2026-05-05', { perUsd: { XYZ: 3 } });
    expect(unknown.statusCode).toBe(400);
    const zero = await request(testApp, admin, setExchangeRates, {
      params: { date: '2026-05-05' },
      body: { perUsd: { CLP: 0 } },
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.failure().field).toContain('perUsd');
    const badDay = await request(testApp, admin, setExchangeRates, {
      params: { date: '2026-13-01' },
      body: { perUsd: { CLP: 900 } },
    });
    expect(badDay.json()).toMatchObject({ field: 'date' });
    const bySeller = await request(testApp, seller, setExchangeRates, {
      params: { date: '2026-05-05' },
      body: { perUsd: { CLP: 900 } },
    });
    expect(bySeller.statusCode).toBe(403);
  });
});
