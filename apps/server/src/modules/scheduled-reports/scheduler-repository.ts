import type { ScheduleFrequency, ScheduleKind } from '@adcontrol/domain/scheduled-reports/schedule';
import type { Language, Role } from '@adcontrol/domain/shared/enums';
import type { ReportFormat } from '@adcontrol/domain/statistics/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { reportDeliveries } from '../../db/schema';

/*
 * The scheduler's claims (docs/decisions/040): rows are taken with `for update skip locked`, so instances running
 * a round at the same moment take different schedules and deliveries.
 */

type DeliveryChange = Partial<
  Pick<
    typeof reportDeliveries.$inferInsert,
    'status' | 'attempts' | 'claimedAt' | 'sentAt' | 'lastError' | 'nextAttemptAt'
  >
>;

/** Marks `interrupted` the deliveries left `sending` since before `claimedBefore`; answers how many. */
export async function markInterrupted(db: Db, claimedBefore: Date): Promise<number> {
  const rows = await db
    .update(reportDeliveries)
    .set({ status: 'interrupted', lastError: 'the process stopped while sending; not sent again' })
    .where(sql`${reportDeliveries.status} = 'sending' and ${reportDeliveries.claimedAt} < ${claimedBefore}`)
    .returning({ id: reportDeliveries.id });
  return rows.length;
}

export interface DueSchedule extends Record<string, unknown> {
  id: number;
  frequency: ScheduleFrequency;
  day: number;
}

/** Locks up to `limit` active schedules due at `now`, oldest first; call it inside the queuing transaction. */
export function lockDueSchedules(tx: Db, now: Date, limit: number): Promise<DueSchedule[]> {
  return queryRows<DueSchedule>(
    tx,
    sql`select id as "id", frequency as "frequency", day as "day" from report_schedules
      where is_active and next_run_at <= ${now.toISOString()}::timestamptz
      order by next_run_at, id limit ${limit}
      for update skip locked`,
  );
}

/** Queues a schedule's period unless it already is (one delivery per schedule and period); answers 1 or 0. */
export async function queuePeriod(
  tx: Db,
  scheduleId: number,
  period: { start: string; end: string },
  now: Date,
): Promise<number> {
  const inserted = await tx
    .insert(reportDeliveries)
    .values({ scheduleId, periodStart: period.start, periodEnd: period.end, nextAttemptAt: now })
    .onConflictDoNothing({ target: [reportDeliveries.scheduleId, reportDeliveries.periodStart] })
    .returning({ id: reportDeliveries.id });
  return inserted.length;
}

export async function setNextRun(tx: Db, scheduleId: number, nextRunAt: Date): Promise<void> {
  await tx.execute(
    sql`update report_schedules set next_run_at = ${nextRunAt.toISOString()}::timestamptz where id = ${scheduleId}`,
  );
}

export interface PendingDelivery extends Record<string, unknown> {
  id: string;
  attempts: number;
  periodStart: string;
  periodEnd: string;
  kind: ScheduleKind;
  targetId: number;
  format: ReportFormat;
  frequency: ScheduleFrequency;
  language: Language;
  ownerId: number;
  ownerRole: Role;
  email: string;
  firstName: string | null;
}

/** Locks the next pending delivery due at `now`, with its schedule and owner; call it inside the claim's transaction. */
export async function lockNextPending(tx: Db, now: Date): Promise<PendingDelivery | undefined> {
  const [row] = await queryRows<PendingDelivery>(
    tx,
    sql`select d.id as "id", d.attempts as "attempts", d.period_start as "periodStart",
        d.period_end as "periodEnd", s.kind as "kind", s.target_id as "targetId", s.format as "format",
        s.frequency as "frequency", s.language as "language", s.owner_id as "ownerId",
        a.role as "ownerRole", a.email as "email", a.first_name as "firstName"
      from report_deliveries d
      join report_schedules s on s.id = d.schedule_id
      join accounts a on a.id = s.owner_id
      where d.status = 'pending' and d.next_attempt_at <= ${now.toISOString()}::timestamptz
      order by d.next_attempt_at, d.id limit 1
      for update of d skip locked`,
  );
  return row;
}

export async function updateDelivery(db: Db, id: number, change: DeliveryChange): Promise<void> {
  await db.update(reportDeliveries).set(change).where(eq(reportDeliveries.id, id));
}
