import type { RequestRecord } from '../http/recorder';
import type { DeliveryVerdict } from '../invariants/delivery';
import type { RefreshRaceVerdict } from '../invariants/refresh-race';
import type { SessionVerdict } from '../invariants/sessions';
import type { ShutdownVerdict } from '../invariants/shutdown';
import type { StalenessVerdict } from '../invariants/staleness';
import type { StartupVerdict } from '../invariants/startup';
import type { WriteFinding } from '../invariants/writes';
import type { ReplicaLag } from '../replica';
import type { TimelineEvent } from '../timeline';
import type { UserSummary } from '../users/virtual-user';
import type { ErrorClasses, RouteFigures } from './figures';
import type { Recovery } from './recovery';

export interface SoakReport {
  run: {
    mode: 'smoke' | 'full';
    instances: number;
    users: number;
    durationSeconds: number;
    startedAt: string;
    endedAt: string;
    /** The machine's 1, 5 and 15 minute load averages when the users started and when they stopped. */
    loadAverage: { atStart: number[]; atEnd: number[] };
    recoveryGraceSeconds: number;
    startUpSeconds: number;
  };
  startup: StartupVerdict;
  timeline: readonly TimelineEvent[];
  faults: Recovery[];
  requests: ErrorClasses;
  routes: RouteFigures[];
  failuresOutside: RequestRecord[];
  writes: {
    total: number;
    byOutcome: Record<string, number>;
    byKind: Record<string, number>;
    findings: WriteFinding[];
  };
  delivery: DeliveryVerdict;
  sessions: SessionVerdict;
  staleness: StalenessVerdict;
  shutdown: ShutdownVerdict | null;
  refreshRaces: RefreshRaceVerdict;
  /** With `--replica`: the lag the replica showed while the instances read from it. */
  replica: ReplicaLag | null;
  users: UserSummary[];
  verdict: { ok: boolean; reasons: string[] };
}

const ms = (value: number | null) => (value === null ? 'never' : `${(value / 1000).toFixed(1)} s`);
const pad = (text: string | number, width: number) => String(text).padStart(width);

function routeTable(routes: RouteFigures[]): string[] {
  const lines = [
    `${'route group'.padEnd(34)} ${pad('requests', 8)} ${pad('4xx', 5)} ${pad('5xx/0', 5)}   outside p50/p95/p99 ms   during faults p50/p95/p99 ms`,
  ];
  for (const route of routes) {
    const figures = (latency: RouteFigures['outside']) =>
      latency.count === 0
        ? pad('-', 22)
        : pad(`${latency.p50}/${latency.p95}/${latency.p99} (${latency.count})`, 22);
    lines.push(
      `${route.group.padEnd(34)} ${pad(route.requests, 8)} ${pad(route.status4xx, 5)} ${pad(route.failures, 5)}   ${figures(route.outside)}   ${figures(route.during)}`,
    );
  }
  return lines;
}

function shutdownLines(shutdown: ShutdownVerdict | null): string[] {
  if (!shutdown) return [];
  const { exit } = shutdown;
  return [
    `graceful stop of ${shutdown.instance}: ${exit ? `exited ${exit.code} after ${ms(exit.ms)}` : 'did not exit, killed'} (bound ${ms(shutdown.boundMs)}); ${shutdown.balancerFailures.length} requests through the balancer failed meanwhile; ${shutdown.leasesAtExit} leases held at its exit, ${shutdown.leasesLeft.length} left by it`,
    ...shutdown.balancerFailures
      .slice(0, 10)
      .map(
        (record) =>
          `    ${new Date(record.start).toISOString()} ${record.method} ${record.group} -> ${record.status} ${record.error ?? ''} via ${record.upstream ?? '?'}`,
      ),
    ...shutdown.leasesLeft
      .slice(0, 10)
      .map((lease) => `    left leased: ${lease.work} ${lease.id} (${lease.mark})`),
  ];
}

