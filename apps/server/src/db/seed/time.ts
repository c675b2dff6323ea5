import { NETWORK_OFFSET_MS } from '@adcontrol/domain/rules/date-format';

export const DAY_MS = 86_400_000;

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

export function earliest(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

export function latest(a: Date, b: Date): Date {
  return a.getTime() >= b.getTime() ? a : b;
}

/** The reporting day an instant falls in, as days since 1970-01-01. */
export function reportingDay(instant: Date): number {
  return Math.floor((instant.getTime() + NETWORK_OFFSET_MS) / DAY_MS);
}

/** The instant a reporting day starts (00:00 at UTC-3). */
export function reportingDayStart(day: number): Date {
  return new Date(day * DAY_MS - NETWORK_OFFSET_MS);
}

/** `YYYY-MM-DD` of a reporting day. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday of a reporting day, 1 Monday to 7 Sunday. */
export function isoWeekday(day: number): number {
  // 1970-01-01 was a Thursday.
  return ((day + 3) % 7) + 1;
}

/** Share of a reporting day already gone at an instant. */
export function dayElapsed(instant: Date): number {
  const shifted = instant.getTime() + NETWORK_OFFSET_MS;
  return (shifted - Math.floor(shifted / DAY_MS) * DAY_MS) / DAY_MS;
}
