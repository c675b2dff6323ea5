import { TZDate } from '@date-fns/tz';
import { endOfDay, format, startOfDay, subDays } from 'date-fns';

/** The network shows every time at a fixed -03:00 offset (SPEC 9). */
export const NETWORK_OFFSET = '-03:00';

export function atNetworkTime(date: Date | string | number): TZDate {
  return new TZDate(new Date(date), NETWORK_OFFSET);
}

/** DD/MM/YY at -03:00, e.g. 2026-03-01T02:00Z is 28/02/26. */
export function formatShortDate(date: Date | string | number): string {
  return format(atNetworkTime(date), 'dd/MM/yy');
}

/** DD/MM/YY HH:mm at -03:00. */
export function formatShortDateTime(date: Date | string | number): string {
  return format(atNetworkTime(date), 'dd/MM/yy HH:mm');
}

/** Yesterday's totals use the start and the end of the previous day, at -03:00 (SPEC 9). */
export function yesterdayWindow(now: Date): { start: Date; end: Date } {
  const yesterday = subDays(atNetworkTime(now), 1);
  return { start: new Date(startOfDay(yesterday)), end: new Date(endOfDay(yesterday)) };
}
