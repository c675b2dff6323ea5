import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { formatDay } from '@adcontrol/domain/format/format';
import {
  createReportSchedule,
  deleteReportSchedule,
  listReportSchedules,
  SCHEDULE_REFUSALS,
  sendReportSchedule,
  updateReportSchedule,
} from '@adcontrol/domain/scheduled-reports/contracts';
import { reportPeriod } from '@adcontrol/domain/scheduled-reports/schedule';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, campaigns, reportDeliveries, reportSchedules } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { pdfPages } from '../helpers/pdf-text';
import { request } from '../helpers/request';
import { runScheduler, sentReports } from '../helpers/scheduled-reports';
import { createCampaignWithCreatives, insertStatistics } from '../helpers/statistics-fixtures';

/** Scheduled e-mail reports: the API, and the scheduler driven with a clock (docs/decisions/040). */
let testApp: TestApp;
let seller: Person;
let advertiser: Person;
let stranger: Person;
let campaign: Awaited<ReturnType<typeof createCampaignWithCreatives>>;
let second: Awaited<ReturnType<typeof createCampaignWithCreatives>>;
let strangerCampaign: Awaited<ReturnType<typeof createCampaignWithCreatives>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  seller = {
    id: (await createAccount(db, { role: 'seller', email: 'seller@example.test' })).id,
    role: 'seller',
  };
  const advertiserRow = await createAccount(db, { role: 'advertiser', parentId: seller.id });
  advertiser = { id: advertiserRow.id, role: 'advertiser' };
  stranger = { id: (await createAccount(db, { role: 'advertiser' })).id, role: 'advertiser' };
  campaign = await createCampaignWithCreatives(db, advertiser.id, 'Invierno Peñalolén');
  second = await createCampaignWithCreatives(db, advertiser.id, 'Verano Ñuñoa');
  strangerCampaign = await createCampaignWithCreatives(db, stranger.id);
  // They run through every period the tests' clocks fall in.
  await db
    .update(campaigns)
    .set({ startDate: new Date('2020-01-01T03:00:00Z'), endDate: new Date('2040-01-01T03:00:00Z') });
});
afterAll(() => testApp.close());

const schedule = (who: Person, body: RequestOf<typeof createReportSchedule>['body']) =>
  request(testApp, who, createReportSchedule, { body });
const mine = async (who: Person) => (await request(testApp, who, listReportSchedules)).json().items;

/** Delivery on the period's first day, so the report of that period shows it. */
async function deliveredIn(
  period: { start: string },
  campaignId: number,
  banner: number,
  impressions: number,
) {
  await insertStatistics(testApp.database.db, [
    { date: period.start, campaignId, creativeId: banner, source: 'newton', impressions, clicks: 10 },
  ]);
}

describe('POST /report-schedules', () => {
  it('schedules a campaign report, lists it for its owner only and records it in the activity log', async () => {
    const response = await schedule(seller, {
      kind: 'campaign',
      targetId: campaign.id,
      format: 'xlsx',
      frequency: 'weekly',
      day: 1,
      language: 'es',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ targetName: 'Invierno Peñalolén', isActive: true, lastSentAt: null });
    // Mondays at 08:00 -03:00, within the coming week.
    const next = new Date(created.nextRunAt);
    expect(next.getUTCDay()).toBe(1);
    expect(next.getUTCHours()).toBe(11);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect((await mine(seller)).map((item) => item.id)).toEqual([created.id]);
    expect(await mine(advertiser)).toEqual([]);
    const [logged] = await testApp.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'report_schedule'), eq(activityLog.entityId, created.id)));
    expect(logged).toMatchObject({ accountId: seller.id, action: 'report_schedule.created' });
    await request(testApp, seller, deleteReportSchedule, { params: { id: created.id } });
  });

  it('refuses a day the frequency does not have, naming the field', async () => {
    const base = { kind: 'campaign', targetId: campaign.id, format: 'pdf', language: 'en' } as const;
    for (const bad of [
      { frequency: 'weekly', day: 8 },
      { frequency: 'monthly', day: 29 },
      { frequency: 'monthly', day: 0 },
    ] as const) {
      const response = await schedule(seller, { ...base, ...bad });
      expect(response.statusCode).toBe(400);
      expect(response.failure().message).toMatch(/day/);
    }
    expect(await mine(seller)).toEqual([]);
  });

  it("answers 404 for another account's campaign or advertiser, as for one that does not exist", async () => {
    const base = { format: 'pdf', frequency: 'monthly', day: 1, language: 'en' } as const;
    for (const target of [
      { kind: 'campaign', targetId: strangerCampaign.id },
      { kind: 'advertiser', targetId: stranger.id },
      { kind: 'campaign', targetId: 999_999 },
    ] as const) {
      expect((await schedule(seller, { ...base, ...target })).statusCode).toBe(404);
    }
    expect(
      (await schedule(advertiser, { ...base, kind: 'advertiser', targetId: advertiser.id })).statusCode,
    ).toBe(201);
    const [own] = await mine(advertiser);
    // Someone else's schedule cannot be paused or deleted either.
    expect(
      (
        await request(testApp, seller, updateReportSchedule, {
          params: { id: own?.id },
          body: { isActive: false },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await request(testApp, seller, deleteReportSchedule, { params: { id: own?.id } })).statusCode,
    ).toBe(404);
    await request(testApp, advertiser, deleteReportSchedule, { params: { id: own?.id } });
  });
});

