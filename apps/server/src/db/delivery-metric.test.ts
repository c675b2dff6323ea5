import { deliveredUnits } from '@adcontrol/domain/rules/delivery-metric';
import { PURCHASE_MODELS } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlTwin } from '../../test/helpers/sql-twin';
import { deliveredUnitsSql } from './delivery-metric';

let twin: Awaited<ReturnType<typeof openSqlTwin>>;
beforeAll(async () => {
  twin = await openSqlTwin();
});
afterAll(() => twin.close());

describe('the SQL delivered units', () => {
  it('pick the figure deliveredUnits picks, for every model and any figures', async () => {
    const cases = fc.sample(
      fc.record({ model: fc.constantFrom(...PURCHASE_MODELS), impressions: fc.nat(), clicks: fc.nat() }),
      300,
    );
    const expression = deliveredUnitsSql(
      { impressions: sql`t.impressions`, clicks: sql`t.clicks` },
      sql`t.model`,
    );
    const rows = cases.map((each) => [
      sql`${each.model}::text`,
      sql`${each.impressions}::bigint`,
      sql`${each.clicks}::bigint`,
    ]);
    const values = await twin.evaluate(expression, ['model', 'impressions', 'clicks'], rows);
    expect(values).toEqual(cases.map((each) => String(deliveredUnits(each.model, each))));
  });
});
