import { tz } from '@date-fns/tz';
import { format, isValid } from 'date-fns';

/** SPEC 9: the network shows every time at this fixed offset, whatever the viewer's zone. */
export const NETWORK_UTC_OFFSET = '-03:00';
export const networkZone = tz(NETWORK_UTC_OFFSET);

export const DISPLAY_DATE_FORMAT = 'dd/MM/yy';
export const DISPLAY_DATE_TIME_FORMAT = 'dd/MM/yy HH:mm';

/** An instant as rules accept it: a Date, epoch milliseconds or an ISO 8601 string. */
export type DateInput = Date | number | string;

/** DD/MM/YY at the network offset; empty for a date that cannot be read. */
export function formatDisplayDate(date: DateInput): string {
  return formatAtNetworkOffset(date, DISPLAY_DATE_FORMAT);
}

/** DD/MM/YY HH:mm at the network offset; empty for a date that cannot be read. */
export function formatDisplayDateTime(date: DateInput): string {
  return formatAtNetworkOffset(date, DISPLAY_DATE_TIME_FORMAT);
}

function formatAtNetworkOffset(date: DateInput, pattern: string): string {
  const instant = new Date(date);
  return isValid(instant) ? format(instant, pattern, { in: networkZone }) : '';
}
