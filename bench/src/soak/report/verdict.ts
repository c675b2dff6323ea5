import type { RequestRecord } from '../http/recorder';
import type { DeliveryVerdict } from '../invariants/delivery';
import type { RefreshRaceVerdict } from '../invariants/refresh-race';
import type { SessionVerdict } from '../invariants/sessions';
import type { ShutdownVerdict } from '../invariants/shutdown';
import type { StalenessVerdict } from '../invariants/staleness';
import { type StartupVerdict, startupProblems } from '../invariants/startup';
import type { WriteFinding } from '../invariants/writes';
import type { Recovery } from './recovery';

export interface VerdictInput {
  findings: WriteFinding[];
  failuresOutside: RequestRecord[];
  delivery: DeliveryVerdict;
  sessions: SessionVerdict;
  staleness: StalenessVerdict;
  startup: StartupVerdict;
  /** The instance stopped with SIGTERM (null when the run had no such fault). */
  shutdown: ShutdownVerdict | null;
  refreshRaces: RefreshRaceVerdict;
  recoveries: Recovery[];
  harnessErrors: number;
  /** Processes of the deployment that exited without being asked (a crash). */
  unexpectedExits: number;
  /** The instances read from a streaming replica (`--replica`): every read back of one's own write must show it. */
  hasReplica: boolean;
}

/**
 * The run fails on a lost or duplicated write (ours or the outbox's), on a 5xx outside the fault windows, and on
 * any other broken invariant: changes delivered out of order or not at all, servers disagreeing with the database,
 * a session alive after log out, a refresh token raced on two instances that did not answer one working pair, a list staler than its bound, a seed run twice, an instance that never came back
 * or exited on its own, and an instance stopped with SIGTERM that overran its bound, failed a request through the
 * balancer or left work leased.
 */
export function verdictOf(input: VerdictInput): { ok: boolean; reasons: string[] } {
  const reasons: string[] = [];
  const count = (what: string, n: number) => n > 0 && reasons.push(`${n} ${what}`);
  count('lost writes', input.findings.filter((finding) => finding.problem === 'lost').length);
  count('duplicated writes', input.findings.filter((finding) => finding.problem === 'duplicated').length);
  count('5xx or unanswered requests outside the fault windows', input.failuresOutside.length);
  count('outbox changes confirmed but never applied by the server', input.delivery.neverApplied.length);
  count('outbox changes applied twice', input.delivery.appliedTwice.length);
  count('outbox changes applied out of order', input.delivery.outOfOrder.length);
  count('outbox changes never delivered', input.delivery.undelivered);
  count('outbox changes set aside (refused by the server)', input.delivery.setAside);
  count('differences between the delivery servers and the database', input.delivery.mismatches.length);
  count('sessions still working after log out', input.sessions.alive.length);
  count(
    'refresh tokens sent to two instances at once that did not answer one working pair',
    input.refreshRaces.violations.length,
  );
  count('list answers staler than their bound across instances', input.staleness.violations.length);
  count(
    'reads back of their own write that missed it, with a replica answering reads',
    input.hasReplica ? input.staleness.ownChangeMissing : 0,
  );
  reasons.push(...startupProblems(input.startup));
  reasons.push(...(input.shutdown?.problems ?? []));
  count(
    'faults never recovered from',
    input.recoveries.filter((recovery) => recovery.recoveryMs === null).length,
  );
  count('processes that exited on their own', input.unexpectedExits);
  count('errors in the harness itself', input.harnessErrors);
  return { ok: reasons.length === 0, reasons };
}
