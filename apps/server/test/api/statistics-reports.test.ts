import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import { setConsumption, setShowApps, setTypeReports } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { formatCtr, formatDay, formatNumber } from '@adcontrol/domain/format/format';
import {
  appsReport,
  campaignStatistics,
  countryReport,
  downloadReport,
} from '@adcontrol/domain/statistics/contracts';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activityLog } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { pdfItems, pdfPages, plainSpaces } from '../helpers/pdf-text';
import { request } from '../helpers/request';
import {
  createCampaignWithCreatives,
  insertApps,
  insertRegions,
  insertStatistics,
} from '../helpers/statistics-fixtures';

/** The admin's report switches (SPEC 7) and the report download, XLSX and PDF (docs/decisions/025). */
let testApp: TestApp;
let admin: Person;
let seller: Person;
let advertiser: Person;
let stranger: Person;
let campaign: Awaited<ReturnType<typeof createCampaignWithCreatives>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  admin = { id: (await createAccount(db, { role: 'admin' })).id, role: 'admin' };
  seller = { id: (await createAccount(db, { role: 'seller' })).id, role: 'seller' };
  advertiser = {
    id: (await createAccount(db, { role: 'advertiser', parentId: seller.id })).id,
    role: 'advertiser',
  };
  stranger = { id: (await createAccount(db, { role: 'advertiser' })).id, role: 'advertiser' };
  campaign = await createCampaignWithCreatives(db, advertiser.id, 'Invierno Peñalolén');
  const row = (date: string, impressions: number, clicks: number) => ({
    date,
    campaignId: campaign.id,
    creativeId: campaign.banner,
    source: 'newton' as const,
    impressions,
    clicks,
  });
  await insertStatistics(db, [row('2026-03-01', 2000, 30), row('2026-03-02', 1000, 5)]);
  await insertRegions(db, [
    {
      campaignId: campaign.id,
      date: '2026-03-01',
      country: 'CL',
      region: 'Biobío',
      impressions: 2000,
      clicks: 30,
    },
  ]);
  await insertApps(db, [
    {
      campaignId: campaign.id,
      date: '2026-03-02',
      app: 'com.gamma',
      appName: 'Gamma',
      impressions: 1000,
      clicks: 5,
    },
  ]);
});
afterAll(() => testApp.close());

const download = (who: Person, query: RequestOf<typeof downloadReport>['query']) =>
  request(testApp, who, downloadReport, { params: { id: campaign.id }, query });

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('POST /campaigns/consumption|showApps|typeReports/:id', () => {
  it('stores each switch, answers all three and shows them in the campaign details', async () => {
    const details = async () =>
      (await request(testApp, admin, getCampaignDetails, { params: { id: campaign.id } })).json()
        .reportSettings;
    expect(await details()).toEqual({ consumption: false, showApps: false, typeReports: false });
    const shown = await request(testApp, admin, setConsumption, {
      params: { id: campaign.id },
      body: {
        value: true,
      },
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ consumption: true, showApps: false, typeReports: false });
    await request(testApp, admin, setTypeReports, { params: { id: campaign.id }, body: { value: true } });
    expect(await details()).toEqual({ consumption: true, showApps: false, typeReports: true });
    await request(testApp, admin, setTypeReports, { params: { id: campaign.id }, body: { value: false } });
    expect(await details()).toEqual({ consumption: true, showApps: false, typeReports: false });
    const logged = await testApp.database.db
      .select({ accountId: activityLog.accountId, details: activityLog.details })
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entityId, campaign.id),
          eq(activityLog.action, 'campaign.report_settings_changed'),
        ),
      )
      .orderBy(activityLog.id);
    expect(logged).toEqual([
      { accountId: admin.id, details: { before: { consumption: false }, after: { consumption: true } } },
      { accountId: admin.id, details: { before: { typeReports: false }, after: { typeReports: true } } },
      { accountId: admin.id, details: { before: { typeReports: true }, after: { typeReports: false } } },
    ]);
  });

  it('is for admins only, 404 for a missing campaign and 400 naming value', async () => {
    expect(
      (await request(testApp, seller, setShowApps, { params: { id: campaign.id }, body: { value: true } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await request(testApp, admin, setShowApps, { params: { id: 99999 }, body: { value: true } }))
        .statusCode,
    ).toBe(404);
    const bad = await call(testApp, admin, 'POST', `/campaigns/showApps/${campaign.id}`, { value: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'value' });
  });

  it('hides the apps and detailed reports from the advertiser until the admin shares them', async () => {
    await request(testApp, admin, setShowApps, { params: { id: campaign.id }, body: { value: false } });
    await request(testApp, admin, setTypeReports, { params: { id: campaign.id }, body: { value: false } });
    const apps = (who: Person) => request(testApp, who, appsReport, { params: { id: campaign.id } });
    const regions = (who: Person) => request(testApp, who, countryReport, { params: { id: campaign.id } });
    expect((await apps(advertiser)).statusCode).toBe(403);
    expect((await regions(advertiser)).statusCode).toBe(403);
    expect((await apps(seller)).statusCode).toBe(200);

    await request(testApp, admin, setShowApps, { params: { id: campaign.id }, body: { value: true } });
    const shared = await apps(advertiser);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual([
      { app: 'com.gamma', name: 'Gamma', impressions: 1000, clicks: 5, ctr: 0.5 },
    ]);
    expect((await regions(advertiser)).statusCode).toBe(403);
  });
});

