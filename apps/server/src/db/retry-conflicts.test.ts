import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database';
import type { Database } from './client';
import { isRetryableConflict } from './retry-conflicts';

describe('isRetryableConflict', () => {
  it('knows a deadlock and a serialization failure, and nothing else', () => {
    expect(isRetryableConflict(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBe(true);
    expect(isRetryableConflict(new Error('failed', { cause: { code: '40001' } }))).toBe(true);
    expect(isRetryableConflict(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isRetryableConflict(null)).toBe(false);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a transaction PostgreSQL rolls back for a deadlock', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table pair (id int primary key, v int not null)`);
    await database.db.execute(sql`insert into pair values (1, 0), (2, 0)`);
  });
  afterAll(() => database.close());

  it('runs again and both writers succeed, each counted once', async () => {
    let attempts = 0;
    let arrived = 0;
    let release: () => void = () => {};
    const bothHoldOne = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Each takes one row, waits until the other has taken the other row, then asks for it: a deadlock.
    const writer = (first: number, second: number) =>
      database.db.transaction(async (tx) => {
        attempts += 1;
        await tx.execute(sql`update pair set v = v + 1 where id = ${first}`);
        arrived += 1;
        if (arrived === 2) release();
        await bothHoldOne;
        await tx.execute(sql`update pair set v = v + 1 where id = ${second}`);
      });
    await Promise.all([writer(1, 2), writer(2, 1)]);
    expect(attempts).toBe(3);
    const rows = (await database.db.execute(sql`select v from pair order by id`)) as unknown as {
      rows: { v: number }[];
    };
    expect(rows.rows.map((row) => row.v)).toEqual([2, 2]);
  });
});
