import { tz } from '@date-fns/tz';

/** SPEC 9: the network shows every time at this fixed offset, whatever the viewer's zone. */
export const NETWORK_UTC_OFFSET = '-03:00';
/** The offset as date-fns' `in` option, for calendar arithmetic at the network's offset. */
export const networkZone = tz(NETWORK_UTC_OFFSET);

/** The offset in milliseconds: added to an instant, its UTC fields read the network's wall clock. */
export const NETWORK_OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 86_400_000;

/** An instant as rules accept it: a Date, epoch milliseconds or an ISO 8601 string. */
export type DateInput = Date | number | string;

/**
 * The wall-clock fields of an instant at the network offset. The offset is fixed (no daylight saving), so
 * shifting the instant and reading its UTC fields is exact; formatting needs no date library, which keeps
 * date-fns' formatter out of the pages that only display dates.
 */
function networkClock(date: DateInput) {
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return null;
  const shifted = new Date(instant.getTime() + NETWORK_OFFSET_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    year: String(shifted.getUTCFullYear()).padStart(4, '0'),
    month: two(shifted.getUTCMonth() + 1),
    day: two(shifted.getUTCDate()),
    time: `${two(shifted.getUTCHours())}:${two(shifted.getUTCMinutes())}`,
  };
}

/** DD/MM/YY at the network offset; empty for a date that cannot be read. */
export function formatDisplayDate(date: DateInput): string {
  const clock = networkClock(date);
  return clock ? `${clock.day}/${clock.month}/${clock.year.slice(-2)}` : '';
}

/** DD/MM/YY HH:mm at the network offset; empty for a date that cannot be read. */
export function formatDisplayDateTime(date: DateInput): string {
  const clock = networkClock(date);
  return clock ? `${formatDisplayDate(date)} ${clock.time}` : '';
}

/** `YYYY-MM-DD` of the network day (-03:00) an instant falls in; empty for a date that cannot be read. */
export function networkDay(date: DateInput): string {
  const clock = networkClock(date);
  return clock ? `${clock.year}-${clock.month}-${clock.day}` : '';
}

/** The first instant of a network day (`YYYY-MM-DD`): its 00:00 at -03:00. */
export function networkDayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000${NETWORK_UTC_OFFSET}`);
}

/** The last millisecond of a network day (`YYYY-MM-DD`): its 23:59:59.999 at -03:00. */
export function networkDayEnd(day: string): Date {
  return new Date(networkDayStart(day).getTime() + DAY_MS - 1);
}
