import { differenceInCalendarDays } from 'date-fns';
import type { MessageKey } from '../shared/messages';
import { type DateInput, networkZone } from './date-format';

/** SPEC 5: campaign days are the end date minus the start date, in calendar days at the network offset. */
export function campaignDays(start: DateInput, end: DateInput): number {
  return differenceInCalendarDays(end, start, { in: networkZone });
}

export function validateCampaignDates(start: DateInput, end: DateInput): MessageKey | null {
  const [from, to] = [new Date(start).getTime(), new Date(end).getTime()];
  if (Number.isNaN(from) || Number.isNaN(to)) return 'validation.required';
  return to < from ? 'validation.endBeforeStart' : null;
}
