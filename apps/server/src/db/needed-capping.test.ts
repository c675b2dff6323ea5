import { networkDay } from '@adcontrol/domain/rules/date-format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neededCappingCases } from '../../test/helpers/needed-capping-cases';
import { openSqlTwin } from '../../test/helpers/sql-twin';
import { deliveredUnitsSql } from './delivery-metric';
import { neededCappingSql } from './needed-capping';

let twin: Awaited<ReturnType<typeof openSqlTwin>>;
beforeAll(async () => {
  twin = await openSqlTwin();
});
afterAll(() => twin.close());

const text = (value: Date) => sql`${value.toISOString()}::timestamptz`;

describe('the SQL needed capping', () => {
  it('is the neededCapping of any campaign, delivery and day, before, during and after its flight', async () => {
    const cases = neededCappingCases(300);
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
      text(each.end),
      sql`${each.target.impressions}::bigint`,
      sql`${each.target.clicks}::bigint`,
      sql`${each.delivered.impressions}::bigint`,
      sql`${each.delivered.clicks}::bigint`,
    ]);
    const columns = ['model', 'today', 'start_date', 'end_date', 'target_i', 'target_c', 'done_i', 'done_c'];
    const values = await twin.evaluate(expression, columns, rows);
    expect(values).toEqual(cases.map((each) => each.expected));
  });
});
