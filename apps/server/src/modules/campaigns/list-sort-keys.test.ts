import { networkDay } from '@adcontrol/domain/rules/date-format';
import { yesterdayWindow } from '@adcontrol/domain/rules/yesterday';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neededCappingCases } from '../../../test/helpers/needed-capping-cases';
import { createTestDatabase } from '../../../test/helpers/test-database';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { yesterdayOf } from './list-service';

/**
 * The needed capping the rollup stores is `campaign_needed_capping` of migration 0018, which the refresh, the roll
 * and the triggers all call (docs/decisions/068): it must be the domain's rule, as its SQL twin is.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('the stored needed capping', () => {
  it('is the neededCapping of any campaign, delivery and day, before, during and after its flight', async () => {
    const cases = neededCappingCases(300);
    const rows = cases.map(
      (each, n) => sql`(${n}::int, ${networkDay(each.now)}::date, ${each.start.toISOString()}::timestamptz,
        ${each.end.toISOString()}::timestamptz, ${each.model}::text,
        ${each.target.impressions}::bigint, ${each.target.clicks}::bigint, ${each.delivered.impressions}::bigint,
        ${each.delivered.clicks}::bigint)`,
    );
    const values = await queryRows<{ needed: string }>(
      database.db,
      sql`select campaign_needed_capping(t.today, t.start_date, t.end_date, t.model, t.target_i, t.target_c,
          t.done_i, t.done_c)::text as needed
        from (values ${sql.join(rows, sql`, `)})
          as t(n, today, start_date, end_date, model, target_i, target_c, done_i, done_c)
        order by t.n`,
    );
    expect(values.map((row) => row.needed)).toEqual(cases.map((each) => each.expected));
  });
});

describe("the list's yesterday", () => {
  it('is the day yesterdayWindow covers, for any instant and around midnight at -03:00', () => {
    const instants = [
      ...fc.sample(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        300,
      ),
      new Date('2024-03-01T02:59:59.999Z'),
      new Date('2024-03-01T03:00:00.000Z'),
      new Date('2025-01-01T02:59:59.999Z'),
    ];
    expect(instants.map(yesterdayOf)).toEqual(instants.map((now) => networkDay(yesterdayWindow(now).start)));
  });
});
