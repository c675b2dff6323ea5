import { z } from 'zod';
import { recordId } from '../contract/limit-fields';
import { NETWORK_OFFSET_MS } from '../rules/date-format';
import { languageSchema } from '../shared/enums';
import { refusal } from '../shared/issue-message';
import { REPORT_FORMATS } from '../statistics/contracts';

/** What a schedule sends: one campaign's report, or one file with all of an advertiser's campaigns. */
export const SCHEDULE_KINDS = ['campaign', 'advertiser'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

export const SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];

/** Weekly: ISO weekday, 1 Monday to 7 Sunday. Monthly: 1 to 28, a day every month has (docs/decisions/040). */
export const LAST_WEEKDAY = 7;
export const LAST_MONTH_DAY = 28;
/** Reports leave at 08:00 network time (-03:00) on their day. */
export const SEND_HOUR = 8;

const DAY_MS = 86_400_000;

/** A network day (YYYY-MM-DD) as the UTC midnight that carries its calendar fields. */
const dayOf = (instant: Date) =>
  new Date(Math.floor((instant.getTime() + NETWORK_OFFSET_MS) / DAY_MS) * DAY_MS);
const text = (day: Date) => day.toISOString().slice(0, 10);
/** 08:00 at -03:00 of the network day `day` holds. */
const sendingOn = (day: Date) => new Date(day.getTime() + SEND_HOUR * 3_600_000 - NETWORK_OFFSET_MS);

/** The first moment strictly after `after` when a schedule of that frequency and day sends. */
export function nextRunAfter(frequency: ScheduleFrequency, day: number, after: Date): Date {
  const today = dayOf(after);
  if (frequency === 'weekly') {
    const weekday = today.getUTCDay() || 7;
    const candidate = sendingOn(new Date(today.getTime() + (day - weekday) * DAY_MS));
    return candidate > after ? candidate : new Date(candidate.getTime() + 7 * DAY_MS);
  }
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  const candidate = sendingOn(new Date(Date.UTC(year, month, day)));
  return candidate > after ? candidate : sendingOn(new Date(Date.UTC(year, month + 1, day)));
}

export interface ReportPeriod {
  start: string;
  end: string;
}

/**
 * The last full period before `at`, in network days: the Monday-to-Sunday week before the week `at` falls in,
 * or the calendar month before its month. A report sent late still covers the last period that ended.
 */
export function reportPeriod(frequency: ScheduleFrequency, at: Date): ReportPeriod {
  const today = dayOf(at);
  if (frequency === 'weekly') {
    const monday = today.getTime() - ((today.getUTCDay() || 7) - 1) * DAY_MS;
    return { start: text(new Date(monday - 7 * DAY_MS)), end: text(new Date(monday - DAY_MS)) };
  }
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  return {
    start: text(new Date(Date.UTC(year, month - 1, 1))),
    end: text(new Date(Date.UTC(year, month, 0))),
  };
}

/** The API's words for a day the frequency does not have, which the screen knows to say in its own. */
export const dayOutOfRange = (last: number) => `must be between 1 and ${last}`;

export const scheduleFields = z
  .object({
    kind: z.enum(SCHEDULE_KINDS),
    targetId: recordId(),
    format: z.enum(REPORT_FORMATS),
    frequency: z.enum(SCHEDULE_FREQUENCIES),
    day: z.number().int().min(1),
    language: languageSchema,
  })
  .superRefine((value, context) => {
    const last = value.frequency === 'weekly' ? LAST_WEEKDAY : LAST_MONTH_DAY;
    if (value.day > last) {
      context.addIssue({
        code: 'custom',
        ...refusal(dayOutOfRange(last), 'reports.dayOutOfRange', { path: ['day'], values: { max: last } }),
      });
    }
  });
export type ScheduleFields = z.infer<typeof scheduleFields>;

export const reportSchedule = z.object({
  id: z.number().int().positive(),
  kind: z.enum(SCHEDULE_KINDS),
  targetId: z.number().int().positive(),
  /** The campaign's or the advertiser's name as the owner sees it now; null once they can no longer read it. */
  targetName: z.string().nullable(),
  format: z.enum(REPORT_FORMATS),
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  day: z.number().int(),
  language: languageSchema,
  isActive: z.boolean(),
  /** When the next report leaves; shown at -03:00. */
  nextRunAt: z.iso.datetime({ offset: true }),
  /** When the last report left, or null before the first one. */
  lastSentAt: z.iso.datetime({ offset: true }).nullable(),
  /**
   * The period whose report could not be sent, when the latest report failed or was cut short (decision 040): it
   * is not sent again, so the owner is told here.
   */
  lastFailure: z.object({ periodStart: z.iso.date(), periodEnd: z.iso.date() }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ReportSchedule = z.infer<typeof reportSchedule>;
