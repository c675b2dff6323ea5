import type { Account } from '@adcontrol/domain/accounts/account';
import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import { sessionStore } from '../lib/session-store';

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 1,
    role: 'admin',
    firstName: 'Ana',
    lastName: 'Pérez',
    company: 'adcontrol',
    email: 'admin@demo.adcontrol.test',
    language: 'en',
    timezone: 'America/Santiago',
    avatar: null,
    country: 'CL',
    parentId: null,
    advertisersLinked: [],
    confirmed: true,
    createdAt: '2026-01-15T12:00:00.000Z',
    ...overrides,
  };
}

export function sessionFor(account: Account, tokenSuffix = String(account.id)): SignInResponse {
  return { authToken: `access-${tokenSuffix}`, refreshToken: `refresh-${tokenSuffix}`, account };
}

/** Signs in without the login screen, as a stored session would after a reload. */
export function signInAs(account: Account): void {
  const { authToken, refreshToken } = sessionFor(account);
  sessionStore.set({
    authenticated: true,
    authToken,
    refreshToken,
    role: account.role,
    account,
    error: null,
    loading: false,
    oldUsers: [],
  });
}
