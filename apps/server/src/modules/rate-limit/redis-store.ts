import { Redis } from 'ioredis';
import type { RateLimitStore } from './store';

const PREFIX = 'adcontrol:rate:';

/**
 * Counters in Redis: INCR, and the first hit of a window sets its expiry, so a key lives exactly one window.
 * A Lua script keeps the two steps atomic across instances.
 */
export function createRedisRateLimitStore(url: string): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
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

    async close() {
      await redis.quit();
    },
  };
}
