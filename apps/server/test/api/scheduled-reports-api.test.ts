import {
  SCHEDULE_REFUSALS,
  sendReportSchedule,
  updateReportSchedule,
} from '@adcontrol/domain/scheduled-reports/contracts';
import { reportPeriod } from '@adcontrol/domain/scheduled-reports/schedule';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import { request } from '../helpers/request';
import { scheduledReports } from './scheduled-reports-fixtures';

/** The schedules' API: creating one, one e-mail per report, sending one now, pausing and deleting. */
const reports = scheduledReports();
const { seller, advertiser, stranger, campaign, second, strangerCampaign } = reports;
const { schedule, mine, round, outbox, unschedule } = reports;

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
    const [logged] = await reports.testApp.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'report_schedule'), eq(activityLog.entityId, created.id)));
    expect(logged).toMatchObject({ accountId: seller.id, action: 'report_schedule.created' });
    await unschedule(seller, created.id);
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
        await request(reports.testApp, seller, updateReportSchedule, {
          params: { id: own?.id },
          body: { isActive: false },
        })
      ).statusCode,
    ).toBe(404);
    expect((await unschedule(seller, own?.id)).statusCode).toBe(404);
    await unschedule(advertiser, own?.id);
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
    await request(reports.testApp, seller, updateReportSchedule, {
      params: { id },
      body: { isActive: false },
    });
    expect((await schedule(seller, { ...weekly, targetId: second.id })).failure().message).toBe(
      SCHEDULE_REFUSALS.duplicatePaused,
    );
    // Another format, another day, or someone else's schedule of the same report is another e-mail.
    expect((await schedule(seller, { ...weekly, targetId: second.id, format: 'xlsx' })).statusCode).toBe(201);
    expect((await schedule(advertiser, { ...weekly, targetId: second.id })).statusCode).toBe(201);
    for (const who of [seller, advertiser]) {
      for (const item of await mine(who)) await unschedule(who, item.id);
    }
  });

  it('"Send me one now" e-mails the last full period at once, leaves the schedule as it was and shows as the last e-mail', async () => {
    const created = (await schedule(seller, { ...weekly, targetId: campaign.id })).json();
    const before = (await outbox()).length;
    const sent = await request(reports.testApp, seller, sendReportSchedule, { params: { id: created.id } });
    expect(sent.statusCode).toBe(200);
    const period = reportPeriod('weekly', new Date());
    expect(sent.json()).toMatchObject({
      sentTo: 'seller@example.test',
      periodStart: period.start,
      periodEnd: period.end,
    });
    const mails = (await outbox()).slice(before);
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
      (await request(reports.testApp, advertiser, sendReportSchedule, { params: { id: created.id } }))
        .statusCode,
    ).toBe(404);
    await unschedule(seller, created.id);
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
    const paused = await request(reports.testApp, seller, updateReportSchedule, {
      params: { id: created.id },
      body: { isActive: false },
    });
    expect(paused.json().isActive).toBe(false);
    expect((await round(new Date(created.nextRunAt))).queued).toBe(0);
    const resumed = (
      await request(reports.testApp, seller, updateReportSchedule, {
        params: { id: created.id },
        body: { isActive: true },
      })
    ).json();
    expect(resumed).toMatchObject({ isActive: true, nextRunAt: created.nextRunAt });
    expect((await unschedule(seller, created.id)).statusCode).toBe(200);
    expect(await mine(seller)).toEqual([]);
    const actions = await reports.testApp.database.db
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
