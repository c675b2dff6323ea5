import { type SQL, sql } from 'drizzle-orm';
import { networkDaySql } from './network-day';

/** A flight in SQL: today's network day (a date) and the flight's start and end instants. */
export interface FlightSql {
  today: SQL;
  start: SQL;
  end: SQL;
}

/** The SQL twin of `campaignDays` (packages/domain/src/rules/campaign-dates.ts): end minus start in network days. */
export function campaignDaysSql({ start, end }: Pick<FlightSql, 'start' | 'end'>): SQL {
  return sql`(${networkDaySql(end)} - ${networkDaySql(start)})`;
}

/** The SQL twin of `daysLeft` (packages/domain/src/rules/needed-capping.ts). */
export function daysLeftSql({ today, start, end }: FlightSql): SQL {
  return sql`greatest(0, ${networkDaySql(end)} - greatest(${today}, ${networkDaySql(start)}) + 1)`;
}

/**
 * The SQL twin of `neededCapping`, given the target and the delivery already in the campaign's unit
 * (`deliveredUnitsSql`); needed-capping.test.ts holds the two equal.
 */
export function neededCappingSql(flight: FlightSql, figures: { target: SQL; delivered: SQL }): SQL {
  const remaining = daysLeftSql(flight);
  return sql`(case when ${remaining} > 0
      then ceil(greatest(0, ${figures.target} - ${figures.delivered})::numeric / ${remaining}) else 0 end)`;
}
