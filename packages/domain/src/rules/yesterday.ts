import { endOfDay, startOfDay, subDays } from 'date-fns';
import { type DateInput, networkZone } from './date-format';

export type DateWindow = { readonly start: Date; readonly end: Date };

/** SPEC 9: yesterday's totals cover the whole previous day, as the network's -03:00 clock counts days. */
export function yesterdayWindow(now: DateInput): DateWindow {
  const yesterday = subDays(now, 1, { in: networkZone });
  return {
    start: new Date(startOfDay(yesterday, { in: networkZone }).getTime()),
    end: new Date(endOfDay(yesterday, { in: networkZone }).getTime()),
  };
}
