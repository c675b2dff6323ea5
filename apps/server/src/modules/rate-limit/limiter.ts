import { AppError, type MessageParams } from '@adcontrol/domain/shared/app-error';
import { type MessageKey, message } from '@adcontrol/domain/shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createPostgresRateLimitStore } from './postgres-store';
import { createRedisRateLimitStore } from './redis-store';
import type { RateLimitStore, WindowCount } from './store';

/** The attempts that are limited (ARCHITECTURE 5). */
export type LimitedAction = 'sign-in' | 'sign-up' | 'forgot-password' | 'reset-password';

/** A 429 that also tells the client when to try again (the `Retry-After` header). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  /** `attempts` of signing in and its kin wait in minutes; `requests` to public endpoints in seconds. */
  constructor(retryAfterSeconds: number, counted: 'attempts' | 'requests' = 'attempts') {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const words: { key: MessageKey; params: MessageParams } =
      counted === 'attempts'
        ? { key: 'auth.tooManyAttempts', params: { minutes } }
        : { key: 'common.tooManyRequests', params: { seconds: retryAfterSeconds } };
    super('TOO_MANY_REQUESTS', message(words.key, 'en', words.params), words);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface AuthRateLimiter {
  /** Counts an attempt from this IP; past the limit, refuses it. */
  hitIp(action: LimitedAction, ip: string | undefined): Promise<void>;
  /** Refuses at once when the account already spent its attempts, without counting. */
  checkAccount(action: LimitedAction, account: string): Promise<void>;
  /** Counts an attempt against the account (for sign-in: a failed one). */
  hitAccount(action: LimitedAction, account: string): Promise<void>;
  /** Forgets the account's attempts (after a successful sign-in). */
  clearAccount(action: LimitedAction, account: string): Promise<void>;
  close(): Promise<void>;
}

export function createAuthRateLimiter(
  config: Pick<Config, 'authRateLimit' | 'redisUrl'>,
  db: Db,
  now: () => Date = () => new Date(),
): AuthRateLimiter {
  const store: RateLimitStore = config.redisUrl
    ? createRedisRateLimitStore(config.redisUrl)
    : createPostgresRateLimitStore(db);
  const { perIp, perAccount, windowSeconds } = config.authRateLimit;
  const windowMs = windowSeconds * 1000;
  const ipKey = (action: LimitedAction, ip: string | undefined) => `${action}:ip:${ip ?? 'unknown'}`;
  const accountKey = (action: LimitedAction, account: string) => `${action}:account:${account.toLowerCase()}`;

  function refuseBeyond(count: WindowCount, limit: number, at: Date) {
    if (count.hits <= limit) return;
    throw new RateLimitedError(Math.max(1, Math.ceil((count.resetAt.getTime() - at.getTime()) / 1000)));
  }

  return {
    async hitIp(action, ip) {
      const at = now();
      refuseBeyond(await store.hit(ipKey(action, ip), windowMs, at), perIp, at);
    },
    async checkAccount(action, account) {
      const at = now();
      const count = await store.peek(accountKey(action, account), windowMs, at);
      refuseBeyond({ ...count, hits: count.hits + 1 }, perAccount, at);
    },
    async hitAccount(action, account) {
      const at = now();
      refuseBeyond(await store.hit(accountKey(action, account), windowMs, at), perAccount, at);
    },
    async clearAccount(action, account) {
      await store.clear(accountKey(action, account));
    },
    close: () => store.close(),
  };
}
