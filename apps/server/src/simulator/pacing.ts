import { networkDay, networkDayStart } from '@adcontrol/domain/rules/date-format';
import type { LinkedCampaign } from '../modules/delivery/changes';

export { networkDay };

/*
 * Even pacing (docs/decisions/032): what remains of a campaign's target is spread over what remains of its
 * flight, day by day, never past the server's daily capping, and each day's goal over the day itself.
 */

export const DAY_MS = 86_400_000;
/** The instant (ms) a network day starts. */
export function dayStart(day: string): number {
  return networkDayStart(day).getTime();
}

export interface Flight {
  start: number;
  end: number;
}

export const flightOf = (campaign: Pick<LinkedCampaign, 'startDate' | 'endDate'>): Flight => ({
  start: Date.parse(campaign.startDate),
  end: Date.parse(campaign.endDate),
});

/** Milliseconds of [from, to) inside the flight. */
function inFlight(flight: Flight, from: number, to: number): number {
  return Math.max(0, Math.min(to, flight.end) - Math.max(from, flight.start));
}

/**
 * The day's goal: `remaining` spread over the flight still ahead in proportion to the part of this day in it
 * (the last day takes all that is left), never more than `cap` (0 means no capping).
 */
export function dayGoal(remaining: number, flight: Flight, day: string, cap: number): number {
  const from = dayStart(day);
  const today = inFlight(flight, from, from + DAY_MS);
  const ahead = inFlight(flight, from, Number.POSITIVE_INFINITY);
  if (today <= 0 || remaining <= 0) return 0;
  const goal = Math.ceil((remaining * today) / ahead);
  return cap > 0 ? Math.min(cap, goal) : goal;
}

/** How much of the day's goal is due at `at`: never ahead of an even spread over the day's flight time. */
export function dueBy(goal: number, flight: Flight, day: string, at: number): number {
  const from = dayStart(day);
  const whole = inFlight(flight, from, from + DAY_MS);
  if (whole <= 0) return 0;
  return Math.min(goal, Math.floor((goal * inFlight(flight, from, at)) / whole));
}
