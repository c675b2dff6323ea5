import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * The Control list's answer cache (docs/decisions/024, "Answers from memory").
 *
 * An answer is kept under what decides it (the caller's scope, the normalised query) together with the data version
 * it was made at: `list_cache_version`, a sequence that statement triggers on every table a list answer reads move
 * on each write, whatever writes it and on whichever server. A request reads the version once and is served from
 * memory only when the answer was made at that same version, within `ttlMs` (answers also depend on the clock:
 * derived status, days left, yesterday) and not before it on the clock (a clock set back).
 *
 * The version moves when a writer's statement runs, not when it commits, so a request between the two can read the
 * new version and still make its answer from the data before the write. Such an answer is kept at most `settleMs`
 * after this server first saw the version; the next one made after that sees the committed write.
 */
export interface ListCacheOptions {
  /** The longest an answer is served; 0 serves none from memory. */
  ttlMs: number;
  /** How many campaign rows the kept answers may hold together; the least recently used go first. */
  maxRows: number;
  /** How long after a version is first seen an answer made under it is kept at most (the commit race). */
  settleMs?: number;
  /** The clock (Date.now, which tests fake). */
  now?: () => number;
}

/** Rows a transaction that moved the version has not committed yet are assumed committed this long after. */
const SETTLE_MS = 2_000;

interface Entry {
  version: string;
  /** When its computation started: the answer is of the data at that moment at the earliest. */
  started: number;
  expires: number;
  rows: number;
  answer: Promise<unknown>;
}

export interface ListCache {
  /**
   * The data version now: a read that starts after the call, shared with the requests that arrive meanwhile (none,
   * and an empty version, with the cache off).
   */
  version(): Promise<string>;
  /**
   * The answer of `key` at `version`: from memory when made at that version and still fresh, else `compute()`'s,
   * shared by the requests asking for it while it is computed.
   */
  answer<T>(
    key: string,
    version: string,
    compute: () => Promise<T>,
    rowsOf: (answer: T) => number,
  ): Promise<T>;
  /** Something kept per account at one version (the caller's account and scope), computed once per version. */
  account<T>(accountId: number, version: string, compute: () => Promise<T>): Promise<T>;
}

/** Reads the sequence's state; `is_called` tells its first value from the one before any write. */
async function readVersion(db: Db): Promise<string> {
  const [row] = await queryRows<{ version: string }>(
    db,
    sql`select last_value::text || ':' || is_called::text as "version" from list_cache_version`,
  );
  if (!row) throw new Error('list_cache_version has no row');
  return row.version;
}

/**
 * One read in flight and at most one waiting: a request never uses a read that started before it arrived (it sees
 * every write committed by then), and the requests arriving during a read share the next one.
 */
export function sharedReads(read: () => Promise<string>): () => Promise<string> {
  let running: Promise<string> | null = null;
  let waiting: Promise<string> | null = null;
  const start = (): Promise<string> => {
    const current: Promise<string> = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    if (!waiting) {
      waiting = running
        .catch(() => undefined)
        .then(() => {
          waiting = null;
          return start();
        });
    }
    return waiting;
  };
}

const MAX_ACCOUNTS = 10_000;

export function createListCache(db: Db, options: ListCacheOptions): ListCache {
  const now = options.now ?? Date.now;
  const settleMs = options.settleMs ?? SETTLE_MS;
  const answers = new Map<string, Entry>();
  const accounts = new Map<number, Entry>();
  let heldRows = 0;
  let latest = { version: '', firstSeen: 0 };

  // With the cache off nothing is served from memory, so the version is never read (docs/decisions/068).
  const version = options.ttlMs > 0 ? sharedReads(() => readVersion(db)) : async () => '';

  /** A new entry for `current` made now: served until the TTL, or only until the version settles. */
  const entryAt = (current: string, answer: Promise<unknown>): Entry => {
    const started = now();
    if (current !== latest.version) latest = { version: current, firstSeen: started };
    const settled = latest.version === current ? latest.firstSeen + settleMs : started + settleMs;
    const lasts = started < settled ? Math.min(settled - started, options.ttlMs) : options.ttlMs;
    return { version: current, started, expires: started + lasts, rows: 0, answer };
  };

  /** The kept entry if it is of `current`, within its time and not from the future (a clock set back). */
  const freshIn = <K>(map: Map<K, Entry>, key: K, current: string): Entry | undefined => {
    const kept = map.get(key);
    if (!kept) return undefined;
    const at = now();
    if (kept.version === current && at >= kept.started && at < kept.expires) {
      // Most recently used last: eviction walks a map from its oldest entry.
      map.delete(key);
      map.set(key, kept);
      return kept;
    }
    return undefined;
  };

  const dropAnswer = (key: string, entry: Entry) => {
    if (answers.get(key) !== entry) return;
    answers.delete(key);
    heldRows -= entry.rows;
  };

  return {
    version,

    async answer<T>(
      key: string,
      current: string,
      compute: () => Promise<T>,
      rowsOf: (answer: T) => number,
    ): Promise<T> {
      if (options.ttlMs <= 0) return compute();
      const kept = freshIn(answers, key, current);
      if (kept) return kept.answer as Promise<T>;
      const stale = answers.get(key);
      if (stale) dropAnswer(key, stale);
      const entry = entryAt(current, compute());
      answers.set(key, entry);
      entry.answer.then(
        (answer) => {
          if (answers.get(key) !== entry) return;
          entry.rows = rowsOf(answer as T) + 1;
          heldRows += entry.rows;
          for (const [oldKey, old] of answers) {
            if (heldRows <= options.maxRows) break;
            dropAnswer(oldKey, old);
          }
        },
        () => dropAnswer(key, entry),
      );
      return entry.answer as Promise<T>;
    },

    async account<T>(accountId: number, current: string, compute: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return compute();
      const kept = freshIn(accounts, accountId, current);
      if (kept) return kept.answer as Promise<T>;
      const entry = entryAt(current, compute());
      accounts.delete(accountId);
      accounts.set(accountId, entry);
      entry.answer.catch(() => {
        if (accounts.get(accountId) === entry) accounts.delete(accountId);
      });
      if (accounts.size > MAX_ACCOUNTS) {
        const oldest = accounts.keys().next();
        if (!oldest.done) accounts.delete(oldest.value);
      }
      return entry.answer as Promise<T>;
    },
  };
}
