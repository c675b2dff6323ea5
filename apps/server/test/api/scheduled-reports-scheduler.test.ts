import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { formatDay } from '@adcontrol/domain/format/format';
import type { createReportSchedule } from '@adcontrol/domain/scheduled-reports/contracts';
import { reportPeriod } from '@adcontrol/domain/scheduled-reports/schedule';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { campaigns, reportDeliveries, reportSchedules } from '../../src/db/schema';
import type { Person } from '../helpers/callers';
import { pdfPages } from '../helpers/pdf-text';
import { scheduledReports } from './scheduled-reports-fixtures';

/** The scheduler driven with a clock: what it e-mails when, once across instances, and what it records failed. */
const reports = scheduledReports();
const { seller, advertiser, stranger, campaign, second } = reports;
const { schedule, mine, deliveredIn, round, outbox, unschedule } = reports;

/** `who`'s new schedule, the moment it is first due, and how many reports were e-mailed before it. */
async function scheduled(who: Person, body: RequestOf<typeof createReportSchedule>['body']) {
  const created = (await schedule(who, body)).json();
  return { created, due: new Date(created.nextRunAt), before: (await outbox()).length };
}

describe('the scheduler', () => {
  it("e-mails a due campaign report once, as a workbook of the previous week in the schedule's language", async () => {
    const { created, due, before } = await scheduled(seller, {
      kind: 'campaign',
      targetId: campaign.id,
      format: 'xlsx',
      frequency: 'weekly',
      day: 3,
      language: 'es',
    });
    const period = reportPeriod('weekly', due);
    await deliveredIn(period, campaign.id, campaign.banner, 1234);

    expect((await round(new Date(due.getTime() - 1000))).queued).toBe(0);
    expect(await round(due)).toMatchObject({ queued: 1, sent: 1 });
    expect(await round(new Date(due.getTime() + 60_000))).toMatchObject({ queued: 0, sent: 0 });
    const mails = (await outbox()).slice(before);
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
    await unschedule(seller, created.id);
  });

  it("sends an advertiser's report as one PDF of all its campaigns of the previous month", async () => {
    const { created, due, before } = await scheduled(advertiser, {
      kind: 'advertiser',
      targetId: advertiser.id,
      format: 'pdf',
      frequency: 'monthly',
      day: 5,
      language: 'en',
    });
    const period = reportPeriod('monthly', due);
    await deliveredIn(period, second.id, second.banner, 500);
    expect(await round(due)).toMatchObject({ sent: 1 });
    const [mail] = (await outbox()).slice(before);
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
    await unschedule(advertiser, created.id);
  });

  it('sends once when two instances run the same due round at the same time', async () => {
    const { created, due, before } = await scheduled(seller, {
      kind: 'campaign',
      targetId: campaign.id,
      format: 'pdf',
      frequency: 'weekly',
      day: 5,
      language: 'pt',
    });
    const rounds = await Promise.all([round(due), round(due), round(new Date(due.getTime() + 1000))]);
    expect(rounds.reduce((sum, each) => sum + each.sent, 0)).toBe(1);
    expect(rounds.reduce((sum, each) => sum + each.queued, 0)).toBe(1);
    const mails = (await outbox()).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual(['Seu relatório semanal: Invierno Peñalolén']);
    const deliveries = await reports.testApp.database.db
      .select()
      .from(reportDeliveries)
      .where(eq(reportDeliveries.scheduleId, created.id));
    expect(deliveries.map((row) => row.status)).toEqual(['sent']);
    await unschedule(seller, created.id);
  });

  it('marks a report that a process left half-sent as interrupted and never sends it again', async () => {
    const { created, due, before } = await scheduled(seller, {
      kind: 'campaign',
      targetId: campaign.id,
      format: 'pdf',
      frequency: 'weekly',
      day: 2,
      language: 'en',
    });
    const { db } = reports.testApp.database;
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
    const later = new Date(due.getTime() + 11 * 60_000);
    expect(await round(later)).toMatchObject({ interrupted: 1, sent: 0 });
    expect(await round(later)).toMatchObject({ interrupted: 0, sent: 0 });
    expect((await outbox()).length).toBe(before);
    // Its owner is told on the list, since it will not be sent again.
    const listed = (await mine(seller)).find((item) => item.id === created.id);
    expect(listed?.lastFailure).toEqual({ periodStart: period.start, periodEnd: period.end });
    await unschedule(seller, created.id);
  });

  it('records a report whose campaign the owner can no longer read as failed, sending nothing', async () => {
    const { created, due, before } = await scheduled(seller, {
      kind: 'campaign',
      targetId: second.id,
      format: 'xlsx',
      frequency: 'weekly',
      day: 4,
      language: 'en',
    });
    const { db } = reports.testApp.database;
    await db.update(campaigns).set({ advertiserId: stranger.id }).where(eq(campaigns.id, second.id));
    expect(await round(due)).toMatchObject({ queued: 1, failed: 1, sent: 0 });
    expect((await outbox()).length).toBe(before);
    const [listed] = await mine(seller);
    expect(listed?.targetName).toBeNull();
    expect(listed?.lastFailure).toMatchObject({ periodStart: expect.any(String) });
    await db.update(campaigns).set({ advertiserId: advertiser.id }).where(eq(campaigns.id, second.id));
    await unschedule(seller, created.id);
  });
});
