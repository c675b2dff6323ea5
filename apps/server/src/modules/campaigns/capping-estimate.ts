import { campaignDays } from '@adcontrol/domain/rules/campaign-dates';
import type { Targets } from '@adcontrol/domain/rules/targets';

/**
 * The daily capping a campaign needs to reach its target over its flight: the target spread evenly over the
 * campaign days (SPEC 5: end date minus start date; a campaign starting and ending the same day runs one day),
 * rounded up so the last day is not left short.
 */
export function dailyCapping(target: Targets, start: Date | string, end: Date | string) {
  const days = Math.max(1, campaignDays(start, end));
  return {
    impressions: Math.ceil(target.impressions / days),
    clicks: Math.ceil(target.clicks / days),
    days,
  };
}
