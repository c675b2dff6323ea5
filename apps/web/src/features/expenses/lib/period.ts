import { networkDay } from '@adcontrol/domain/rules/date-format';
import { addDays, type DayRange, isDay } from '../../../lib/day-range';

/** The month of `today` so far, from its first day. */
export function thisMonth(today: string): DayRange {
  return { start: `${today.slice(0, 8)}01`, end: today };
}

/** The whole month before `today`'s. */
export function lastMonth(today: string): DayRange {
  const end = addDays(`${today.slice(0, 8)}01`, -1);
  return { start: `${end.slice(0, 8)}01`, end };
}

/** Today as the network counts days (-03:00). */
export function networkToday(now: Date = new Date()): string {
  return networkDay(now);
}

/** The period a link carries, when it is a real one; otherwise this month. */
export function periodFrom(from: string | null, to: string | null, today: string): DayRange {
  return isDay(from) && isDay(to) && from <= to ? { start: from, end: to } : thisMonth(today);
}
