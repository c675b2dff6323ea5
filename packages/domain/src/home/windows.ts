import { addDays, subDays } from 'date-fns';
import { type DateInput, networkDay, networkZone } from '../rules/date-format';
import { yesterdayWindow } from '../rules/yesterday';

/** Whole network days, both ends included, as `YYYY-MM-DD`. */
export type DayRange = { readonly from: string; readonly to: string };

/** The periods Home reports on (docs/decisions/011). */
export interface HomeWindows {
  /** The last complete network day: "yesterday" (SPEC 9). */
  readonly asOf: string;
  /** The 30 complete days that end with `asOf`. */
  readonly last30Days: DayRange;
  /** The 30 days before those, for the trend. */
  readonly previous30Days: DayRange;
  /** A campaign in progress whose end falls by this instant (7 × 24 hours ahead) is ending soon. */
  readonly endingBy: Date;
}

export const HOME_PERIOD_DAYS = 30;
export const ENDING_SOON_DAYS = 7;

export { networkDay };

/**
 * Home's periods at `now`. Today is still being delivered, so periods end with yesterday, the day SPEC 9's
 * yesterday totals cover: figures do not shift while a user looks at them.
 */
export function homeWindows(now: DateInput): HomeWindows {
  const yesterday = yesterdayWindow(now).start;
  const daysBack = (days: number) => networkDay(subDays(yesterday, days, { in: networkZone }));
  return {
    asOf: networkDay(yesterday),
    last30Days: { from: daysBack(HOME_PERIOD_DAYS - 1), to: networkDay(yesterday) },
    previous30Days: { from: daysBack(2 * HOME_PERIOD_DAYS - 1), to: daysBack(HOME_PERIOD_DAYS) },
    endingBy: new Date(addDays(now, ENDING_SOON_DAYS, { in: networkZone }).getTime()),
  };
}
