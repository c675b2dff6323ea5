import type { Db } from '../../db/client';
import { hasLiveToken } from './repository';

/**
 * Whether an access token's session (its refresh-token family, the `sid` claim) is still open: no revocation,
 * not every token expired, the account not deleted. Every request asks, so an ended session's access tokens stop
 * at once rather than at their expiry (docs/decisions/043).
 */
export interface SessionCheck {
  isLive(sessionId: string): Promise<boolean>;
}

interface Entry {
  live: Promise<boolean>;
  checkedAt: number;
  /** The revocation count when the look started: a later revocation on this instance voids it. */
  epoch: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ENTRIES = 10_000;

/**
 * Revocations made by this process: each one voids every cached "live" answer here at once. Other instances
 * see it in the database when their entry is older than the cache's bound.
 */
let revocationEpoch = 0;

export function sessionsRevoked(): void {
  revocationEpoch += 1;
}

/**
 * One look at the database per session per `cacheMs` on this instance, shared by the requests that arrive
 * meanwhile. An ended session never opens again, so that answer is kept for good (within `MAX_ENTRIES`).
 */
export function createSessionCheck(db: Db, cacheMs: number, clock: () => number = Date.now): SessionCheck {
  const entries = new Map<string, Entry>();

  function isFresh(entry: Entry, now: number): boolean {
    return entry.epoch === revocationEpoch && now - entry.checkedAt < cacheMs;
  }

  function remember(sessionId: string, entry: Entry): void {
    entries.delete(sessionId);
    entries.set(sessionId, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
  }

  return {
    async isLive(sessionId) {
      if (!UUID.test(sessionId)) return false;
      const now = clock();
      const known = entries.get(sessionId);
      if (known && isFresh(known, now)) return known.live;
      if (known && (await known.live.catch(() => true)) === false) return false;
      const live = hasLiveToken(db, sessionId, new Date(now));
      remember(sessionId, { live, checkedAt: now, epoch: revocationEpoch });
      live.catch(() => entries.delete(sessionId));
      return live;
    },
  };
}
