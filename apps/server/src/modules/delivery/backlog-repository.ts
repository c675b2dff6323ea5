import { SOURCES, type Source } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** What waits in the outbox for one delivery server. */
export interface OutboxBacklog {
  server: Source;
  /** Changes not yet confirmed and still being tried. */
  pending: number;
  /** How long the oldest of them has waited, in seconds; 0 when none waits. */
  oldestPendingSeconds: number;
  /** Changes the server refused for good, waiting for an admin (docs/decisions/031). */
  setAside: number;
}

/** The most unconfirmed rows one reading looks at: past it the counts read as "at least this many". */
export const BACKLOG_READ_LIMIT = 10_000;

/**
 * Each server's backlog, for the metrics scrape (docs/decisions/066). Only unconfirmed rows are read (the
 * pending index covers them), at most BACKLOG_READ_LIMIT, so a scrape stays cheap however long a server is down.
 */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog[]> {
  const rows = await queryRows<{ server: Source; pending: number; oldest: number | null; setAside: number }>(
    db,
    sql`select server,
        (count(*) filter (where failed_at is null))::int as pending,
        extract(epoch from now() - min(created_at) filter (where failed_at is null))::float8 as oldest,
        (count(*) filter (where failed_at is not null))::int as "setAside"
      from (select server, created_at, failed_at from delivery_outbox
            where delivered_at is null limit ${BACKLOG_READ_LIMIT}) as unconfirmed
      group by server`,
  );
  return SOURCES.map((server) => {
    const row = rows.find((candidate) => candidate.server === server);
    return {
      server,
      pending: row?.pending ?? 0,
      oldestPendingSeconds: Math.max(0, row?.oldest ?? 0),
      setAside: row?.setAside ?? 0,
    };
  });
}
