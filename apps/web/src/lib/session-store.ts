import type { Account } from '@adcontrol/domain/accounts/account';
import type { SessionTokens, SignInResponse } from '@adcontrol/domain/auth/contracts';
import { createPersistentStore, useStore } from './persistent-store';
import { PREFERENCES_STORAGE_KEY } from './preferences';
import { type AuthState, type StoredSession, storedAuthState } from './stored-auth-state';

export type { AuthState, StoredSession };

const signedOut: AuthState = {
  authenticated: false,
  authToken: null,
  refreshToken: null,
  role: null,
  account: null,
  error: null,
  loading: false,
  oldUsers: [],
};

export const AUTH_STORAGE_KEY = 'adcontrol.auth';

export const sessionStore = createPersistentStore<AuthState>(AUTH_STORAGE_KEY, signedOut, (stored) => {
  const state = storedAuthState(stored);
  return state && { ...state, loading: false };
});

// Another tab's refresh, sign-in or log out reaches this one's state at once (docs/decisions/043).
globalThis.addEventListener?.('storage', (event) => {
  if (event.key === AUTH_STORAGE_KEY || event.key === null) sessionStore.reload();
});

export function useSession(): AuthState {
  return useStore(sessionStore);
}

export function startSession(response: SignInResponse): void {
  sessionStore.set({
    ...signedOut,
    authenticated: true,
    authToken: response.authToken,
    refreshToken: response.refreshToken,
    role: response.account.role,
    account: response.account,
  });
}

/**
 * Impersonation (SPEC 4): the current session goes onto the `oldUsers` stack with the page to come back to,
 * and the target account's session takes its place. Without a current session it is a plain sign-in.
 */
export function pushSession(response: SignInResponse, returnTo: string): void {
  const current = sessionStore.get();
  const { authToken, refreshToken, account: currentAccount } = current;
  if (!current.authenticated || !authToken || !refreshToken || !currentAccount) {
    startSession(response);
    return;
  }
  const previous: StoredSession = { authToken, refreshToken, account: currentAccount, returnTo };
  startSession(response);
  sessionStore.set((state) => ({ ...state, oldUsers: [...current.oldUsers, previous] }));
}

/**
 * Return from an impersonation: the latest stored session comes back, with the rest of the stack under it.
 * Answers the page that session was on, or null when there was nothing to return to.
 */
export function popSession(): string | null {
  const { oldUsers } = sessionStore.get();
  const previous = oldUsers.at(-1);
  if (!previous) return null;
  sessionStore.set({
    ...signedOut,
    authenticated: true,
    authToken: previous.authToken,
    refreshToken: previous.refreshToken,
    role: previous.account.role,
    account: previous.account,
    oldUsers: oldUsers.slice(0, -1),
  });
  return previous.returnTo;
}

/** The signed-in account changed its own profile: the shell and the stored state show the new values. */
export function updateSessionAccount(next: Account): void {
  sessionStore.set((state) =>
    state.account?.id === next.id ? { ...state, account: next, role: next.role } : state,
  );
}

export function replaceTokens(tokens: SessionTokens): void {
  sessionStore.set((state) => ({ ...state, ...tokens }));
}

/** Every refresh token this browser holds: the session's, then those on the impersonation stack. */
export function heldRefreshTokens(): string[] {
  const { refreshToken, oldUsers } = sessionStore.get();
  return [refreshToken, ...oldUsers.map((session) => session.refreshToken)].filter((token): token is string =>
    Boolean(token),
  );
}

/** Logout or reset clears everything, local storage included (SPEC 4); preferences are kept. */
export function endSession(): void {
  sessionStore.reset();
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('adcontrol.') && key !== PREFERENCES_STORAGE_KEY) localStorage.removeItem(key);
    }
  } catch {
    // storage unavailable
  }
}
