import { nextRunAfter, reportPeriod } from '@adcontrol/domain/scheduled-reports/schedule';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import type { Mail, Mailer } from '../mail/mailer';
import { resolveActor } from '../scope/actor';
import { buildScheduledReport } from './build-report';
import { scheduledReportMail } from './report-mail';
import {
  lockDueSchedules,
  lockNextPending,
  markInterrupted,
  queuePeriod,
  setNextRun,
  updateDelivery,
} from './scheduler-repository';

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
 * One round of the scheduler, a background job of every app instance; tests call it with their own clock.
 * 1. Due schedules are taken with `for update skip locked`; each gets its period's delivery row (unique per
 *    schedule and period) in the same transaction that moves its next run on.
 * 2. Each pending delivery is taken the same way, its file drawn, and it is marked `sending` before the mail
 *    leaves, then `sent`. A process that dies between those two marks leaves it `sending`: the next round marks it
 *    `interrupted` and never sends it again. At most once: a report may be missing, never doubled.
 * 3. Once `signal` aborts (the instance stops, decision 071), no further delivery is claimed: the one being sent
 *    finishes, and the rest stay pending for another instance, instead of being drawn and sent past the shutdown's
 *    bound, where the process could exit between the two marks and lose one.
 */
export async function runScheduledReports(
  dependencies: SchedulerDependencies,
  now = new Date(),
  signal?: AbortSignal,
): Promise<SchedulerRound> {
  const { db } = dependencies;
  const interrupted = await markInterrupted(db, new Date(now.getTime() - SENDING_LEASE_MS));
  const queued = await queueDue(db, now);
  const round: SchedulerRound = { queued, sent: 0, failed: 0, interrupted };
  for (let taken = 0; taken < BATCH && !signal?.aborted; taken += 1) {
    const outcome = await sendNext(dependencies, now);
    if (outcome === 'none') break;
    round[outcome] += 1;
  }
  return round;
}

/** Queues the period of every due schedule and moves its next run on, in one transaction. */
export function queueDue(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    let queued = 0;
    for (const schedule of await lockDueSchedules(tx, now, BATCH)) {
      queued += await queuePeriod(tx, schedule.id, reportPeriod(schedule.frequency, now), now);
      await setNextRun(tx, schedule.id, nextRunAfter(schedule.frequency, schedule.day, now));
    }
    return queued;
  });
}

type Claim = { kind: 'send'; id: number; mail: Mail } | { kind: 'failed' } | { kind: 'none' };

/** Takes one pending delivery, draws its file and marks it `sending`, in one transaction. */
function claimNext({ db, manageLink }: SchedulerDependencies, now: Date): Promise<Claim> {
  return db.transaction(async (tx): Promise<Claim> => {
    const row = await lockNextPending(tx, now);
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
      await updateDelivery(tx, id, { status: 'sending', attempts, claimedAt: now });
      return { kind: 'send', id, mail };
    } catch (error) {
      // Nothing left yet, so trying again is safe; a target the owner can no longer read will not come back.
      const isGone = error instanceof AppError && error.code === 'NOT_FOUND';
      const isFinal = isGone || attempts >= DRAW_ATTEMPTS;
      await updateDelivery(tx, id, {
        status: isFinal ? 'failed' : 'pending',
        attempts,
        lastError: describe(error),
        nextAttemptAt: new Date(now.getTime() + DRAW_RETRY_MS * attempts),
      });
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
    await updateDelivery(db, claim.id, { status: 'failed', lastError: describe(error) });
    return 'failed';
  }
  await updateDelivery(db, claim.id, { status: 'sent', sentAt: now });
  return 'sent';
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
}
