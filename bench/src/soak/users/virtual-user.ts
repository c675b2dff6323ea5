import type { Role } from '@adcontrol/domain/shared/enum-values';
import { probeLoggedOut } from '../invariants/sessions';
import { sleep } from '../timeline';
import { findAdvertisers } from './actions-browse';
import { MENUS } from './roles';
import { demoEmail, Session } from './session';
import { between, type User, weighted } from './user-state';
import { isRunning, type World } from './world';

export interface UserSummary {
  name: string;
  role: Role;
  actions: number;
  signIns: number;
  logOuts: number;
  lostSessions: number;
  /** Exceptions in the user's own code (never the server's answers): a harness bug if any. */
  harnessErrors: string[];
}

export interface Pace {
  /** Think time between actions, ms. */
  thinkMs: [number, number];
  /** Actions between an explicit token refresh, and between a log out and the next sign-in. */
  refreshEvery: [number, number];
  logOutEvery: [number, number];
}

/**
 * One person of `role` working until the run ends: signs in, does what the role does with a pause between
 * actions, refreshes now and then, logs out and signs in again; each log out is checked on every instance.
 */
export async function runUser(world: World, role: Role, index: number, pace: Pace): Promise<UserSummary> {
  const name = `${role}-${index}`;
  // Each person comes from an address of their own (TEST-NET-2), as the balancer forwards it.
  const octet = 10 + Object.keys(MENUS).indexOf(role) * 20 + index;
  const session = new Session(world, name, demoEmail(role), `198.51.100.${octet}`);
  const user: User = {
    name,
    role,
    session,
    world,
    campaigns: [],
    audiences: [],
    seen: [],
    advertiserIds: [],
    imageUrl: null,
    actions: 0,
  };
  const summary: UserSummary = {
    name,
    role,
    actions: 0,
    signIns: 0,
    logOuts: 0,
    lostSessions: 0,
    harnessErrors: [],
  };
  const probes: Promise<void>[] = [];
  let nextRefresh = between(...pace.refreshEvery);
  let nextLogOut = between(...pace.logOutEvery);

  const logOut = async () => {
    // A fresh access token first, so the check after the log out is not answered by its expiry.
    const before = session.tokens?.refreshToken ?? null;
    if (!(await session.refresh())) return;
    const tokens = await session.logOut();
    if (!tokens) return;
    summary.logOuts += 1;
    probes.push(probeLoggedOut(world, name, tokens, before, Date.now()));
  };

  while (isRunning(world)) {
    if (!session.tokens) {
      if (!(await session.signIn())) {
        await sleep(2_000);
        continue;
      }
      summary.signIns += 1;
      if (user.advertiserIds.length === 0) await findAdvertisers(user);
    }
    try {
      await weighted(MENUS[role])(user);
    } catch (error) {
      if (summary.harnessErrors.length < 5)
        summary.harnessErrors.push(String((error as Error).stack ?? error));
    }
    user.actions += 1;
    if (user.actions >= nextRefresh) {
      await session.refresh();
      nextRefresh = user.actions + between(...pace.refreshEvery);
    }
    if (user.actions >= nextLogOut) {
      await logOut();
      nextLogOut = user.actions + between(...pace.logOutEvery);
    }
    await sleep(between(...pace.thinkMs));
  }
  await logOut();
  await Promise.all(probes);
  summary.actions = user.actions;
  summary.lostSessions = session.lostSessions;
  return summary;
}
