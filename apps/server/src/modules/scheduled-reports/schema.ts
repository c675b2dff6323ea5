import { SCHEDULE_FREQUENCIES, SCHEDULE_KINDS } from '@adcontrol/domain/scheduled-reports/schedule';
import { LANGUAGES } from '@adcontrol/domain/shared/enums';
import { REPORT_FORMATS } from '@adcontrol/domain/statistics/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { at, bigId, createdAt, id, oneOf, updatedAt } from '../../db/columns';
import { accounts } from '../accounts/schema';

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'interrupted'] as const;
export type ScheduledDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * A person's standing order for a campaign's or an advertiser's report by e-mail. `targetId` names a campaign or
 * an advertiser account by `kind`, so it has no foreign key; the owner's scope is checked again at every send.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SCHEDULE_KINDS }).notNull(),
    targetId: integer('target_id').notNull(),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    frequency: text('frequency', { enum: SCHEDULE_FREQUENCIES }).notNull(),
    /** ISO weekday (1-7) for weekly, day of the month (1-28) for monthly. */
    day: smallint('day').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    nextRunAt: at('next_run_at').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('report_schedules_owner_id_idx').on(t.ownerId),
    index('report_schedules_due_idx').on(t.nextRunAt).where(sql`${t.isActive}`),
    check('report_schedules_kind_check', oneOf(t.kind, SCHEDULE_KINDS)),
    check('report_schedules_format_check', oneOf(t.format, REPORT_FORMATS)),
    check('report_schedules_frequency_check', oneOf(t.frequency, SCHEDULE_FREQUENCIES)),
    check('report_schedules_language_check', oneOf(t.language, LANGUAGES)),
    check(
      'report_schedules_day_check',
      sql`${t.day} >= 1 and ${t.day} <= case when ${t.frequency} = 'weekly' then 7 else 28 end`,
    ),
  ],
);

/**
 * One report of one period of a schedule. The row is inserted in the transaction that advances the schedule's
 * next run, and (schedule, period) is unique, so however many instances run the scheduler a period is queued once;
 * the status then moves pending -> sending -> sent, and a row left `sending` by a process that died is marked
 * `interrupted`, never sent again (at most once, docs/decisions/040).
 */
export const reportDeliveries = pgTable(
  'report_deliveries',
  {
    id: bigId(),
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => reportSchedules.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** When a worker took it to send: a `sending` row older than the lease belonged to a process that died. */
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('report_deliveries_schedule_period_key').on(t.scheduleId, t.periodStart),
    index('report_deliveries_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('report_deliveries_status_check', oneOf(t.status, DELIVERY_STATUSES)),
  ],
);
