import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@adcontrol/domain/shared/enum-values';
import { createBalancer } from './balancer';
import { Cleanup } from './cleanup';
import { createCluster, seedingInstances, startCluster } from './cluster';
import { recreateSoakDatabase, soakDatabaseUrl } from './database';
import { planFaults, restarts, runFaults, windows } from './faults';
import { requests, writes } from './http/recorder';
import { judgeDelivery, waitForOutbox } from './invariants/delivery';
import { judgeRefreshRaces, runRefreshRaces } from './invariants/refresh-race';
import { judgeSessions } from './invariants/sessions';
import { judgeShutdown } from './invariants/shutdown';
import { judgeStaleness } from './invariants/staleness';
import { judgeStartup } from './invariants/startup';
import { readStored } from './invariants/stored';
import { judgeWrites } from './invariants/writes';
import { parseOptions, type SoakOptions } from './options';
import { checkServices, ensureNginx, ensureWebBuild, REPO_ROOT } from './preflight';
import { freePort } from './processes';
import { makeReplica } from './replica';
import { errorClasses, failuresOutside, routeFigures } from './report/figures';
import { printReport, type SoakReport } from './report/print';
import { recoveries } from './report/recovery';
import { verdictOf } from './report/verdict';
import { announce, clockZero, startClock, timeline } from './timeline';
import { runListProber } from './users/list-prober';
import { MENUS } from './users/roles';
import { runUser, type UserSummary } from './users/virtual-user';
import type { World } from './users/world';

