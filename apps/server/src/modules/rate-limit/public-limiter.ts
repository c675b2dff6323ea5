import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { RateLimitedError } from './limiter';
import { createPostgresRateLimitStore } from './postgres-store';
import { createRedisRateLimitStore } from './redis-store';

/**
 * One per-IP budget shared by every endpoint that answers without a session (the public audience demo's
 * counts and lookups): the counters live where the sign-in limits live (the database, or Redis), so every
 * instance shares them (docs/decisions/017).
 */
export interface PublicRateLimiter {
  /** Counts the request against its IP; past the limit, refuses it with 429 and Retry-After. */
  hit(request: FastifyRequest): Promise<void>;
  close(): Promise<void>;
}

export function createPublicRateLimiter(
  config: Pick<Config, 'publicRateLimit' | 'redisUrl'>,
  db: Db,
  now: () => Date = () => new Date(),
): PublicRateLimiter {
  const store = config.redisUrl
    ? createRedisRateLimitStore(config.redisUrl)
    : createPostgresRateLimitStore(db);
  const { perIp, windowSeconds } = config.publicRateLimit;
  return {
    async hit(request) {
      const at = now();
      const count = await store.hit(`public:ip:${request.ip ?? 'unknown'}`, windowSeconds * 1000, at);
      if (count.hits <= perIp) return;
      const seconds = Math.max(1, Math.ceil((count.resetAt.getTime() - at.getTime()) / 1000));
      throw new RateLimitedError(seconds, 'requests');
    },
    close: () => store.close(),
  };
}
