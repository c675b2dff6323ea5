import { networkDay } from '@adcontrol/domain/rules/date-format';

/** A network day, `YYYY-MM-DD` at -03:00, as the draft keeps its dates. */
export type Day = string;
/** A month of the calendar: its year and its month, 1 to 12. */
export interface Month {
  readonly year: number;
  readonly month: number;
}
/** The dates being set: a start, then an end on or after it. */
export interface DayRange {
  readonly start: Day | null;
  readonly end: Day | null;
}

const two = (value: number) => String(value).padStart(2, '0');
const dayOf = (date: Date): Day =>
  `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;

/** Today at the network offset: the first day a new campaign may start. */
export function networkToday(now: number = Date.now()): Day {
  return networkDay(now);
}

export function monthOf(day: Day): Month {
  const [year = 1970, month = 1] = day.split('-').map(Number);
  return { year, month };
}

export function addMonths({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The days of a month laid out in weeks from Monday (SPEC 9's weekdays run Monday to Sunday): null fills the
 * cells before the first day, so the list's length is a multiple of 7 only up to its last day.
 */
export function monthGrid({ year, month }: Month): (Day | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const leading = (first.getUTCDay() + 6) % 7;
  const days = Array.from({ length }, (_, index) => dayOf(new Date(Date.UTC(year, month - 1, index + 1))));
  return [...Array.from({ length: leading }, () => null), ...days];
}

/**
 * The range after a click on a day: the first click sets the start; the next sets the end when it is on or after
 * the start, else starts again from the day clicked; a click once both are set starts a new range.
 */
export function pickDay(range: DayRange, day: Day): DayRange {
  if (range.start === null || range.end !== null || day < range.start) return { start: day, end: null };
  return { start: range.start, end: day };
}

export function isWithin(range: DayRange, day: Day): boolean {
  return range.start !== null && range.end !== null && day >= range.start && day <= range.end;
}