/** The report as a person reads it at the end of the run. */
export function printReport(report: SoakReport): void {
  const { run, requests, delivery, sessions, staleness, writes } = report;
  const out: string[] = [
    '',
    `=== soak report (${run.mode}: ${run.instances} instances, ${run.users} users, ${run.durationSeconds} s; load average ${run.loadAverage.atStart.join(' ')} at start, ${run.loadAverage.atEnd.join(' ')} at end) ===`,
    `start-up: ${run.startUpSeconds} s to migrate, seed and answer; demo seeded by ${report.startup.seeders.join(', ') || 'no instance'}; ${report.startup.migrations.rows} migration rows (${report.startup.migrations.distinct} distinct); ${report.startup.demoAccounts} demo accounts`,
    '',
    'faults (time to recover: from the cause taken away to the first success that shows it works again):',
    ...report.faults.map(
      (fault) =>
        `  +${fault.startSecond}s ${fault.description}; restored +${fault.restoredSecond}s; recovered after ${ms(fault.recoveryMs)} (${fault.evidence}); ${fault.failuresDuring} failures during it`,
    ),
    '',
    `requests: ${requests.total}, ok ${requests.ok}; expected 4xx ${JSON.stringify(requests.expected4xx)} (${requests.rates.expected4xx} %)`,
    `  5xx or no answer: ${requests.failures.fault} in faults, ${requests.failures.recovery} in the ${run.recoveryGraceSeconds} s after them, ${requests.failures.outside} outside (${requests.rates.failuresOutside} %)`,
    ...report.failuresOutside
      .slice(0, 20)
      .map(
        (record) =>
          `    ${new Date(record.start).toISOString()} ${record.method} ${record.group} -> ${record.status} ${record.error ?? ''} via ${record.upstream ?? '?'} (${record.user})`,
      ),
    '',
    ...routeTable(report.routes),
    '',
    `writes: ${writes.total} ${JSON.stringify(writes.byOutcome)}; by kind ${JSON.stringify(writes.byKind)}`,
    `  lost ${writes.findings.filter((finding) => finding.problem === 'lost').length}, duplicated ${writes.findings.filter((finding) => finding.problem === 'duplicated').length}`,
    ...writes.findings
      .slice(0, 20)
      .map(
        (finding) => `    ${finding.problem} ${finding.kind} ${finding.id ?? finding.key}: ${finding.detail}`,
      ),
    `outbox: ${delivery.outboxChanges} changes, ${delivery.delivered} delivered, ${delivery.undelivered} waiting, ${delivery.setAside} set aside; never applied ${delivery.neverApplied.length}, applied twice ${delivery.appliedTwice.length}, out of order ${delivery.outOfOrder.length}; ${delivery.repeats} repeated sends answered without applying`,
    `  servers against the database: ${delivery.comparedCampaigns} linked campaigns compared, ${delivery.mismatches.length} differences; ${delivery.neverSent} seeded links never sent`,
    ...[...delivery.neverApplied, ...delivery.outOfOrder, ...delivery.mismatches]
      .slice(0, 20)
      .map((line) => `    ${line}`),
    `sessions: ${sessions.probes} probes after log out, ${sessions.alive.length} still working, ${sessions.inconclusive} inconclusive (instance down), ${sessions.expiredOnly} answered only "jwt expired"`,
    ...sessions.alive
      .slice(0, 10)
      .map(
        (probe) =>
          `    ${probe.user} on ${probe.instance}: access ${probe.accessStatus}, refresh ${probe.refreshStatus}, spent refresh ${probe.spentRefreshStatus}`,
      ),
    `one refresh token on two instances at once: ${report.refreshRaces.races} races, ${report.refreshRaces.samePair} answered one pair that worked at once on both, ${report.refreshRaces.inconclusive} inconclusive (a fault), ${report.refreshRaces.violations.length} broke the rule`,
    ...report.refreshRaces.violations
      .slice(0, 10)
      .map(
        (race) =>
          `    ${new Date(race.at).toISOString()} ${race.instances.join(' & ')}: ${race.statuses.join(' & ')}, same pair ${race.isSamePair}, used at once ${race.followUps.join(' & ')}`,
      ),
    ...shutdownLines(report.shutdown),
    `list across instances: ${staleness.samples} writes read through another instance; seen after p50 ${staleness.visibleAfterMs.p50} ms, p95 ${staleness.visibleAfterMs.p95} ms, max ${staleness.visibleAfterMs.max} ms; ${staleness.violations.length} past the ${staleness.boundMs} ms bound`,
    `own writes read back: ${staleness.samples - staleness.ownChangeMissing} of ${staleness.samples} shown by the first read after them`,
    ...(report.replica
      ? [
          `replica: ${report.replica.samples} lag samples; behind by p50 ${report.replica.bytes.p50} / max ${report.replica.bytes.max} bytes of WAL; replay lag p50 ${report.replica.ms.p50} / max ${report.replica.ms.max} ms; ${report.replica.transactions} transactions answered there`,
        ]
      : []),
    `users: ${report.users.map((user) => `${user.name} ${user.actions} actions/${user.signIns} sign-ins/${user.logOuts} log-outs/${user.lostSessions} lost`).join('; ')}`,
    '',
    report.verdict.ok
      ? 'VERDICT: every invariant held'
      : `VERDICT: FAILED: ${report.verdict.reasons.join('; ')}`,
  ];
  console.log(out.join('\n'));
}
