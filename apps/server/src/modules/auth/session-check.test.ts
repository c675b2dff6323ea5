import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createSessionCheck, sessionsRevoked } from './session-check';

const SESSION = '5f0c7a52-8f0e-4a4e-9d7e-2f4b1c3d9a10';
const CACHE_MS = 2_000;

/** The database as the check reads it: one row when the session is open, none when it has ended. */
function fakeDatabase() {
  const state = { isOpen: true, queries: 0 };
  const chain = {
    select: () => chain,
    from: () => chain,
    where: () => chain,
    limit: async () => {
      state.queries += 1;
      return state.isOpen ? [{ one: 1 }] : [];
    },
  };
  return { db: chain as unknown as Db, state };
}

function setUp() {
  const { db, state } = fakeDatabase();
  const clock = { now: 1_000_000 };
  const check = createSessionCheck(db, CACHE_MS, () => clock.now);
  return { check, state, clock };
}

describe('the session check', () => {
  it('looks once per session within the cache bound, for every request that arrives meanwhile', async () => {
    const { check, state, clock } = setUp();
    expect(await Promise.all([check.isLive(SESSION), check.isLive(SESSION)])).toEqual([true, true]);
    clock.now += CACHE_MS - 1;
    expect(await check.isLive(SESSION)).toBe(true);
    expect(state.queries).toBe(1);
  });

  it('sees a revocation made by another instance at most the cache bound later', async () => {
    const { check, state, clock } = setUp();
    await check.isLive(SESSION);
    state.isOpen = false;
    clock.now += CACHE_MS - 1;
    expect(await check.isLive(SESSION)).toBe(true);
    clock.now += 1;
    expect(await check.isLive(SESSION)).toBe(false);
  });

  it('sees a revocation made by this instance at once', async () => {
    const { check, state } = setUp();
    await check.isLive(SESSION);
    state.isOpen = false;
    sessionsRevoked();
    expect(await check.isLive(SESSION)).toBe(false);
  });

  it('keeps an ended session ended without asking again', async () => {
    const { check, state, clock } = setUp();
    state.isOpen = false;
    expect(await check.isLive(SESSION)).toBe(false);
    clock.now += CACHE_MS * 10;
    sessionsRevoked();
    expect(await check.isLive(SESSION)).toBe(false);
    expect(state.queries).toBe(1);
  });

  it('answers no for a session id that is not one the server makes, without asking', async () => {
    const { check, state } = setUp();
    expect(await check.isLive("x' or 1=1 --")).toBe(false);
    expect(state.queries).toBe(0);
  });
});