describe('one e-mail per report', () => {
  const weekly = { kind: 'campaign', format: 'pdf', frequency: 'weekly', day: 2, language: 'pt' } as const;

  it('refuses a second schedule identical to one the person has, paused or not; a different one is welcome', async () => {
    const first = await schedule(seller, { ...weekly, targetId: second.id });
    expect(first.statusCode).toBe(201);
    const twin = await schedule(seller, { ...weekly, targetId: second.id });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: 'CONFLICT', message: SCHEDULE_REFUSALS.duplicate });
    // Two at once: the owner's lock lets one in.
    const both = await Promise.all(
      [1, 2].map(() => schedule(seller, { ...weekly, targetId: second.id, day: 4 })),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const { id } = first.json();
    await request(testApp, seller, updateReportSchedule, { params: { id }, body: { isActive: false } });
    expect((await schedule(seller, { ...weekly, targetId: second.id })).failure().message).toBe(
      SCHEDULE_REFUSALS.duplicatePaused,
    );
    // Another format, another day, or someone else's schedule of the same report is another e-mail.
    expect((await schedule(seller, { ...weekly, targetId: second.id, format: 'xlsx' })).statusCode).toBe(201);
    expect((await schedule(advertiser, { ...weekly, targetId: second.id })).statusCode).toBe(201);
    for (const who of [seller, advertiser]) {
      for (const item of await mine(who))
        await request(testApp, who, deleteReportSchedule, { params: { id: item.id } });
    }
  });

  it('"Send me one now" e-mails the last full period at once, leaves the schedule as it was and shows as the last e-mail', async () => {
    const created = (await schedule(seller, { ...weekly, targetId: campaign.id })).json();
    const before = (await sentReports(testApp.config)).length;
    const sent = await request(testApp, seller, sendReportSchedule, { params: { id: created.id } });
    expect(sent.statusCode).toBe(200);
    const period = reportPeriod('weekly', new Date());
    expect(sent.json()).toMatchObject({
      sentTo: 'seller@example.test',
      periodStart: period.start,
      periodEnd: period.end,
    });
    const mails = (await sentReports(testApp.config)).slice(before);
    expect(mails.map((mail) => [mail.to, mail.subject, mail.attachments[0]?.filename])).toEqual([
      [
        'seller@example.test',
        'Seu relatório semanal: Invierno Peñalolén',
        `relatorio-campanha-${campaign.id}-invierno-penalolen-${period.start}-${period.end}.pdf`,
      ],
    ]);
    const [listed] = await mine(seller);
    expect(listed).toMatchObject({ id: created.id, nextRunAt: created.nextRunAt, isActive: true });
    expect(Date.now() - Date.parse(listed?.lastSentAt ?? '')).toBeLessThan(60_000);
    // Only the owner can have their report sent.
    expect(
      (await request(testApp, advertiser, sendReportSchedule, { params: { id: created.id } })).statusCode,
    ).toBe(404);
    await request(testApp, seller, deleteReportSchedule, { params: { id: created.id } });
  });
});

