import { networkDay } from '@adcontrol/domain/rules/date-format';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlTwin } from '../../test/helpers/sql-twin';
import { networkDaySql } from './network-day';

let twin: Awaited<ReturnType<typeof openSqlTwin>>;
beforeAll(async () => {
  twin = await openSqlTwin();
});
afterAll(() => twin.close());

describe('the SQL network day', () => {
  it('is the day networkDay gives, for any instant and around midnight at -03:00', async () => {
    const instants = [
      ...fc.sample(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        300,
      ),
      new Date('2024-01-01T02:59:59.999Z'),
      new Date('2024-01-01T03:00:00.000Z'),
    ];
    const rows = instants.map((instant) => [sql`${instant.toISOString()}::timestamptz`]);
    const days = await twin.evaluate(networkDaySql(sql`t.instant`), ['instant'], rows);
    expect(days).toEqual(instants.map(networkDay));
  });
});
