import { NETWORK_UTC_OFFSET } from '@adcontrol/domain/rules/date-format';
import { type SQL, sql } from 'drizzle-orm';

/** The offset as an SQL literal, not a parameter: the same expression text in a select, a group by or an index. */
const offset = sql.raw(`interval '${NETWORK_UTC_OFFSET}'`);

/**
 * The SQL twin of `networkDay` (packages/domain/src/rules/date-format.ts): the network (-03:00) calendar day of an
 * instant, as a date. network-day.test.ts holds the two equal.
 */
export function networkDaySql(instant: SQL): SQL {
  return sql`((${instant} at time zone 'UTC') + ${offset})::date`;
}
