import { signIn } from '@adcontrol/domain/auth/contracts';
import type { Cluster, Instance } from './cluster';
import { allowConnections, terminateBackends } from './database';
import { callEndpoint } from './http/client';
import { leasesLeftAtExit, type ShutdownFindings } from './invariants/shutdown';
import { redisCommand } from './redis';
import { announce, clockZero, sleep } from './timeline';
import { DEMO_PASSWORD, demoEmail } from './users/session';

export type FaultKind = 'instance' | 'simulator' | 'redis' | 'postgres' | 'sigterm';

export interface FaultPlan {
  kind: FaultKind;
  /** Seconds after the users start. */
  atSecond: number;
  /** How long the fault lasts (an instance: how long it stays down, after it exits, before it is started again). */
  seconds: number;
}

export interface FaultWindow extends FaultPlan {
  description: string;
  /** When it began and ended, milliseconds since the epoch (end: the thing is back; null if it never came back). */
  start: number;
  end: number | null;
  /** The instance killed or stopped: its address as the balancer names it. */
  upstream?: string;
  /** When the cause was taken away, when that is not `start + seconds` (an instance stopped by SIGTERM). */
  restoredAt?: number;
  /** The `sigterm` fault: how the instance stopped and what it left. */
  shutdown?: ShutdownFindings;
}

/**
 * When each fault comes: at fixed shares of the run, one after another with quiet time between and after them.
 * The full run gives the simulator 2 min, Redis 60 s and PostgreSQL 30 s; a shorter run scales them down.
 */
export function planFaults(durationSeconds: number): FaultPlan[] {
  const within = (share: number, fixed: number) =>
    Math.max(3, Math.min(fixed, Math.round(durationSeconds * share)));
  return [
    { kind: 'instance', atSecond: Math.round(durationSeconds * 0.1), seconds: within(0.05, 15) },
    { kind: 'simulator', atSecond: Math.round(durationSeconds * 0.2), seconds: within(0.2, 120) },
    { kind: 'redis', atSecond: Math.round(durationSeconds * 0.5), seconds: within(0.1, 60) },
    { kind: 'postgres', atSecond: Math.round(durationSeconds * 0.7), seconds: within(0.05, 30) },
    { kind: 'sigterm', atSecond: Math.round(durationSeconds * 0.85), seconds: within(0.05, 15) },
  ];
}

export interface FaultContext {
  cluster: Cluster;
  postgresUrl: string;
  redisUrl: string;
  /** The instance to kill with -9. */
  victim: Instance;
  /** The instance to stop with SIGTERM, as a supervisor does: another one. */
  stopped: Instance;
  balancerUrl: string;
}

/**
 * After Redis or PostgreSQL is let through again, signs in (which reads the database and counts in Redis) until it
 * works, at most 45 times a second apart: the recovery does not depend on a user happening to sign in.
 */
async function probeSignIn(balancerUrl: string, kind: FaultKind): Promise<void> {
  for (let attempt = 0; attempt < 45; attempt += 1) {
    const answer = await callEndpoint(
      signIn,
      { body: { email: demoEmail('analyst'), password: DEMO_PASSWORD } },
      {
        baseUrl: balancerUrl,
        user: 'recovery-prober',
        clientIp: `198.51.100.${kind === 'redis' ? 240 : 241}`,
        group: 'probe.recoverySignIn',
      },
    );
    if (answer.status === 200) return;
    await sleep(1_000);
  }
}

export const windows: FaultWindow[] = [];
/** Instances started again and not answering yet: the run waits for them before it judges. */
export const restarts: Promise<void>[] = [];
/** Set while the database refuses connections, so clean-up lets them in again. */
export const active = { postgres: false, redisUntil: 0 };

const untilSecond = (second: number) => sleep(Math.max(0, clockZero() + second * 1000 - Date.now()));

