import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activityLog } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
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

const download = (who: Person, query: string) =>
  call(testApp, who, 'GET', `/campaigns/${campaign.id}/report/download?${query}`);

async function workbookOf(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
}

describe('POST /campaigns/consumption|showApps|typeReports/:id', () => {
  it('stores each switch, answers all three and shows them in the campaign details', async () => {
    const details = async () =>
      (await call(testApp, admin, 'GET', `/campaigns/${campaign.id}/details`)).json<{
        reportSettings: unknown;
      }>().reportSettings;
    expect(await details()).toEqual({ consumption: false, showApps: false, typeReports: false });
    const shown = await call(testApp, admin, 'POST', `/campaigns/consumption/${campaign.id}`, {
      value: true,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ consumption: true, showApps: false, typeReports: false });
    await call(testApp, admin, 'POST', `/campaigns/typeReports/${campaign.id}`, { value: true });
    expect(await details()).toEqual({ consumption: true, showApps: false, typeReports: true });
    await call(testApp, admin, 'POST', `/campaigns/typeReports/${campaign.id}`, { value: false });
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
      (await call(testApp, seller, 'POST', `/campaigns/showApps/${campaign.id}`, { value: true })).statusCode,
    ).toBe(403);
    expect(
      (await call(testApp, admin, 'POST', '/campaigns/showApps/99999', { value: true })).statusCode,
    ).toBe(404);
    const bad = await call(testApp, admin, 'POST', `/campaigns/showApps/${campaign.id}`, { value: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'value' });
  });

  it('hides the apps and detailed reports from the advertiser until the admin shares them', async () => {
    await call(testApp, admin, 'POST', `/campaigns/showApps/${campaign.id}`, { value: false });
    await call(testApp, admin, 'POST', `/campaigns/typeReports/${campaign.id}`, { value: false });
    const apps = `/campaigns/apps/report/${campaign.id}`;
    const regions = `/campaigns/country/report/${campaign.id}`;
    expect((await call(testApp, advertiser, 'GET', apps)).statusCode).toBe(403);
    expect((await call(testApp, advertiser, 'GET', regions)).statusCode).toBe(403);
    expect((await call(testApp, seller, 'GET', apps)).statusCode).toBe(200);

    await call(testApp, admin, 'POST', `/campaigns/showApps/${campaign.id}`, { value: true });
    const shared = await call(testApp, advertiser, 'GET', apps);
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toEqual([
      { app: 'com.gamma', name: 'Gamma', impressions: 1000, clicks: 5, ctr: 0.5 },
    ]);
    expect((await call(testApp, advertiser, 'GET', regions)).statusCode).toBe(403);
  });
});

describe('GET /campaigns/:id/report/download', () => {
  it('answers an XLSX with the totals, days, regions and apps of the range', async () => {
    const response = await download(seller, 'format=xlsx&start=2026-03-01&end=2026-03-02');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="report-${campaign.id}-invierno-penalolen-2026-03-01-2026-03-02.xlsx"`,
    );
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Summary',
      'Days',
      'Regions',
      'Apps',
      'Video quartiles',
    ]);
    const summary = workbook.getWorksheet('Summary');
    expect(summary?.getCell('B1').value).toBe('Invierno Peñalolén');
    expect(summary?.getCell('B5').value).toBe(3000);
    expect(summary?.getCell('B6').value).toBe(35);
    // 35 / 3000 = 1.1667 %
    expect(summary?.getCell('B7').value).toBe(1.17);
    const days = workbook.getWorksheet('Days');
    expect(days?.getRow(1).values).toEqual([undefined, 'Date', 'Impressions', 'Clicks', 'CTR (%)']);
    expect(days?.getRow(2).values).toEqual([undefined, '2026-03-01', 2000, 30, 1.5]);
    expect(days?.getRow(3).values).toEqual([undefined, '2026-03-02', 1000, 5, 0.5]);
    expect(workbook.getWorksheet('Regions')?.getRow(2).values).toEqual([
      undefined,
      'CL',
      'Biobío',
      2000,
      30,
      1.5,
    ]);
  });

  it("heads the file in the language asked for, else in the caller's account language", async () => {
    const spanish = await workbookOf((await download(seller, 'format=xlsx&lang=es')).rawPayload);
    expect(spanish.worksheets.map((sheet) => sheet.name)).toEqual([
      'Resumen',
      'Días',
      'Regiones',
      'Apps',
      'Cuartiles de video',
    ]);
    expect(spanish.getWorksheet('Resumen')?.getColumn(1).values).toEqual([
      undefined,
      'Campaña',
      'Id de campaña',
      'Desde',
      'Hasta',
      'Impresiones',
      'Clics',
      'CTR (%)',
      'Generado el',
    ]);
    expect(spanish.getWorksheet('Días')?.getRow(1).values).toEqual([
      undefined,
      'Fecha',
      'Impresiones',
      'Clics',
      'CTR (%)',
    ]);
    expect(spanish.getWorksheet('Regiones')?.getRow(1).values).toEqual([
      undefined,
      'País',
      'Región',
      'Impresiones',
      'Clics',
      'CTR (%)',
    ]);

    const { db } = testApp.database;
    await db.update(accounts).set({ language: 'pt' }).where(eq(accounts.id, seller.id));
    try {
      const portuguese = await workbookOf((await download(seller, 'format=xlsx')).rawPayload);
      expect(portuguese.worksheets.map((sheet) => sheet.name)).toEqual([
        'Resumo',
        'Dias',
        'Regiões',
        'Apps',
        'Quartis de vídeo',
      ]);
      const english = await workbookOf((await download(seller, 'format=xlsx&lang=en')).rawPayload);
      expect(english.worksheets[0]?.name).toBe('Summary');
    } finally {
      await db.update(accounts).set({ language: 'en' }).where(eq(accounts.id, seller.id));
    }

    const bad = await download(seller, 'format=xlsx&lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'lang' });
  });

  it('leaves out what the admin has not shared with the advertiser', async () => {
    await call(testApp, admin, 'POST', `/campaigns/showApps/${campaign.id}`, { value: false });
    const response = await download(advertiser, 'format=xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'Days']);
  });

  it("answers a PDF with the campaign's name in it", async () => {
    const response = await download(admin, 'format=pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = response.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The document's title, as pdfkit writes text that is not plain ASCII: UTF-16BE after a byte order mark.
    const title = Buffer.from('\ufeffInvierno Peñalolén report', 'utf16le').swap16();
    expect(response.rawPayload.includes(title)).toBe(true);
  });

  it('answers 404 out of scope and 400 naming a bad format', async () => {
    expect((await download(stranger, 'format=pdf')).statusCode).toBe(404);
    const bad = await download(admin, 'format=doc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'format' });
  });
});
