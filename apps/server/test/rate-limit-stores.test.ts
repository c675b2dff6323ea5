import { randomUUID } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { createPostgresRateLimitStore } from '../src/modules/rate-limit/postgres-store';
import { createRedisRateLimitStore } from '../src/modules/rate-limit/redis-store';
import type { RateLimitStore } from '../src/modules/rate-limit/store';
import { createTestDatabase } from './helpers/test-database';

/** Both stores keep the same fixed windows; the Redis one runs where a Redis server is given. */
function behavesAsFixedWindows(makeStore: () => Promise<RateLimitStore>) {
  let store: RateLimitStore;
  beforeAll(async () => {
    store = await makeStore();
  });
  afterAll(() => store.close());

  it('counts hits in one window and starts again after it', async () => {
    const key = `test:${randomUUID()}`;
    const start = new Date();
    expect((await store.hit(key, 1_000, start)).hits).toBe(1);
    const second = await store.hit(key, 1_000, new Date(start.getTime() + 10));
    expect(second.hits).toBe(2);
    expect(second.resetAt.getTime()).toBeGreaterThan(start.getTime());
    expect(second.resetAt.getTime()).toBeLessThanOrEqual(start.getTime() + 1_010);
    expect((await store.peek(key, 1_000, new Date(start.getTime() + 20))).hits).toBe(2);

    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const later = new Date(start.getTime() + 1_100);
    expect((await store.peek(key, 1_000, later)).hits).toBe(0);
    expect((await store.hit(key, 1_000, later)).hits).toBe(1);
  });

  it('keeps keys apart, and clear forgets one', async () => {
    const [a, b] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    const now = new Date();
    await store.hit(a, 60_000, now);
    await store.hit(a, 60_000, now);
    await store.hit(b, 60_000, now);
    await store.clear(a);
    expect((await store.peek(a, 60_000, now)).hits).toBe(0);
    expect((await store.peek(b, 60_000, now)).hits).toBe(1);
  });

  it('counts concurrent hits exactly', async () => {
    const key = `test:${randomUUID()}`;
    const now = new Date();
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.hit(key, 60_000, now)));
    expect(counts.map((count) => count.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });
}

describe('the database rate-limit store', () => {
  let database: Database;
  afterAll(() => database.close());
  behavesAsFixedWindows(async () => {
    database = await createTestDatabase();
    return createPostgresRateLimitStore(database.db);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('the Redis rate-limit store', () => {
  behavesAsFixedWindows(async () => createRedisRateLimitStore(redisUrl as string));
});

describe('the Redis rate-limit store when Redis does not answer', () => {
  // A server that takes the connection and never replies, as a paused or wedged Redis does.
  const silent = createServer(() => {});
  let store: RateLimitStore;
  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    store = createRedisRateLimitStore(`redis://127.0.0.1:${port}`);
  });
  afterAll(async () => {
    await store.close();
    silent.close();
  });

  it('counts in the instance within a second instead of waiting or lifting the limit', async () => {
    const key = `test:${randomUUID()}`;
    const now = new Date();
    const started = performance.now();
    const counts = [];
    for (let n = 0; n < 3; n += 1) counts.push((await store.hit(key, 60_000, now)).hits);
    expect(counts).toEqual([1, 2, 3]);
    expect((await store.peek(key, 60_000, now)).hits).toBe(3);
    await store.clear(key);
    expect((await store.peek(key, 60_000, now)).hits).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
