import {
  nextRunAfter,
  reportPeriod,
  type ScheduleFrequency,
  type ScheduleKind,
} from '@adcontrol/domain/scheduled-reports/schedule';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Language, Role } from '@adcontrol/domain/shared/enums';
import type { ReportFormat } from '@adcontrol/domain/statistics/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { reportDeliveries } from '../../db/schema';
import type { Mail, Mailer } from '../mail/mailer';
import { resolveActor } from '../scope/actor';
import { buildScheduledReport } from './build-report';
import { scheduledReportMail } from './report-mail';

/** Schedules queued per round, and deliveries sent per round: the rest wait for the next round. */
const BATCH = 50;
/** A delivery left `sending` this long belonged to a process that died while sending (docs/decisions/040). */
export const SENDING_LEASE_MS = 10 * 60_000;
/** Drawing a report is retried this many times (a database hiccup) before the delivery is marked failed. */
const DRAW_ATTEMPTS = 3;
const DRAW_RETRY_MS = 15 * 60_000;

export interface SchedulerRound {
  /** Periods newly queued: one per due schedule. */
  queued: number;
  sent: number;
  failed: number;
  /** Deliveries found `sending` after their lease: not sent again. */
  interrupted: number;
}

export interface SchedulerDependencies {
  db: Db;
  mailer: Mailer;
  /** Where a recipient manages their schedules, in each e-mail. */
  manageLink: string;
}

/**
 * One round of the scheduler; every app instance runs it on a timer and tests call it with their own clock.
 * 1. Due schedules are taken with `for update skip locked`; each gets its period's delivery row (unique per
 *    schedule and period) in the same transaction that moves its next run on.
 * 2. Each pending delivery is taken the same way, its file drawn, and it is marked `sending` before the mail
 *    leaves, then `sent`. A process that dies between those two marks leaves it `sending`: the next round marks it
 *    `interrupted` and never sends it again. At most once: a report may be missing, never doubled.
 */
export async function runScheduledReports(
  dependencies: SchedulerDependencies,
  now = new Date(),
): Promise<SchedulerRound> {
  const { db } = dependencies;
  const interrupted = await markInterrupted(db, now);
  const queued = await queueDue(db, now);
  const round: SchedulerRound = { queued, sent: 0, failed: 0, interrupted };
  for (let taken = 0; taken < BATCH; taken += 1) {
    const outcome = await sendNext(dependencies, now);
    if (outcome === 'none') break;
    round[outcome] += 1;
  }
  return round;
}

async function markInterrupted(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(reportDeliveries)
    .set({ status: 'interrupted', lastError: 'the process stopped while sending; not sent again' })
    .where(
      sql`${reportDeliveries.status} = 'sending'
        and ${reportDeliveries.claimedAt} < ${new Date(now.getTime() - SENDING_LEASE_MS)}`,
    )
    .returning({ id: reportDeliveries.id });
  return rows.length;
}

interface DueSchedule extends Record<string, unknown> {
  id: number;
  frequency: ScheduleFrequency;
  day: number;
}

/** Queues the period of every due schedule and moves its next run on, in one transaction. */
export function queueDue(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await queryRows<DueSchedule>(
      tx,
      sql`select id as "id", frequency as "frequency", day as "day" from report_schedules
        where is_active and next_run_at <= ${now.toISOString()}::timestamptz
        order by next_run_at, id limit ${BATCH}
        for update skip locked`,
    );
    let queued = 0;
    for (const schedule of due) {
      const period = reportPeriod(schedule.frequency, now);
      const inserted = await tx
        .insert(reportDeliveries)
        .values({
          scheduleId: schedule.id,
          periodStart: period.start,
          periodEnd: period.end,
          nextAttemptAt: now,
        })
        .onConflictDoNothing({ target: [reportDeliveries.scheduleId, reportDeliveries.periodStart] })
        .returning({ id: reportDeliveries.id });
      queued += inserted.length;
      await tx.execute(
        sql`update report_schedules set next_run_at = ${nextRunAfter(schedule.frequency, schedule.day, now).toISOString()}::timestamptz
          where id = ${schedule.id}`,
      );
    }
    return queued;
  });
}

interface PendingDelivery extends Record<string, unknown> {
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

type Claim = { kind: 'send'; id: number; mail: Mail } | { kind: 'failed' } | { kind: 'none' };

/** Takes one pending delivery, draws its file and marks it `sending`, in one transaction. */
function claimNext({ db, manageLink }: SchedulerDependencies, now: Date): Promise<Claim> {
  return db.transaction(async (tx): Promise<Claim> => {
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
    if (!row) return { kind: 'none' };
    const id = Number(row.id);
    const attempts = row.attempts + 1;
    const period = { start: row.periodStart, end: row.periodEnd };
    try {
      // A savepoint: a query that fails while drawing leaves the claiming transaction usable to record it.
      const mail = await tx.transaction(async (draw) => {
        const owner = await resolveActor(draw, {
          accountId: row.ownerId,
          role: row.ownerRole,
          actingAccountId: null,
        });
        const { name, file } = await buildScheduledReport(draw, owner, row, period, now);
        const recipient = { email: row.email, firstName: row.firstName, language: row.language };
        return scheduledReportMail({
          recipient,
          frequency: row.frequency,
          name,
          period,
          file,
          link: manageLink,
        });
      });
      await tx
        .update(reportDeliveries)
        .set({ status: 'sending', attempts, claimedAt: now })
        .where(eq(reportDeliveries.id, id));
      return { kind: 'send', id, mail };
    } catch (error) {
      // Nothing left yet, so trying again is safe; a target the owner can no longer read will not come back.
      const isGone = error instanceof AppError && error.code === 'NOT_FOUND';
      const isFinal = isGone || attempts >= DRAW_ATTEMPTS;
      await tx
        .update(reportDeliveries)
        .set({
          status: isFinal ? 'failed' : 'pending',
          attempts,
          lastError: describe(error),
          nextAttemptAt: new Date(now.getTime() + DRAW_RETRY_MS * attempts),
        })
        .where(eq(reportDeliveries.id, id));
      return isFinal ? { kind: 'failed' } : { kind: 'none' };
    }
  });
}

async function sendNext(dependencies: SchedulerDependencies, now: Date): Promise<'sent' | 'failed' | 'none'> {
  const claim = await claimNext(dependencies, now);
  if (claim.kind !== 'send') return claim.kind;
  const { db, mailer } = dependencies;
  try {
    await mailer.send(claim.mail);
  } catch (error) {
    // A mail server that failed may still have taken the message: it is not sent again (at most once).
    await db
      .update(reportDeliveries)
      .set({ status: 'failed', lastError: describe(error) })
      .where(eq(reportDeliveries.id, claim.id));
    return 'failed';
  }
  await db
    .update(reportDeliveries)
    .set({ status: 'sent', sentAt: now })
    .where(eq(reportDeliveries.id, claim.id));
  return 'sent';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
}
