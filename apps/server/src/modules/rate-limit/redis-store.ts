import { Redis } from 'ioredis';
import { createMemoryRateLimitStore } from './memory-store';
import type { RateLimitStore } from './store';

const PREFIX = 'adcontrol:rate:';
/** How long a counter may take before this instance counts in its own memory instead (decision 069). */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Counters in Redis: INCR, and the first hit of a window sets its expiry, so a key lives exactly one window.
 * A Lua script keeps the two steps atomic across instances. When Redis does not answer within half a second
 * (down, paused, unreachable), the instance counts in its own memory until it answers again: a sign-in neither
 * waits for Redis nor goes unlimited (decision 069).
 */
export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    // Queued commands too (while connecting, or reconnecting) give up after it.
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // Connection errors are answered by the fallback; without a listener ioredis would report them as unhandled.
  redis.on('error', () => {});
  const shared = sharedCounters(redis);
  const local = createMemoryRateLimitStore();
  const either =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>, fallback: (...args: A) => Promise<R>) =>
    (...args: A) =>
      method(...args).catch(() => fallback(...args));

  return {
    hit: either(shared.hit, local.hit),
    peek: either(shared.peek, local.peek),
    async clear(key) {
      await Promise.all([shared.clear(key).catch(() => {}), local.clear(key)]);
    },
    async close() {
      await local.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function sharedCounters(redis: Redis): Omit<RateLimitStore, 'close'> {
  const script = `
    local hits = redis.call('INCR', KEYS[1])
    if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
    local ttl = redis.call('PTTL', KEYS[1])
    if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
    return { hits, ttl }`;

  return {
    async hit(key, windowMs, now) {
      const [hits, ttl] = (await redis.eval(script, 1, PREFIX + key, String(windowMs))) as [number, number];
      return { hits, resetAt: new Date(now.getTime() + ttl) };
    },

    async peek(key, windowMs, now) {
      const [[, value], [, ttl]] = (await redis
        .multi()
        .get(PREFIX + key)
        .pttl(PREFIX + key)
        .exec()) as [[Error | null, string | null], [Error | null, number]];
      const hits = value === null ? 0 : Number(value);
      return { hits, resetAt: new Date(now.getTime() + (ttl > 0 ? ttl : windowMs)) };
    },

    async clear(key) {
      await redis.del(PREFIX + key);
    },
  };
}
