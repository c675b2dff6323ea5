import { afterEach, describe, expect, it } from 'vitest';
import { makeAccount, sessionFor } from '../test/fixtures';
import {
  AUTH_STORAGE_KEY,
  popSession,
  pushSession,
  sessionStore,
  startSession,
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
      { authToken: 'access-1', refreshToken: 'refresh-1', account: admin, returnTo: '/accounts?page=2' },
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
