import { networkDay } from '@adcontrol/domain/rules/date-format';
import { neededCapping } from '@adcontrol/domain/rules/needed-capping';
import { PURCHASE_MODELS } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlTwin } from '../../test/helpers/sql-twin';
import { deliveredUnitsSql } from './delivery-metric';
import { neededCappingSql } from './needed-capping';

let twin: Awaited<ReturnType<typeof openSqlTwin>>;
beforeAll(async () => {
  twin = await openSqlTwin();
});
afterAll(() => twin.close());

const DAY_MS = 86_400_000;
const FROM = Date.parse('2025-01-01T00:00:00Z');
const instant = fc.integer({ min: FROM, max: FROM + 400 * DAY_MS }).map((ms) => new Date(ms));
const figures = fc.record({ impressions: fc.nat(50_000_000), clicks: fc.nat(1_000_000) });
const text = (value: Date) => sql`${value.toISOString()}::timestamptz`;

describe('the SQL needed capping', () => {
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
    const column = (name: string) => sql.raw(`t.${name}`);
    const expression = neededCappingSql(
      { today: sql`t.today`, start: sql`t.start_date`, end: sql`t.end_date` },
      {
        target: deliveredUnitsSql(
          { impressions: column('target_i'), clicks: column('target_c') },
          sql`t.model`,
        ),
        delivered: deliveredUnitsSql(
          { impressions: column('done_i'), clicks: column('done_c') },
          sql`t.model`,
        ),
      },
    );
    const rows = cases.map((each) => [
      sql`${each.model}::text`,
      sql`${networkDay(each.now)}::date`,
      text(each.start),
      text(new Date(each.start.getTime() + each.length)),
      sql`${each.target.impressions}::bigint`,
      sql`${each.target.clicks}::bigint`,
      sql`${each.delivered.impressions}::bigint`,
      sql`${each.delivered.clicks}::bigint`,
    ]);
    const columns = ['model', 'today', 'start_date', 'end_date', 'target_i', 'target_c', 'done_i', 'done_c'];
    const values = await twin.evaluate(expression, columns, rows);
    const expected = cases.map((each) => {
      const campaign = {
        purchaseModel: each.model,
        target: each.target,
        startDate: each.start,
        endDate: new Date(each.start.getTime() + each.length),
      };
      return String(neededCapping(campaign, each.delivered, each.now).value);
    });
    expect(values).toEqual(expected);
  });
});
