import { deliveredCost } from '@adcontrol/domain/rules/delivered-cost';
import { PURCHASE_MODELS } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlTwin } from '../../test/helpers/sql-twin';
import { deliveredCost as deliveredCostSql } from './spend';

let twin: Awaited<ReturnType<typeof openSqlTwin>>;
beforeAll(async () => {
  twin = await openSqlTwin();
});
afterAll(() => twin.close());

/** Prices and rates as the columns hold them: numeric with 4 and 3 decimals. */
const decimal = (max: number, decimals: number) =>
  fc.integer({ min: 0, max: max * 10 ** decimals }).map((units) => units / 10 ** decimals);

describe('the SQL delivered cost', () => {
  it('prices delivery as deliveredCost does, for every model, price and conversion rate', async () => {
    const cases = fc.sample(
      fc.record({
        model: fc.constantFrom(...PURCHASE_MODELS),
        unitPrice: decimal(5_000, 4),
        conversionRate: fc.option(decimal(100, 3), { nil: null }),
        impressions: fc.integer({ min: 0, max: 2_000_000_000 }),
        clicks: fc.integer({ min: 0, max: 50_000_000 }),
      }),
      300,
    );
    const expression = deliveredCostSql(
      { impressions: sql`t.impressions`, clicks: sql`t.clicks` },
      { model: sql`t.model`, unitPrice: sql`t.unit_price`, conversionRate: sql`t.conversion_rate` },
    );
    const rows = cases.map((each) => [
      sql`${each.model}::text`,
      sql`${String(each.unitPrice)}::numeric(12, 4)`,
      sql`${each.conversionRate === null ? null : String(each.conversionRate)}::numeric(6, 3)`,
      sql`${each.impressions}::bigint`,
      sql`${each.clicks}::bigint`,
    ]);
    const values = await twin.evaluate(
      expression,
      ['model', 'unit_price', 'conversion_rate', 'impressions', 'clicks'],
      rows,
    );
    values.forEach((value, n) => {
      const each = cases[n];
      if (!each) throw new Error('a case is missing');
      const expected = deliveredCost(each, each);
      expect(Number(value), JSON.stringify(each)).toBeCloseTo(expected, 2);
    });
  });
});