describe('GET /campaigns/:id/report/download', () => {
  const range = { start: '2026-03-01', end: '2026-03-02' };
  /** The campaign page's own figures for the range, to compare the files with. */
  const pageFigures = async () =>
    (
      await request(testApp, seller, campaignStatistics, {
        body: {
          campaigns: [campaign.id],
          groupBy: 'day',
          date: { start: '2026-03-01', end: '2026-03-02' },
        },
      })
    ).json();

  it('answers an XLSX of typed cells: days as dates, counts with grouping, CTR as a 2-decimal percentage', async () => {
    const response = await download(seller, { format: 'xlsx', ...range });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="campaign-report-${campaign.id}-invierno-penalolen-2026-03-01-2026-03-02.xlsx"`,
    );
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'By day',
      'By gender',
      'CTR by age',
      'By region',
      'By app',
      'Video quartiles',
    ]);
    const { points, totals } = await pageFigures();
    const summary = workbook.getWorksheet('Summary');
    expect(summary?.getCell('B1').value).toBe('Invierno Peñalolén');
    expect(summary?.getCell('B4').value).toEqual(new Date(Date.UTC(2026, 2, 1)));
    expect(summary?.getCell('B4').numFmt).toBe('dd/mm/yy');
    expect(summary?.getCell('B6').value).toBe(totals.impressions);
    expect(summary?.getCell('B8').value).toBe(totals.ctr / 100);
    expect(summary?.getCell('B8').numFmt).toBe('0.00%');

    const days = workbook.getWorksheet('By day');
    expect(days?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(days?.autoFilter).toBe('A1:D3');
    expect(days?.getRow(1).values).toEqual([undefined, 'Date', 'Impressions', 'Clicks', 'CTR']);
    points.forEach((point, index) => {
      const row = days?.getRow(index + 2);
      const [day, month] = [Number(point.date.slice(5, 7)) - 1, Number(point.date.slice(8))];
      expect(row?.values).toEqual([
        undefined,
        new Date(Date.UTC(2026, day, month)),
        point.impressions,
        point.clicks,
        point.ctr / 100,
      ]);
      expect([1, 2, 3, 4].map((column) => row?.getCell(column).numFmt)).toEqual([
        'dd/mm/yy',
        '#,##0',
        '#,##0',
        '0.00%',
      ]);
    });
    // The range's totals, as the page's figures say them: 35 / 3000 = 1.17 %.
    expect(days?.getRow(4).values).toEqual([undefined, 'Total', 3000, 35, 1.17 / 100]);
    expect(days?.getRow(4).getCell(1).font?.bold).toBe(true);
    expect(workbook.getWorksheet('By region')?.getRow(2).values).toEqual([
      undefined,
      'CL',
      'Biobío',
      2000,
      30,
      0.015,
    ]);
  });

  it('names the file, its sheets and its labels in the language asked for, else the account’s', async () => {
    const spanish = await download(seller, { format: 'xlsx', lang: 'es', ...range });
    expect(spanish.headers['content-disposition']).toBe(
      `attachment; filename="informe-campana-${campaign.id}-invierno-penalolen-2026-03-01-2026-03-02.xlsx"`,
    );
    const workbook = await workbookOf(spanish.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Resumen',
      'Por día',
      'Por género',
      'CTR por edad',
      'Por región',
      'Por app',
      'Cuartiles de video',
    ]);
    expect(workbook.getWorksheet('Resumen')?.getColumn(1).values).toEqual([
      undefined,
      'Campaña',
      'ID de campaña',
      'Anunciante',
      'Desde',
      'Hasta',
      'Impresiones',
      'Clics',
      'CTR',
      'Generado el (UTC)',
    ]);

    const { db } = testApp.database;
    await db.update(accounts).set({ language: 'pt' }).where(eq(accounts.id, seller.id));
    try {
      const portuguese = await download(seller, { format: 'xlsx' });
      expect(portuguese.headers['content-disposition']).toMatch(/filename="relatorio-campanha-/);
      expect((await workbookOf(portuguese.rawPayload)).worksheets[1]?.name).toBe('Por dia');
    } finally {
      await db.update(accounts).set({ language: 'en' }).where(eq(accounts.id, seller.id));
    }

    const bad = await call(
      testApp,
      seller,
      'GET',
      `/campaigns/${campaign.id}/report/download?format=xlsx&lang=fr`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'lang' });
    expect(
      (
        await call(testApp, seller, 'GET', `/campaigns/${campaign.id}/report/download?format=xlsx&dir=up`)
      ).json(),
    ).toMatchObject({ field: 'dir' });
  });

  it('leaves out what the admin has not shared with the advertiser', async () => {
    await request(testApp, admin, setShowApps, { params: { id: campaign.id }, body: { value: false } });
    await request(testApp, admin, setTypeReports, { params: { id: campaign.id }, body: { value: false } });
    const response = await download(advertiser, { format: 'xlsx' });
    expect(response.statusCode).toBe(200);
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'By day',
      'By gender',
      'CTR by age',
    ]);
  });

  it.each([
    ['en', 'Campaign report', 'Page 1 of 2', 'Generated at'],
    ['es', 'Informe de campaña', 'Página 1 de 2', 'Generado el'],
    ['pt', 'Relatório de campanha', 'Página 1 de 2', 'Gerado em'],
  ] as const)(
    'answers a PDF in %s whose figures are the page’s, written as the screen writes them',
    async (lang, title, page, generated) => {
      const { db } = testApp.database;
      await db.update(accounts).set({ timezone: 'Asia/Tokyo' }).where(eq(accounts.id, seller.id));
      const response = await download(seller, { format: 'pdf', lang, ...range });
      await db.update(accounts).set({ timezone: 'UTC' }).where(eq(accounts.id, seller.id));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const text = (await pdfPages(response.rawPayload)).join('\n');
      expect(text).toContain(`${title}\nInvierno Peñalolén`);
      expect(text).toContain(`${formatDay('2026-03-01')} – ${formatDay('2026-03-02')}`);
      const { points, totals } = await pageFigures();
      for (const point of points) {
        const figures = [formatNumber(point.impressions, lang), formatNumber(point.clicks, lang)];
        expect(text).toContain(
          plainSpaces([formatDay(point.date), ...figures, formatCtr(point.ctr, lang)].join(' ')),
        );
      }
      expect(text).toContain(
        plainSpaces(
          [
            'Total',
            formatNumber(totals.impressions, lang),
            formatNumber(totals.clicks, lang),
            formatCtr(totals.ctr, lang),
          ].join(' '),
        ),
      );
      // In the reader's own zone, never the server's ISO stamp.
      expect(text).toMatch(new RegExp(`${generated} \\d\\d/\\d\\d/\\d\\d \\d\\d:\\d\\d GMT\\+9\\s${page}`));
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    },
  );

  it('says there is no data for days without delivery, and numbers the pages of a long range', async () => {
    const empty = await pdfPages(
      (await download(seller, { format: 'pdf', lang: 'es', start: '2026-04-01', end: '2026-04-03' }))
        .rawPayload,
    );
    expect(empty.join('').match(/Sin datos para estos días/g)?.length).toBeGreaterThanOrEqual(4);

    const long = await pdfPages(
      (await download(seller, { format: 'pdf', start: '2026-01-01', end: '2026-03-31' })).rawPayload,
    );
    expect(long.length).toBeGreaterThanOrEqual(2);
    expect(long.map((page) => /Page \d+ of \d+/.exec(page)?.[0])).toEqual(
      long.map((_, index) => `Page ${index + 1} of ${long.length}`),
    );
    expect(long.join('')).toContain(`${formatDay('2026-03-31')} 0 0 0.00%`);
  });

  it('mirrors the layout right to left when the interface is', async () => {
    const titleAt = async (dir: 'ltr' | 'rtl') => {
      const [first] = await pdfItems((await download(seller, { format: 'pdf', dir, ...range })).rawPayload);
      const title = first?.find((item) => item.text === 'Campaign report');
      return title && { start: Math.round(title.x), end: Math.round(title.x + title.width) };
    };
    const [ltr, rtl] = [await titleAt('ltr'), await titleAt('rtl')];
    // 40 points from the left edge, or from the right edge of an A4 page (595 points wide).
    expect(ltr?.start).toBe(40);
    expect(rtl?.end).toBe(555);
  });

  it('answers 404 out of scope and 400 naming a bad format', async () => {
    expect((await download(stranger, { format: 'pdf' })).statusCode).toBe(404);
    const bad = await call(testApp, admin, 'GET', `/campaigns/${campaign.id}/report/download?format=doc`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'format' });
  });
});
