import { SCHEDULE_REFUSALS } from '@adcontrol/domain/scheduled-reports/contracts';
import {
  nextRunAfter,
  type ReportSchedule,
  type ScheduleFields,
  type ScheduleKind,
} from '@adcontrol/domain/scheduled-reports/schedule';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import { latestActivityOf, recordActivity } from '../activity/service';
import { advertiserName } from '../advertisers/service';
import type { Actor } from '../scope/actor';
import { requireCampaigns } from '../statistics/service';
import * as repository from './repository';
import { SENT_NOW } from './send-now';

const notFound = () => new AppError('NOT_FOUND', 'Scheduled report not found');

/** The campaign's or advertiser's name as the actor sees it; 404 when it is outside their scope. */
export async function targetName(
  db: Db,
  actor: Actor,
  kind: ScheduleKind,
  targetId: number,
): Promise<string> {
  if (kind === 'advertiser') return advertiserName(db, actor, targetId);
  const [campaign] = await requireCampaigns(db, actor, [targetId]);
  return campaign?.name ?? '';
}

/** A target the owner can no longer read (deleted, or out of scope) is listed without a name. */
async function nameOrNull(db: Db, actor: Actor, row: repository.ScheduleRow): Promise<string | null> {
  try {
    return await targetName(db, actor, row.kind, row.targetId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

function toSchedule(row: repository.ScheduleWithLastSent, name: string | null): ReportSchedule {
  return {
    id: row.id,
    kind: row.kind,
    targetId: row.targetId,
    targetName: name,
    format: row.format,
    frequency: row.frequency,
    day: row.day,
    language: row.language,
    isActive: row.isActive,
    nextRunAt: row.nextRunAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    lastFailure: row.lastFailure,
    createdAt: row.createdAt.toISOString(),
  };
}

const audited = (row: repository.ScheduleRow) => ({
  kind: row.kind,
  targetId: row.targetId,
  format: row.format,
  frequency: row.frequency,
  day: row.day,
  language: row.language,
});

export async function createSchedule(
  db: Db,
  actor: Actor,
  fields: ScheduleFields,
  now: Date,
): Promise<ReportSchedule> {
  const name = await targetName(db, actor, fields.kind, fields.targetId);
  return db.transaction(async (tx) => {
    await repository.lockOwnerSchedules(tx, actor.accountId);
    const twin = await repository.identicalSchedule(tx, actor.accountId, fields);
    if (twin) {
      throw new AppError(
        'CONFLICT',
        twin.isActive ? SCHEDULE_REFUSALS.duplicate : SCHEDULE_REFUSALS.duplicatePaused,
        { key: twin.isActive ? 'reports.alreadyScheduled' : 'reports.alreadyScheduledPaused' },
      );
    }
    const row = await repository.insertSchedule(
      tx,
      actor.accountId,
      fields,
      nextRunAfter(fields.frequency, fields.day, now),
    );
    await recordActivity(tx, actor, 'report_schedule', row.id, 'report_schedule.created', audited(row));
    return toSchedule({ ...row, lastSentAt: null, lastFailure: null }, name);
  });
}

export async function listSchedules(db: Db, actor: Actor): Promise<ReportSchedule[]> {
  const rows = await repository.ownSchedules(db, actor.accountId);
  const sentNow = await latestActivityOf(
    db,
    'report_schedule',
    SENT_NOW,
    rows.map((row) => row.id),
  );
  const schedules: ReportSchedule[] = [];
  for (const row of rows) {
    const lastSentAt = latest(row.lastSentAt, sentNow.get(row.id) ?? null);
    schedules.push(toSchedule({ ...row, lastSentAt }, await nameOrNull(db, actor, row)));
  }
  return schedules;
}

/** The latest e-mail of a schedule is the latest sent on its day or asked for with "Send me one now". */
const latest = (one: Date | null, other: Date | null) =>
  one === null || (other !== null && other > one) ? other : one;

/**
 * Pauses or resumes. A resumed schedule sends from its next day after now: the periods it was paused over are
 * not sent late (docs/decisions/040).
 */
export async function setActive(
  db: Db,
  actor: Actor,
  id: number,
  isActive: boolean,
  now: Date,
): Promise<ReportSchedule> {
  const row = await db.transaction(async (tx) => {
    const before = await repository.ownScheduleForUpdate(tx, actor.accountId, id);
    if (!before) throw notFound();
    if (before.isActive === isActive) return before;
    const nextRunAt = isActive ? nextRunAfter(before.frequency, before.day, now) : before.nextRunAt;
    await repository.updateSchedule(tx, id, { isActive, nextRunAt });
    await recordActivity(
      tx,
      actor,
      'report_schedule',
      id,
      isActive ? 'report_schedule.resumed' : 'report_schedule.paused',
      {
        before: { isActive: before.isActive, nextRunAt: before.nextRunAt.toISOString() },
        after: { isActive, nextRunAt: nextRunAt.toISOString() },
      },
    );
    return { ...before, isActive, nextRunAt };
  });
  return toSchedule(row, await nameOrNull(db, actor, row));
}

export async function deleteSchedule(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repository.ownScheduleForUpdate(tx, actor.accountId, id);
    if (!before) throw notFound();
    await repository.deleteSchedule(tx, id);
    await recordActivity(tx, actor, 'report_schedule', id, 'report_schedule.deleted', audited(before));
  });
}
