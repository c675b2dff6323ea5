import { differenceInCalendarDays } from 'date-fns';
import type { DisplayStatus } from '../shared/enums';
import { atNetworkTime } from './network-time';

/** Campaign days are the end date minus the start date, in calendar days at the network offset (SPEC 5). */
export function campaignDays(start: Date | string, end: Date | string): number {
  return differenceInCalendarDays(atNetworkTime(end), atNetworkTime(start));
}

/** Awaiting before the start, in progress until the end, finished after it (SPEC 4). */
export function displayStatus(start: Date | string, end: Date | string, now: Date): DisplayStatus {
  if (new Date(start).getTime() > now.getTime()) return 'awaiting';
  if (new Date(end).getTime() < now.getTime()) return 'finished';
  return 'in progress';
}

export type StatusColour = 'warning' | 'error' | 'success';

/** Awaiting or pending is orange, finished is red, anything else green (SPEC 4). */
export function displayStatusColour(status: DisplayStatus | 'pending' | string): StatusColour {
  if (status === 'awaiting' || status === 'pending') return 'warning';
  if (status === 'finished') return 'error';
  return 'success';
}