async function inject(plan: FaultPlan, context: FaultContext): Promise<FaultWindow> {
  const { cluster, victim } = context;
  const window: FaultWindow = { ...plan, description: '', start: Date.now(), end: null };
  windows.push(window);
  switch (plan.kind) {
    case 'instance': {
      window.description = `kill -9 ${victim.name} (pid ${victim.process.pid}), started again after ${plan.seconds} s`;
      window.upstream = `127.0.0.1:${victim.port}`;
      announce(`FAULT ${window.description}`);
      await victim.process.kill9();
      await sleep(plan.seconds * 1000);
      announce(`FAULT starting ${victim.name} again`);
      victim.process.start();
      // Its start may take longer than the gap to the next fault: the next one does not wait for it.
      restarts.push(
        victim.process.waitHealthy(300_000).then(
          (readyAt) => {
            window.end = readyAt;
            announce(`FAULT over: ${victim.name} answers again`);
          },
          () => announce(`FAULT ${victim.name} did NOT come back`),
        ),
      );
      return window;
    }
    case 'sigterm': {
      const { stopped } = context;
      const { shutdownDelayMs, shutdownTimeoutMs } = cluster.settings;
      const boundMs = shutdownDelayMs + shutdownTimeoutMs + 5_000;
      window.description = `SIGTERM ${stopped.name} (pid ${stopped.process.pid}; delay ${shutdownDelayMs / 1000} s, drain bound ${shutdownTimeoutMs / 1000} s), started again ${plan.seconds} s after it exits`;
      window.upstream = `127.0.0.1:${stopped.port}`;
      announce(`FAULT ${window.description}`);
      const exit = await stopped.process.terminate(boundMs + 10_000);
      announce(
        exit
          ? `FAULT ${stopped.name} exited ${exit.code} ${(exit.ms / 1000).toFixed(1)} s after SIGTERM (bound ${boundMs / 1000} s)`
          : `FAULT ${stopped.name} had not exited ${(boundMs + 10_000) / 1000} s after SIGTERM: killed`,
      );
      // A lease left held blocks every instance until it expires, the restarted one too, so the look at the leases
      // goes on while the instance starts again.
      const leases = leasesLeftAtExit(context.postgresUrl).then((found) => {
        window.shutdown = {
          instance: stopped.name,
          exit,
          boundMs,
          leasesAtExit: found.atExit,
          leasesLeft: found.left,
        };
        announce(
          `FAULT ${found.atExit} leases held when ${stopped.name} exited, ${found.left.length} left by it`,
        );
      });
      restarts.push(leases);
      await sleep(plan.seconds * 1000);
      announce(`FAULT starting ${stopped.name} again`);
      window.restoredAt = Date.now();
      stopped.process.start();
      restarts.push(
        stopped.process.waitHealthy(300_000).then(
          (readyAt) => {
            window.end = readyAt;
            announce(`FAULT over: ${stopped.name} answers again`);
          },
          () => announce(`FAULT ${stopped.name} did NOT come back`),
        ),
      );
      return window;
    }
    case 'simulator': {
      window.description = `delivery simulator stopped for ${plan.seconds} s`;
      announce(`FAULT ${window.description}`);
      await cluster.simulator.stop();
      await sleep(plan.seconds * 1000);
      cluster.simulator.start();
      window.end = await cluster.simulator.waitHealthy(120_000).catch(() => null);
      break;
    }
    case 'redis': {
      window.description = `Redis paused for ${plan.seconds} s (CLIENT PAUSE ${plan.seconds * 1000} ALL)`;
      announce(`FAULT ${window.description}`);
      active.redisUntil = Date.now() + plan.seconds * 1000;
      await redisCommand(context.redisUrl, `CLIENT PAUSE ${plan.seconds * 1000} ALL`);
      await sleep(plan.seconds * 1000);
      window.end = Date.now();
      await probeSignIn(context.balancerUrl, 'redis');
      break;
    }
    case 'postgres': {
      window.description = `PostgreSQL refuses the soak database for ${plan.seconds} s`;
      active.postgres = true;
      await allowConnections(context.postgresUrl, false);
      const ended = await terminateBackends(context.postgresUrl);
      announce(`FAULT ${window.description} (${ended} connections ended)`);
      await sleep(plan.seconds * 1000);
      await allowConnections(context.postgresUrl, true);
      active.postgres = false;
      window.end = Date.now();
      await probeSignIn(context.balancerUrl, 'postgres');
      break;
    }
  }
  announce(`FAULT over: ${plan.kind}${window.end === null ? ' (NOT back)' : ''}`);
  return window;
}

/** Runs the plan in order; a fault that fails to inject is announced and the next one still comes. */
export async function runFaults(plans: FaultPlan[], context: FaultContext): Promise<void> {
  for (const plan of plans) {
    await untilSecond(plan.atSecond);
    try {
      await inject(plan, context);
    } catch (error) {
      announce(`FAULT ${plan.kind} could not be injected: ${(error as Error).message}`);
    }
  }
}

/** Undoes what an interrupted fault left: the database refusing connections. Redis's pause ends by itself. */
export async function undoFaults(postgresUrl: string): Promise<void> {
  if (active.postgres) {
    await allowConnections(postgresUrl, true).catch(() => {});
    active.postgres = false;
  }
  if (active.redisUntil > Date.now()) {
    announce(
      `Redis stays paused until ${new Date(active.redisUntil).toISOString()} (the pause ends by itself)`,
    );
  }
}
