import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAccount, sessionFor } from '../test/fixtures';
import { createPersistentStore } from './persistent-store';
import {
  AUTH_STORAGE_KEY,
  applyAwaitedSwitch,
  endSession,
  popSession,
  pushSession,
  sessionStore,
  startSession,
  switchSessionAt,
  updateSessionAccount,
} from './session-store';

const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Ana' });
const seller = makeAccount({ id: 5, role: 'seller', firstName: 'Sergio', email: 'seller@demo.test' });
const advertiser = makeAccount({ id: 9, role: 'advertiser', firstName: 'Diego', email: 'adv@demo.test' });

afterEach(() => sessionStore.reset());

describe('the impersonation stack', () => {
  it('pushes the current session with its page and starts the target one', () => {
    startSession(sessionFor(admin));
    pushSession(sessionFor(seller), '/accounts?page=2');

    const state = sessionStore.get();
    expect(state).toMatchObject({
      authenticated: true,
      authToken: 'access-5',
      role: 'seller',
      account: seller,
    });
    expect(state.oldUsers).toEqual([
      {
        authToken: 'access-1',
        refreshToken: 'refresh-1',
        account: admin,
        returnTo: '/accounts?page=2',
        isSpecialAdmin: false,
      },
    ]);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').oldUsers).toHaveLength(1);
  });

  it('pops back to the stored session and answers its page', () => {
    startSession(sessionFor(admin));
    pushSession(sessionFor(seller), '/accounts');

    expect(popSession()).toBe('/accounts');
    expect(sessionStore.get()).toMatchObject({
      authenticated: true,
      authToken: 'access-1',
      refreshToken: 'refresh-1',
      role: 'admin',
      account: admin,
      oldUsers: [],
    });
  });

  it('unwinds nested impersonation in order', () => {
    startSession(sessionFor(admin));
    pushSession(sessionFor(seller), '/accounts');
    pushSession(sessionFor(advertiser), '/accounts?search=die');
    expect(sessionStore.get().oldUsers.map((entry) => entry.account.id)).toEqual([1, 5]);

    expect(popSession()).toBe('/accounts?search=die');
    expect(sessionStore.get()).toMatchObject({ account: seller, authToken: 'access-5' });
    expect(popSession()).toBe('/accounts');
    expect(sessionStore.get()).toMatchObject({ account: admin, authToken: 'access-1', oldUsers: [] });
    expect(popSession()).toBeNull();
    expect(sessionStore.get().account).toEqual(admin);
  });

  it('is a plain sign-in when nobody is signed in', () => {
    pushSession(sessionFor(seller), '/accounts');
    expect(sessionStore.get()).toMatchObject({ account: seller, oldUsers: [] });
  });

  it('survives a reload', () => {
    startSession(sessionFor(admin));
    pushSession(sessionFor(seller), '/accounts');
    const stored = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}');
    expect(stored.account.id).toBe(5);
    expect(stored.oldUsers[0].account.id).toBe(1);
  });
});

describe('updating the signed-in account', () => {
  it('replaces the account it belongs to and leaves another alone', () => {
    startSession(sessionFor(admin));
    updateSessionAccount({ ...admin, firstName: 'Ana María' });
    expect(sessionStore.get().account?.firstName).toBe('Ana María');
    updateSessionAccount({ ...seller, firstName: 'Nope' });
    expect(sessionStore.get().account?.id).toBe(1);
  });
});

describe('a stored state that is no whole session', () => {
  afterEach(() => vi.resetModules());

  it.each([
    ['no refresh token', { refreshToken: null }],
    ['no access token', { authToken: null }],
    ['no account', { account: null }],
  ])('with %s is signed out, and its tokens leave storage', async (_, change) => {
    const { authToken, refreshToken } = sessionFor(admin);
    const stored = {
      authenticated: true,
      authToken,
      refreshToken,
      role: 'admin',
      account: admin,
      error: null,
      loading: false,
      oldUsers: [],
      ...change,
    };
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
    vi.resetModules();
    const fresh = await import('./session-store');
    expect(fresh.sessionStore.get()).toMatchObject({ authenticated: false, authToken: null, account: null });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('a whole one is kept as it was', async () => {
    startSession(sessionFor(admin));
    vi.resetModules();
    const fresh = await import('./session-store');
    expect(fresh.sessionStore.get()).toMatchObject({
      authenticated: true,
      authToken: 'access-1',
      account: admin,
    });
  });
});

describe("each person's own preferences", () => {
  const filters = createPersistentStore<{ status: string }>(
    'adcontrol.test-filters',
    { status: 'in progress' },
    (stored) => stored as { status: string },
    { isPerPerson: true },
  );

  afterEach(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('adcontrol.test-filters')) localStorage.removeItem(key);
    }
  });

  it('survive a log out, for that person only, and follow signing into an account and back', () => {
    startSession(sessionFor(admin));
    filters.set({ status: 'finished' });
    endSession();
    expect(localStorage.getItem('adcontrol.test-filters')).toBeNull();
    expect(filters.get()).toEqual({ status: 'in progress' });

    startSession(sessionFor(seller));
    expect(filters.get()).toEqual({ status: 'in progress' });
    filters.set({ status: 'awaiting' });
    endSession();

    startSession(sessionFor(admin));
    expect(filters.get()).toEqual({ status: 'finished' });
    pushSession(sessionFor(seller), '/accounts');
    expect(filters.get()).toEqual({ status: 'awaiting' });
    popSession();
    expect(filters.get()).toEqual({ status: 'finished' });
  });

  it('are kept by a log out in a tab that never opened their screen', async () => {
    const columns = createPersistentStore<string[]>('adcontrol.test-filters.columns', [], () => null, {
      isPerPerson: true,
    });
    startSession(sessionFor(admin));
    columns.set(['name', 'status']);
    // A fresh load of the app, whose code for this store has not loaded: only the stored list knows it.
    vi.resetModules();
    const fresh = await import('./session-store');
    fresh.endSession();
    expect(localStorage.getItem('adcontrol.test-filters.columns@1')).toBe(JSON.stringify(['name', 'status']));
    expect(localStorage.getItem('adcontrol.test-filters.columns')).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe('a change of session waiting for its page', () => {
  it('is applied when the shell reaches that page, and only there', () => {
    startSession(sessionFor(admin));
    switchSessionAt('/', () => pushSession(sessionFor(seller), '/accounts'));
    applyAwaitedSwitch('/accounts');
    expect(sessionStore.get().account).toEqual(admin);
    applyAwaitedSwitch('/');
    expect(sessionStore.get().account).toEqual(admin);

    switchSessionAt('/', () => pushSession(sessionFor(seller), '/accounts'));
    applyAwaitedSwitch('/');
    expect(sessionStore.get().account).toEqual(seller);
  });
});
