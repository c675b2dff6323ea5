import type { ScheduleFields } from '@adcontrol/domain/scheduled-reports/schedule';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, reportSchedules } from '../../db/schema';

/*
 * A schedule is only ever read or changed by its owner: every query here names the owner, so another person's
 * schedule answers as one that does not exist.
 */

export type ScheduleRow = typeof reportSchedules.$inferSelect;
export interface LastFailure {
  periodStart: string;
  periodEnd: string;
}
export type ScheduleWithLastSent = ScheduleRow & { lastSentAt: Date | null; lastFailure: LastFailure | null };

// Spelled out: drizzle leaves a single-table select's columns unqualified, and "id" would be the delivery's.
const lastSentAt = sql<Date | null>`(select max(d.sent_at) from report_deliveries d
  where d.schedule_id = report_schedules.id)`.mapWith((value: string | Date | null) =>
  value === null ? null : new Date(value),
);

/** The latest period's delivery when it failed or was cut short; null when it was sent or is still to go. */
const lastFailure = sql<LastFailure | null>`(select case when d.status in ('failed', 'interrupted')
    then json_build_object('periodStart', d.period_start, 'periodEnd', d.period_end) end
  from report_deliveries d where d.schedule_id = report_schedules.id
  order by d.period_start desc limit 1)`.mapWith((value: string | LastFailure | null) =>
  typeof value === 'string' ? (JSON.parse(value) as LastFailure) : value,
);

export async function insertSchedule(
  db: Db,
  ownerId: number,
  fields: ScheduleFields,
  nextRunAt: Date,
): Promise<ScheduleRow> {
  const [row] = await db
    .insert(reportSchedules)
    .values({ ownerId, ...fields, nextRunAt })
    .returning();
  if (!row) throw new Error('the schedule was not inserted');
  return row;
}

export function ownSchedules(db: Db, ownerId: number): Promise<ScheduleWithLastSent[]> {
  return db
    .select({ ...getTableColumns(reportSchedules), lastSentAt, lastFailure })
    .from(reportSchedules)
    .where(eq(reportSchedules.ownerId, ownerId))
    .orderBy(asc(reportSchedules.nextRunAt), asc(reportSchedules.id));
}

/** The owner's schedule, locked for the change that follows, or undefined. */
export async function ownScheduleForUpdate(
  db: Db,
  ownerId: number,
  id: number,
): Promise<ScheduleWithLastSent | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(reportSchedules), lastSentAt, lastFailure })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.ownerId, ownerId)))
    .for('update', { of: reportSchedules });
  return row;
}

export async function updateSchedule(
  db: Db,
  id: number,
  changes: Pick<ScheduleRow, 'isActive' | 'nextRunAt'>,
): Promise<void> {
  await db
    .update(reportSchedules)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(reportSchedules.id, id));
}

export async function deleteSchedule(db: Db, id: number): Promise<void> {
  await db.delete(reportSchedules).where(eq(reportSchedules.id, id));
}

/**
 * Holds the owner's schedules still until the transaction ends, so two identical requests at once cannot both
 * find no twin and both insert (docs/decisions/052). Arbitrary first key, the owner as the second.
 */
export async function lockOwnerSchedules(db: Db, ownerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${SCHEDULES_LOCK_KEY}, ${ownerId})`);
}
const SCHEDULES_LOCK_KEY = 52_040;

/** The owner's schedule that would send the same e-mail as `fields`, if any. */
export async function identicalSchedule(
  db: Db,
  ownerId: number,
  fields: ScheduleFields,
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(reportSchedules)
    .where(
      and(
        eq(reportSchedules.ownerId, ownerId),
        eq(reportSchedules.kind, fields.kind),
        eq(reportSchedules.targetId, fields.targetId),
        eq(reportSchedules.format, fields.format),
        eq(reportSchedules.frequency, fields.frequency),
        eq(reportSchedules.day, fields.day),
        eq(reportSchedules.language, fields.language),
      ),
    )
    .limit(1);
  return row;
}

/** The owner's schedule, or undefined. */
export async function ownSchedule(db: Db, ownerId: number, id: number): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.ownerId, ownerId)));
  return row;
}

/** Who a report is e-mailed to: the owner's address and first name. */
export async function recipientOf(db: Db, ownerId: number) {
  const [row] = await db
    .select({ email: accounts.email, firstName: accounts.firstName })
    .from(accounts)
    .where(eq(accounts.id, ownerId));
  return row;
}
