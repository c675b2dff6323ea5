import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/*
 * Reads that tolerate replica lag go to PostgreSQL streaming replicas, and a person still reads what they just
 * wrote (docs/decisions/070). A write's answer carries the primary's WAL position (`X-Write-Lsn`); the web client
 * sends the highest it has seen back as `X-Read-After-Lsn`, and a request that carries one reads a replica only once
 * the replica has replayed that far. Nothing is kept per user on the server, so any instance answers alike.
 */

/** A WAL position as PostgreSQL writes it (`16/B374D848`): two hexadecimal halves of a 64-bit number. */
const LSN_TEXT = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The position of `text`, or null when it is not one (a header a client made up is ignored, not an error). */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = LSN_TEXT.exec(text?.trim() ?? '');
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * Whether a replica may answer a read that must see `after`: always without a position, and otherwise once it has
 * replayed that far. A server that replays nothing (`pg_last_wal_replay_lsn()` is NULL: it was started normally, so
 * it is a primary itself) holds everything it has.
 */
export function replicaMayAnswer(replayed: bigint | null, after: bigint | null): boolean {
  if (after === null || replayed === null) return true;
  return replayed >= after;
}

/** What a request routes its reads by: the position it must see, and the server it settled on at its first read. */
interface ReadContext {
  after: bigint | null;
  /** undefined: not chosen yet; null: the primary (a replica behind, failing, or a write through `readDb`). */
  chosen?: Replica | null;
}

const storage = new AsyncLocalStorage<ReadContext>();

/** Runs `work` (the rest of a request's handling) with the position its reads must see. */
export function runWithReadAfter<T>(after: bigint | null, work: () => T): T {
  return storage.run({ after }, work);
}

/** How long a replica's replayed position is trusted before it is asked again. */
const REPLAY_CHECK_MS = 100;
/** How long a replica that failed is passed over: its reads go to the primary meanwhile. */
const FAILED_PAUSE_MS = 1_000;

interface Replica {
  pool: pg.Pool;
  /** The highest position it was seen to have replayed (null: it replays nothing; undefined: not asked yet). */
  replayed: bigint | null | undefined;
  checkedAt: number;
  checking: Promise<void> | null;
  pausedUntil: number;
}

export interface ReplicaSet {
  /** A client over the primary and the replicas for drizzle: reads round robin, transactions on the primary. */
  client: pg.Pool;
  /** The primary's WAL position now (`pg_current_wal_lsn()`): at least the commit of every write finished by now. */
  primaryLsn(): Promise<string | null>;
  /**
   * Holds the rest of this request's reads to everything the primary committed by now: for an answer kept under a
   * version read from the primary, which must not be older than that version (the Control list's cache).
   */
  readFromNow(): Promise<void>;
  close(): Promise<void>;
}

export interface ReplicaSetOptions {
  /** The clock (Date.now, which tests fake). */
  now?: () => number;
  /** How a replica is asked how far it replayed, as `lsn` (tests ask a stand-in that is no replica). */
  replayQuery?: string;
}

/**
 * Pools over `urls` and a pg client that routes each read (docs/decisions/070): a request settles on one server at
 * its first read (round robin over the replicas that may answer it, else the primary) and stays there, so its reads
 * never go back in time. A replica that fails a read (gone, or refusing a write as read-only) hands it, and the rest
 * of the request, to the primary. A transaction always runs on the primary.
 */
export function createReplicaSet(
  primary: pg.Pool,
  urls: string[],
  options: ReplicaSetOptions = {},
): ReplicaSet {
  const now = options.now ?? Date.now;
  const replayQuery = options.replayQuery ?? 'select pg_last_wal_replay_lsn()::text as lsn';
  const replicas: Replica[] = urls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 2_000,
    });
    // As on the primary (db/client.ts): a lost connection must not end the process.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return { pool, replayed: undefined, checkedAt: -Infinity, checking: null, pausedUntil: -Infinity };
  });
  let next = 0;

  const check = (replica: Replica): Promise<void> => {
    replica.checking ??= replica.pool
      .query<{ lsn: string | null }>(replayQuery)
      .then(
        ({ rows }) => {
          const lsn = parseLsn(rows[0]?.lsn);
          if (lsn === null) replica.replayed = null;
          else if (typeof replica.replayed !== 'bigint' || lsn > replica.replayed) replica.replayed = lsn;
        },
        () => {
          replica.pausedUntil = now() + FAILED_PAUSE_MS;
        },
      )
      .finally(() => {
        replica.checkedAt = now();
        replica.checking = null;
      });
    return replica.checking;
  };

  const mayAnswer = async (replica: Replica, after: bigint | null): Promise<boolean> => {
    if (replica.pausedUntil > now()) return false;
    if (after === null) return true;
    const known = () => replica.replayed !== undefined && replicaMayAnswer(replica.replayed, after);
    if (known()) return true;
    if (now() - replica.checkedAt >= REPLAY_CHECK_MS) await check(replica);
    return replica.pausedUntil <= now() && known();
  };

  const choose = async (after: bigint | null): Promise<Replica | null> => {
    for (let tried = 0; tried < replicas.length; tried += 1) {
      const replica = replicas[next % replicas.length] as Replica;
      next += 1;
      if (await mayAnswer(replica, after)) return replica;
    }
    return null;
  };

  const query = async (...args: unknown[]): Promise<unknown> => {
    const context = storage.getStore();
    let replica: Replica | null;
    if (context) {
      if (context.chosen === undefined) context.chosen = await choose(context.after);
      replica = context.chosen;
    } else {
      replica = await choose(null);
    }
    const onPrimary = () => (primary.query as (...args: unknown[]) => Promise<unknown>).apply(primary, args);
    if (!replica) return onPrimary();
    try {
      return await (replica.pool.query as (...args: unknown[]) => Promise<unknown>).apply(replica.pool, args);
    } catch (error) {
      // Gone, cancelled by recovery, or a write: the primary answers, and the rest of the request stays there.
      if (context) context.chosen = null;
      if (isConnectionFailure(error)) replica.pausedUntil = now() + FAILED_PAUSE_MS;
      return onPrimary();
    }
  };

  // A Pool to drizzle and db/prepared-rows.ts, so results are parsed as the primary's are and a transaction takes a
  // connection: the primary's, where the rest of the request then reads what the transaction wrote. Never connects.
  const client = new pg.Pool();
  client.query = query as typeof client.query;
  client.connect = (() => {
    const context = storage.getStore();
    if (context) context.chosen = null;
    return primary.connect();
  }) as typeof client.connect;

  const primaryLsn = async (): Promise<string | null> => {
    const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    return rows[0]?.lsn ?? null;
  };

  return {
    client,
    primaryLsn,
    async readFromNow() {
      const context = storage.getStore();
      const lsn = parseLsn(await primaryLsn());
      if (!context || lsn === null) return;
      if (context.after === null || lsn > context.after) context.after = lsn;
      context.chosen = undefined;
    },
    close: async () => {
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}

/**
 * A failure of the server rather than of the statement: no SQLSTATE (the connection itself failed), a connection
 * exception (class 08) or an operator intervention such as a shutdown (57P).
 */
function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || code.startsWith('08') || code.startsWith('57P')
  );
}