/** The list's stated bound across instances: a version seen before its write committed settles within 2 s (decision 024). */
const LIST_BOUND_MS = 2_000;
const load = () => loadavg().map((value) => Math.round(value * 10) / 10);
function countBy(keys: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

async function soak(options: SoakOptions, cleanup: Cleanup): Promise<SoakReport> {
  await checkServices(options.postgresUrl, options.redisUrl);
  const nginx = ensureNginx();
  const webDistDir = ensureWebBuild(join(REPO_ROOT, 'bench/results/soak'));
  cleanup.hasDatabase = true;
  await recreateSoakDatabase(options.postgresUrl);
  announce('database adcontrol_soak created (empty)');
  const replica = options.hasReplica ? await makeReplica(options.postgresUrl) : null;
  if (replica) cleanup.afterwards(() => replica.stop());
  const balancerPort = await freePort();
  const cluster = await createCluster({
    count: options.instances,
    postgresUrl: options.postgresUrl,
    redisUrl: options.redisUrl,
    webDistDir,
    workDir: options.outDir,
    publicUrl: `http://127.0.0.1:${balancerPort}`,
    isSmoke: options.isSmoke,
    ...(replica ? { replicaUrl: replica.url } : {}),
  });
  const balancer = createBalancer(
    nginx,
    options.outDir,
    balancerPort,
    cluster.instances.map((i) => i.port),
  );
  cleanup.track(...cluster.all(), balancer.process);
  const startUp = Date.now();
  await startCluster(cluster);
  const startUpSeconds = Math.round((Date.now() - startUp) / 1000);
  const seeders = seedingInstances(cluster);
  announce(`demo data seeded by: ${seeders.join(', ') || 'none'}`);
  balancer.process.start();
  await balancer.process.waitHealthy(30_000);
  announce(`nginx balancing ${balancer.url} over ${cluster.instances.length} instances`);

  startClock();
  const replicaLag = replica?.watch(soakDatabaseUrl(options.postgresUrl), soakDatabaseUrl(replica.url));
  const loadAtStart = load();
  const world: World = {
    balancerUrl: balancer.url,
    instances: cluster.instances.map(({ name, url }) => ({ name, url })),
    sessionCacheMs: cluster.settings.sessionCacheMs,
    stopAt: clockZero() + options.durationSeconds * 1000,
  };
  const plans = planFaults(options.durationSeconds);
  announce(
    `users start for ${options.durationSeconds} s; faults at ${plans.map((p) => `+${p.atSecond}s ${p.kind}`).join(', ')}`,
  );
  const pace = options.isSmoke
    ? {
        thinkMs: [150, 600] as [number, number],
        refreshEvery: [4, 8] as [number, number],
        logOutEvery: [12, 24] as [number, number],
      }
    : {
        thinkMs: [300, 1500] as [number, number],
        refreshEvery: [10, 25] as [number, number],
        logOutEvery: [25, 50] as [number, number],
      };
  const roles = Object.keys(MENUS) as Role[];
  const users = roles.flatMap((role) =>
    Array.from({ length: options.usersPerRole }, (_, index) => runUser(world, role, index + 1, pace)),
  );
  const victim = cluster.instances[cluster.instances.length - 1];
  // SIGTERM goes to another instance than kill -9, so each fault's effects are its own.
  const stopped = cluster.instances.at(-2) ?? victim;
  if (!victim || !stopped) throw new Error('no instance to fail');
  const faults = runFaults(plans, {
    cluster,
    postgresUrl: options.postgresUrl,
    redisUrl: options.redisUrl,
    victim,
    stopped,
    balancerUrl: balancer.url,
  });
  const prober = runListProber(world, LIST_BOUND_MS, options.isSmoke ? 2_000 : 5_000);
  const racer = runRefreshRaces(world, options.isSmoke ? 3_000 : 10_000);
  const summaries: UserSummary[] = await Promise.all(users);
  await Promise.all([faults, prober, racer]);
  // The faults push their restarts as they go: waited for once the last fault has been injected.
  await Promise.all(restarts);
  const loadAtEnd = load();
  const lag = replicaLag?.() ?? null;
  announce(`users stopped: ${requests.length} requests, ${writes.length} writes`);

  const waiting = await waitForOutbox(options.postgresUrl, options.isSmoke ? 90_000 : 240_000);
  announce(`outbox drained (${waiting} waiting)`);
  const delivery = await judgeDelivery(options.postgresUrl, cluster.simulatorUrl, cluster.simulatorDataDir);
  const findings = judgeWrites(writes, await readStored(options.postgresUrl));
  const startup = await judgeStartup(options.postgresUrl, seeders);
  const graceMs = (options.isSmoke ? 5 : 15) * 1000;
  const faultRecoveries = await recoveries(windows, requests, options.postgresUrl, clockZero());
  const sessions = judgeSessions();
  const refreshRaces = judgeRefreshRaces();
  const shutdown = judgeShutdown(
    windows.find((window) => window.kind === 'sigterm'),
    requests,
    graceMs,
  );
  const staleness = judgeStaleness(LIST_BOUND_MS);
  const outside = failuresOutside(requests, windows, graceMs);
  const harnessErrors = summaries.reduce((sum, user) => sum + user.harnessErrors.length, 0);
  for (const user of summaries)
    for (const error of user.harnessErrors) announce(`harness error in ${user.name}: ${error}`);
  return {
    run: {
      mode: options.isSmoke ? 'smoke' : 'full',
      instances: options.instances,
      users: summaries.length,
      durationSeconds: options.durationSeconds,
      startedAt: new Date(clockZero()).toISOString(),
      endedAt: new Date().toISOString(),
      loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd },
      recoveryGraceSeconds: graceMs / 1000,
      startUpSeconds,
    },
    startup,
    timeline: timeline(),
    faults: faultRecoveries,
    requests: errorClasses(requests, windows, graceMs),
    routes: routeFigures(requests, windows, graceMs),
    failuresOutside: outside.slice(0, 200),
    writes: {
      total: writes.length,
      byOutcome: countBy(writes.map((write) => write.outcome)),
      byKind: countBy(writes.map((write) => write.kind)),
      findings,
    },
    delivery,
    sessions,
    staleness,
    shutdown,
    refreshRaces,
    replica: lag,
    users: summaries,
    verdict: verdictOf({
      findings,
      failuresOutside: outside,
      delivery,
      sessions,
      staleness,
      startup,
      shutdown,
      refreshRaces,
      recoveries: faultRecoveries,
      harnessErrors,
      unexpectedExits: [...cluster.all(), balancer.process].reduce(
        (sum, process) => sum + process.unexpectedExits,
        0,
      ),
      hasReplica: replica !== null,
    }),
  };
}

async function main(): Promise<void> {
  let options: SoakOptions | null;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\nnpm run soak -- --help lists the options`);
    process.exitCode = 2;
    return;
  }
  if (!options) return;
  mkdirSync(options.outDir, { recursive: true });
  const cleanup = new Cleanup(options.postgresUrl, options.keep);
  // Every wait inside is bounded; this bounds the whole run as well, start-up and judging included.
  const watchdog = setTimeout(
    () => {
      announce('the soak ran past its time budget: stopping');
      void cleanup.run().finally(() => process.exit(2));
    },
    (options.durationSeconds + 30 * 60) * 1000,
  );
  watchdog.unref();
  try {
    const report = await soak(options, cleanup);
    printReport(report);
    const file = join(options.outDir, 'report.json');
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(options.outDir, 'requests.json'), JSON.stringify(requests));
    writeFileSync(join(options.outDir, 'writes.json'), JSON.stringify(writes));
    announce(`report written to ${file} (logs in ${join(options.outDir, 'logs')})`);
    process.exitCode = report.verdict.ok ? 0 : 1;
  } catch (error) {
    announce(`the soak could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanup.run();
    clearTimeout(watchdog);
  }
}

void main();