describe('PATCH and DELETE /report-schedules/:id', () => {
  it('pauses so nothing is sent, resumes from the next due day, deletes, each in the activity log', async () => {
    const created = (
      await schedule(seller, {
        kind: 'campaign',
        targetId: campaign.id,
        format: 'pdf',
        frequency: 'monthly',
        day: 3,
        language: 'en',
      })
    ).json();
    const paused = await request(testApp, seller, updateReportSchedule, {
      params: { id: created.id },
      body: {
        isActive: false,
      },
    });
    expect(paused.json().isActive).toBe(false);
    const round = await runScheduler(testApp.database.db, testApp.config, new Date(created.nextRunAt));
    expect(round.queued).toBe(0);
    const resumed = (
      await request(testApp, seller, updateReportSchedule, {
        params: { id: created.id },
        body: { isActive: true },
      })
    ).json();
    expect(resumed).toMatchObject({ isActive: true, nextRunAt: created.nextRunAt });
    expect(
      (await request(testApp, seller, deleteReportSchedule, { params: { id: created.id } })).statusCode,
    ).toBe(200);
    expect(await mine(seller)).toEqual([]);
    const actions = await testApp.database.db
      .select({ action: activityLog.action, details: activityLog.details })
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'report_schedule'), eq(activityLog.entityId, created.id)));
    expect(actions.map((row) => row.action)).toEqual([
      'report_schedule.created',
      'report_schedule.paused',
      'report_schedule.resumed',
      'report_schedule.deleted',
    ]);
    expect(actions[1]?.details).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });
});

