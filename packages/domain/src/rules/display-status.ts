import type { CampaignStatus, DisplayStatus } from '../shared/enums';
import type { DateInput } from './date-format';

/** SPEC 4: awaiting before the start, in progress from the start until the end, finished once the end has passed. */
export function displayStatus(start: DateInput, end: DateInput, now: DateInput): DisplayStatus {
  const instant = new Date(now).getTime();
  if (new Date(start).getTime() > instant) return 'awaiting';
  if (new Date(end).getTime() < instant) return 'finished';
  return 'in progress';
}

/** The palette names of MUI, which the web uses: orange, red and green. */
export type StatusColour = 'warning' | 'error' | 'success';

/** SPEC 4: awaiting or pending (approval) is orange, finished is red, anything else green. */
export function displayStatusColour(status: DisplayStatus | CampaignStatus | 'pending'): StatusColour {
  if (status === 'awaiting' || status === 'pending' || status === 'PENDING_APPROVAL') return 'warning';
  if (status === 'finished') return 'error';
  return 'success';
}

/**
 * The colour of a campaign's status chip: its dates decide (SPEC 4), except that a campaign pending approval is
 * orange whatever its dates, so Control and the campaign's own page never disagree.
 */
export function campaignStatusColour(campaign: {
  displayStatus: DisplayStatus;
  status: CampaignStatus;
}): StatusColour {
  return displayStatusColour(campaign.status === 'PENDING_APPROVAL' ? 'pending' : campaign.displayStatus);
}
