import { soakQuery } from '../database';
import type { FaultWindow } from '../faults';
import type { RequestRecord } from '../http/recorder';
import { isFailure } from '../report/figures';
import { sleep } from '../timeline';

/** A piece of background work held under a lease: an outbox change, a deck being made, a scheduled mail sending. */
export interface Lease {
  work: 'outbox change' | 'deck' | 'scheduled mail';
  id: number;
  /** The lease's mark (its end, or when the mail was claimed): unchanged means nobody touched it since. */
  mark: string;
}

/** How long the living instances get to finish their own claims before a lease still unchanged counts as left. */
const SETTLE_MS = 5_000;

async function leasesHeld(postgresUrl: string): Promise<Lease[]> {
  const rows = await soakQuery<{ work: Lease['work']; id: number; mark: string }>(
    postgresUrl,
    `select 'outbox change' as work, id, locked_until::text as mark from delivery_outbox
       where delivered_at is null and locked_until > now()
     union all
     select 'deck', id, locked_until::text from presentation_jobs where status = 'running' and locked_until > now()
     union all
     select 'scheduled mail', id, claimed_at::text from report_deliveries where status = 'sending'`,
  );
  return rows;
}

/**
 * The work the stopped instance left leased: what was held when it exited and, `SETTLE_MS` later, is still held
 * under the same lease (the other instances finish and release their own claims within a round). A graceful stop
 * ends each item it holds, so this must be empty; after `kill -9` it need not be.
 */
export async function leasesLeftAtExit(postgresUrl: string): Promise<{ atExit: number; left: Lease[] }> {
  const atExit = await leasesHeld(postgresUrl);
  if (atExit.length === 0) return { atExit: 0, left: [] };
  await sleep(SETTLE_MS);
  const later = new Set(
    (await leasesHeld(postgresUrl)).map((lease) => `${lease.work}/${lease.id}/${lease.mark}`),
  );
  return {
    atExit: atExit.length,
    left: atExit.filter((lease) => later.has(`${lease.work}/${lease.id}/${lease.mark}`)),
  };
}

/** What the graceful stop of one instance (the `sigterm` fault) showed. */
export interface ShutdownFindings {
  instance: string;
  /** Exit code and time from SIGTERM to exit; null: it had not exited within the wait and was killed. */
  exit: { code: number | null; ms: number } | null;
  /** SHUTDOWN_DELAY_MS + SHUTDOWN_TIMEOUT_MS + 5 s for the simulator and the database closing. */
  boundMs: number;
  leasesAtExit: number;
  leasesLeft: Lease[];
}

export interface ShutdownVerdict extends ShutdownFindings {
  /**
   * Requests through the balancer, from SIGTERM to the instance's return plus grace, that answered 5xx from the
   * stopped instance (or after nginx tried it: X-Upstream lists every instance tried) or no answer at all.
   */
  balancerFailures: RequestRecord[];
  problems: string[];
}

/** A request the soak sent to one instance directly names it (`app-2`); through the balancer, its address. */
const isDirect = (record: RequestRecord) => /^app-\d+$/.test(record.upstream ?? '');

export function judgeShutdown(
  window: FaultWindow | undefined,
  records: readonly RequestRecord[],
  graceMs: number,
): ShutdownVerdict | null {
  const findings = window?.shutdown;
  if (!window || !findings) return null;
  const until = (window.end ?? Number.POSITIVE_INFINITY) + graceMs;
  const address = window.upstream ?? '';
  // Failures of the other faults running meanwhile are theirs: only those that reached the stopped instance count.
  const isBecauseOfIt = (record: RequestRecord) =>
    record.status === 0 || (record.upstream ?? '').split(/[,\s]+/).includes(address);
  const balancerFailures = records.filter(
    (record) =>
      !isDirect(record) &&
      isFailure(record.status) &&
      isBecauseOfIt(record) &&
      record.end >= window.start &&
      record.start <= until,
  );
  const problems: string[] = [];
  if (findings.exit === null) problems.push(`${findings.instance} did not exit on SIGTERM`);
  else if (findings.exit.code !== 0)
    problems.push(`${findings.instance} exited ${findings.exit.code} on SIGTERM`);
  else if (findings.exit.ms > findings.boundMs)
    problems.push(
      `${findings.instance} took ${findings.exit.ms} ms to exit on SIGTERM (bound ${findings.boundMs} ms)`,
    );
  if (balancerFailures.length > 0)
    problems.push(
      `${balancerFailures.length} requests through the balancer failed while ${findings.instance} stopped`,
    );
  if (findings.leasesLeft.length > 0)
    problems.push(`${findings.leasesLeft.length} leases left held by ${findings.instance} after it stopped`);
  return { ...findings, balancerFailures, problems };
}
