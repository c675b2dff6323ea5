import type { ForecastDay, ForecastRange } from '@adcontrol/domain/simulator/contracts';

/**
 * How delivery is shaped over a flight, learnt from the network's daily delivery: each weekday's delivery
 * against the campaign's own daily average (Monday first), and the first and second days of a campaign against
 * the days after (delivery ramps up while the servers learn it).
 */
export interface DayProfile {
  weekday: readonly number[];
  ramp: readonly [number, number];
}

/** No history: every day alike. */
export const FLAT_PROFILE: DayProfile = { weekday: [1, 1, 1, 1, 1, 1, 1], ramp: [1, 1] };

const DAY_MS = 86_400_000;

/** ISO weekday index of a `YYYY-MM-DD` day, 0 for Monday to 6 for Sunday. */
function weekdayIndex(time: number): number {
  return (new Date(time).getUTCDay() + 6) % 7;
}

/**
 * The expected impressions of each day of the flight: the totals shared out by each day's weight (its weekday,
 * and the ramp on the first two days). Each day's low and high are its share of the total's low and high.
 */
export function dailyCurve(
  startDate: string,
  days: number,
  total: ForecastRange,
  profile: DayProfile,
): ForecastDay[] {
  const first = Date.parse(`${startDate}T00:00:00Z`);
  const weights = Array.from({ length: days }, (_, index) => {
    const weekday = profile.weekday[weekdayIndex(first + index * DAY_MS)] ?? 1;
    const ramp = index < 2 ? (profile.ramp[index] ?? 1) : 1;
    return Math.max(0, weekday * ramp);
  });
  const sum = weights.reduce((acc, weight) => acc + weight, 0) || 1;
  return weights.map((weight, index) => {
    const share = weight / sum;
    return {
      date: new Date(first + index * DAY_MS).toISOString().slice(0, 10),
      expected: Math.round(total.expected * share),
      low: Math.round(total.low * share),
      high: Math.round(total.high * share),
    };
  });
}
