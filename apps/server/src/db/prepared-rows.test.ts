import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database';
import type { Database } from './client';
import { preparedRows } from './prepared-rows';
import { queryRows } from './query-rows';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('preparedRows', () => {
  it('answers what queryRows answers, the first time and every time after', async () => {
    const query = (n: number) =>
      sql`select ${n}::integer as "n", ${`text ${n}`}::text as "label", (${n} * 2)::bigint::text as "twice"`;
    const expected = await queryRows(database.db, query(7));
    for (const n of [7, 7, 7]) expect(await preparedRows(database.db, query(n))).toEqual(expected);
    expect(await preparedRows(database.db, query(8))).toEqual([{ n: 8, label: 'text 8', twice: '16' }]);
  });

  it('keeps answering past the statements it names, and in a transaction', async () => {
    for (let n = 0; n < 260; n += 1) {
      const rows = await preparedRows<{ n: number }>(database.db, sql.raw(`select ${n}::integer as "n"`));
      expect(rows).toEqual([{ n }]);
    }
    const inside = await database.db.transaction((tx) => preparedRows(tx, sql`select 1::integer as "one"`));
    expect(inside).toEqual([{ one: 1 }]);
  });
});
