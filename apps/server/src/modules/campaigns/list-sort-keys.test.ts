import { networkDay } from '@adcontrol/domain/rules/date-format';
import { neededCapping } from '@adcontrol/domain/rules/needed-capping';
import { yesterdayWindow } from '@adcontrol/domain/rules/yesterday';
import { PURCHASE_MODELS } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const DAY_MS = 86_400_000;
const FROM = Date.parse('2025-01-01T00:00:00Z');
const instant = fc.integer({ min: FROM, max: FROM + 400 * DAY_MS }).map((ms) => new Date(ms));
const figures = fc.record({ impressions: fc.nat(50_000_000), clicks: fc.nat(1_000_000) });

describe('the stored needed capping', () => {
  it('is the neededCapping of any campaign, delivery and day, before, during and after its flight', async () => {
    const cases = fc.sample(
      fc.record({
        model: fc.constantFrom(...PURCHASE_MODELS),
        start: instant,
        length: fc.integer({ min: 0, max: 120 * DAY_MS }),
        now: instant,
        target: figures,
        delivered: figures,
      }),
      300,
    );
    const rows = cases.map(
      (each, n) => sql`(${n}::int, ${networkDay(each.now)}::date, ${each.start.toISOString()}::timestamptz,
        ${new Date(each.start.getTime() + each.length).toISOString()}::timestamptz, ${each.model}::text,
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
    const expected = cases.map((each) => {
      const campaign = {
        purchaseModel: each.model,
        target: each.target,
        startDate: each.start,
        endDate: new Date(each.start.getTime() + each.length),
      };
      return String(neededCapping(campaign, each.delivered, each.now).value);
    });
    expect(values.map((row) => row.needed)).toEqual(expected);
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
