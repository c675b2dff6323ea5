import type { SendReportScheduleResponse } from '@adcontrol/domain/scheduled-reports/contracts';
import { reportPeriod } from '@adcontrol/domain/scheduled-reports/schedule';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/service';
import type { Mailer } from '../mail/mailer';
import type { Actor } from '../scope/actor';
import { buildScheduledReport } from './build-report';
import { scheduledReportMail } from './report-mail';
import * as repository from './repository';

/** The activity-log action of a report sent on request; the list counts it as the schedule's latest e-mail. */
export const SENT_NOW = 'report_schedule.sent';

export interface SendNowDependencies {
  db: Db;
  mailer: Mailer;
  /** Where a recipient manages their schedules, in each e-mail. */
  manageLink: string;
}

/**
 * "Send me one now": the e-mail the schedule sends on its day, for the last full period as of now, sent at once
 * to its owner so they see what they will receive. The schedule itself is unchanged: its next e-mail still leaves
 * on its day, even for the same period (docs/decisions/052).
 */
export async function sendScheduleNow(
  { db, mailer, manageLink }: SendNowDependencies,
  actor: Actor,
  id: number,
  now: Date,
): Promise<SendReportScheduleResponse> {
  const schedule = await repository.ownSchedule(db, actor.accountId, id);
  const owner = schedule && (await repository.recipientOf(db, schedule.ownerId));
  if (!schedule || !owner) throw new AppError('NOT_FOUND', 'Scheduled report not found');
  const period = reportPeriod(schedule.frequency, now);
  const { name, file } = await buildScheduledReport(db, actor, schedule, period, now);
  const recipient = { email: owner.email, firstName: owner.firstName, language: schedule.language };
  try {
    await mailer.send(
      scheduledReportMail({ recipient, frequency: schedule.frequency, name, period, file, link: manageLink }),
    );
  } catch (error) {
    throw new AppError('UPSTREAM_UNAVAILABLE', 'The e-mail could not be sent. Please try again later', {
      cause: error,
      key: 'errors.mailFailed',
    });
  }
  const sent = { sentTo: owner.email, periodStart: period.start, periodEnd: period.end };
  await recordActivity(db, actor, 'report_schedule', id, SENT_NOW, sent);
  return { ...sent, sentAt: now.toISOString() };
}