describe('the scheduler', () => {
  it("e-mails a due campaign report once, as a workbook of the previous week in the schedule's language", async () => {
    const created = (
      await schedule(seller, {
        kind: 'campaign',
        targetId: campaign.id,
        format: 'xlsx',
        frequency: 'weekly',
        day: 3,
        language: 'es',
      })
    ).json();
    const due = new Date(created.nextRunAt);
    const period = reportPeriod('weekly', due);
    await deliveredIn(period, campaign.id, campaign.banner, 1234);

    const before = (await sentReports(testApp.config)).length;
    expect(
      (await runScheduler(testApp.database.db, testApp.config, new Date(due.getTime() - 1000))).queued,
    ).toBe(0);
    expect(await runScheduler(testApp.database.db, testApp.config, due)).toMatchObject({
      queued: 1,
      sent: 1,
    });
    expect(
      await runScheduler(testApp.database.db, testApp.config, new Date(due.getTime() + 60_000)),
    ).toMatchObject({ queued: 0, sent: 0 });
    const mails = (await sentReports(testApp.config)).slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe('seller@example.test');
    expect(mail?.subject).toBe('Tu informe semanal: Invierno Peñalolén');
    const [file] = mail?.attachments ?? [];
    expect(file?.filename).toBe(
      `informe-campana-${campaign.id}-invierno-penalolen-${period.start}-${period.end}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file?.content as unknown as ArrayBuffer);
    const summary = workbook.getWorksheet('Resumen');
    const day = new Date(`${period.start}T00:00:00Z`);
    expect(summary?.getRow(4).values).toEqual([undefined, 'Desde', day]);
    expect(summary?.getRow(6).values).toEqual([undefined, 'Impresiones', 1234]);
    expect(workbook.getWorksheet('Por día')?.getRow(2).values).toEqual([
      undefined,
      day,
      1234,
      10,
      0.81 / 100,
    ]);

    const [listed] = await mine(seller);
    expect(listed?.lastSentAt).toBe(due.toISOString());
    expect(listed?.lastFailure).toBeNull();
    expect(new Date(listed?.nextRunAt ?? 0).getTime() - due.getTime()).toBe(7 * 86_400_000);
    await request(testApp, seller, deleteReportSchedule, { params: { id: created.id } });
  });

  it("sends an advertiser's report as one PDF of all its campaigns of the previous month", async () => {
    const created = (
      await schedule(advertiser, {
        kind: 'advertiser',
        targetId: advertiser.id,
        format: 'pdf',
        frequency: 'monthly',
        day: 5,
        language: 'en',
      })
    ).json();
    const due = new Date(created.nextRunAt);
    const period = reportPeriod('monthly', due);
    await deliveredIn(period, second.id, second.banner, 500);
    const before = (await sentReports(testApp.config)).length;
    expect(await runScheduler(testApp.database.db, testApp.config, due)).toMatchObject({ sent: 1 });
    const [mail] = (await sentReports(testApp.config)).slice(before);
    expect(mail?.subject).toMatch(/^Your monthly report: /);
    expect(mail?.text).toContain(`https://adcontrol.example.test/profile`);
    const [file] = mail?.attachments ?? [];
    expect(file?.contentType).toBe('application/pdf');
    expect(file?.filename).toMatch(
      new RegExp(`^advertiser-overview-${advertiser.id}-.*-${period.start}-${period.end}\\.pdf$`),
    );
    // Every campaign with its totals, their days together, on the layout of every report.
    const text = (await pdfPages(file?.content ?? Buffer.alloc(0))).join('\n');
    expect(text).toContain('Advertiser overview');
    expect(text).toContain(`Period ${formatDay(period.start)} – ${formatDay(period.end)}`);
    expect(text).toMatch(/Verano Ñuñoa 500 10 2\.00%/);
    expect(text).toContain(`${formatDay(period.start)} 500 10 2.00%`);
    await request(testApp, advertiser, deleteReportSchedule, { params: { id: created.id } });
  });

  it('sends once when two instances run the same due round at the same time', async () => {
    const created = (
      await schedule(seller, {
        kind: 'campaign',
        targetId: campaign.id,
        format: 'pdf',
        frequency: 'weekly',
        day: 5,
        language: 'pt',
      })
    ).json();
    const due = new Date(created.nextRunAt);
    const before = (await sentReports(testApp.config)).length;
    const rounds = await Promise.all([
      runScheduler(testApp.database.db, testApp.config, due),
      runScheduler(testApp.database.db, testApp.config, due),
      runScheduler(testApp.database.db, testApp.config, new Date(due.getTime() + 1000)),
    ]);
    expect(rounds.reduce((sum, round) => sum + round.sent, 0)).toBe(1);
    expect(rounds.reduce((sum, round) => sum + round.queued, 0)).toBe(1);
    const mails = (await sentReports(testApp.config)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual(['Seu relatório semanal: Invierno Peñalolén']);
    const deliveries = await testApp.database.db
      .select()
      .from(reportDeliveries)
      .where(eq(reportDeliveries.scheduleId, created.id));
    expect(deliveries.map((row) => row.status)).toEqual(['sent']);
    await request(testApp, seller, deleteReportSchedule, { params: { id: created.id } });
  });

  it('marks a report that a process left half-sent as interrupted and never sends it again', async () => {
    const created = (
      await schedule(seller, {
        kind: 'campaign',
        targetId: campaign.id,
        format: 'pdf',
        frequency: 'weekly',
        day: 2,
        language: 'en',
      })
    ).json();
    const due = new Date(created.nextRunAt);
    const { db } = testApp.database;
    // The period is queued, then a process takes it to send and dies before recording that it was sent.
    const period = reportPeriod('weekly', due);
    await db.insert(reportDeliveries).values({
      scheduleId: created.id,
      periodStart: period.start,
      periodEnd: period.end,
      status: 'sending',
      claimedAt: due,
    });
    await db
      .update(reportSchedules)
      .set({ nextRunAt: new Date(due.getTime() + 7 * 86_400_000) })
      .where(eq(reportSchedules.id, created.id));
    const before = (await sentReports(testApp.config)).length;
    const later = new Date(due.getTime() + 11 * 60_000);
    expect(await runScheduler(db, testApp.config, later)).toMatchObject({ interrupted: 1, sent: 0 });
    expect(await runScheduler(db, testApp.config, later)).toMatchObject({ interrupted: 0, sent: 0 });
    expect((await sentReports(testApp.config)).length).toBe(before);
    // Its owner is told on the list, since it will not be sent again.
    const listed = (await mine(seller)).find((item) => item.id === created.id);
    expect(listed?.lastFailure).toEqual({ periodStart: period.start, periodEnd: period.end });
    await request(testApp, seller, deleteReportSchedule, { params: { id: created.id } });
  });

  it('records a report whose campaign the owner can no longer read as failed, sending nothing', async () => {
    const created = (
      await schedule(seller, {
        kind: 'campaign',
        targetId: second.id,
        format: 'xlsx',
        frequency: 'weekly',
        day: 4,
        language: 'en',
      })
    ).json();
    const { db } = testApp.database;
    await db.update(campaigns).set({ advertiserId: stranger.id }).where(eq(campaigns.id, second.id));
    const before = (await sentReports(testApp.config)).length;
    expect(await runScheduler(db, testApp.config, new Date(created.nextRunAt))).toMatchObject({
      queued: 1,
      failed: 1,
      sent: 0,
    });
    expect((await sentReports(testApp.config)).length).toBe(before);
    const [listed] = await mine(seller);
    expect(listed?.targetName).toBeNull();
    expect(listed?.lastFailure).toMatchObject({ periodStart: expect.any(String) });
    await db.update(campaigns).set({ advertiserId: advertiser.id }).where(eq(campaigns.id, second.id));
    await request(testApp, seller, deleteReportSchedule, { params: { id: created.id } });
  });
});
