import {
  LAST_MONTH_DAY,
  LAST_WEEKDAY,
  type ScheduleFrequency,
} from '@adcontrol/domain/scheduled-reports/schedule';
import type { Language } from '@adcontrol/domain/shared/enums';

/** 1 January 2024 was a Monday: ISO weekday `day` is that date plus `day - 1`. */
const MONDAY = Date.UTC(2024, 0, 1);

/** An ISO weekday's name in the reader's language: "Monday", "lunes", "segunda-feira". */
export function weekdayName(day: number, language: Language): string {
  const instant = MONDAY + (day - 1) * 86_400_000;
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(instant);
}

/** The days a frequency offers: 1-7 (Monday first) weekly, 1-28 monthly. */
export function daysOf(frequency: ScheduleFrequency): number[] {
  const last = frequency === 'weekly' ? LAST_WEEKDAY : LAST_MONTH_DAY;
  return Array.from({ length: last }, (_, index) => index + 1);
}
