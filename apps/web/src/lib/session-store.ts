import type { Account } from '@adcontrol/domain/accounts/account';
import type { SessionTokens, SignInResponse } from '@adcontrol/domain/auth/contracts';
import {
  createPersistentStore,
  PER_PERSON_KEYS_KEY,
  perPersonStoreKeys,
  reloadStore,
  useStore,
} from './persistent-store';
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
  isSpecialAdmin: false,
};

export const AUTH_STORAGE_KEY = 'adcontrol.auth';

export const sessionStore = createPersistentStore<AuthState>(AUTH_STORAGE_KEY, signedOut, (stored) => {
  const state = storedAuthState(stored);
  return state && { ...state, loading: false };
});

// What was stored but is no whole session (no refresh token, say) goes from storage too: no token outlives it.
if (!sessionStore.get().authenticated) sessionStore.reset();

// Another tab's refresh, sign-in or log out reaches this one's state at once (docs/decisions/043).
globalThis.addEventListener?.('storage', (event) => {
  if (event.key === AUTH_STORAGE_KEY || event.key === null) sessionStore.reload();
});

export function useSession(): AuthState {
  return useStore(sessionStore);
}

/** Whose data the app holds: the account and, under it, the people on the impersonation stack. */
export function holderOf(state: AuthState): string | null {
  if (!state.authenticated || !state.account) return null;
  return [...state.oldUsers.map((entry) => entry.account.id), state.account.id].join('>');
}

/**
 * Called whenever the person the app works for changes (sign-in, log out, signing into another account and
 * back, another tab doing any of these), before anything renders for the new one: what was fetched for the
 * previous one must go (the query cache).
 */
export function onHolderChange(listener: () => void): () => void {
  let holder = holderOf(sessionStore.get());
  return sessionStore.subscribe(() => {
    const next = holderOf(sessionStore.get());
    if (next === holder) return;
    holder = next;
    listener();
  });
}

/** The value a per-person store had for this account when it last signed out (or was left). */
const setAsideKey = (key: string, accountId: number) => `${key}@${accountId}`;
const isSetAside = (key: string) => /@\d+$/.test(key);

/**
 * Per-person preferences (Control's filters and columns, say) follow whoever the session speaks for: the
 * leaving account's values are set aside under its id, the arriving one's come back (or the defaults).
 */
function handOverPreferences(from: number | null, to: number | null): void {
  if (from === to) return;
  for (const key of perPersonStoreKeys()) {
    try {
      const current = localStorage.getItem(key);
      if (from !== null) {
        if (current === null) localStorage.removeItem(setAsideKey(key, from));
        else localStorage.setItem(setAsideKey(key, from), current);
      }
      const next = to === null ? null : localStorage.getItem(setAsideKey(key, to));
      if (next === null) localStorage.removeItem(key);
      else localStorage.setItem(key, next);
    } catch {
      // storage unavailable: the values stay in this tab only
    }
    reloadStore(key);
  }
}

function setSession(next: AuthState): void {
  handOverPreferences(sessionStore.get().account?.id ?? null, next.account?.id ?? null);
  sessionStore.set(next);
}

function sessionOf(response: SignInResponse): AuthState {
  return {
    ...signedOut,
    authenticated: true,
    authToken: response.authToken,
    refreshToken: response.refreshToken,
    role: response.account.role,
    account: response.account,
    isSpecialAdmin: response.isSpecialAdmin === true,
  };
}

export function startSession(response: SignInResponse): void {
  setSession(sessionOf(response));
}

/**
 * Impersonation (SPEC 4): the current session goes onto the `oldUsers` stack with the page to come back to,
 * and the target account's session takes its place. Without a current session it is a plain sign-in.
 */
export function pushSession(response: SignInResponse, returnTo: string): void {
  const current = sessionStore.get();
  const { authToken, refreshToken, account: currentAccount, isSpecialAdmin } = current;
  if (!current.authenticated || !authToken || !refreshToken || !currentAccount) {
    startSession(response);
    return;
  }
  const previous: StoredSession = {
    authToken,
    refreshToken,
    account: currentAccount,
    returnTo,
    isSpecialAdmin,
  };
  setSession({ ...sessionOf(response), oldUsers: [...current.oldUsers, previous] });
}

/**
 * Return from an impersonation: the latest stored session comes back, with the rest of the stack under it.
 * Answers the page that session was on, or null when there was nothing to return to.
 */
export function popSession(): string | null {
  const { oldUsers } = sessionStore.get();
  const previous = oldUsers.at(-1);
  if (!previous) return null;
  setSession({
    ...signedOut,
    authenticated: true,
    authToken: previous.authToken,
    refreshToken: previous.refreshToken,
    role: previous.account.role,
    account: previous.account,
    isSpecialAdmin: previous.isSpecialAdmin,
    oldUsers: oldUsers.slice(0, -1),
  });
  return previous.returnTo;
}

/** The page the latest stored session was on, where Return takes it back. */
export function returnPage(): string | null {
  return sessionStore.get().oldUsers.at(-1)?.returnTo ?? null;
}

let awaitedSwitch: { page: string; apply: () => void } | null = null;

/**
 * A change of session (signing into an account, returning from it) that waits for the page it opens: the
 * shell applies it once that page is the address, before drawing it, so no page of one session is ever drawn
 * under the other's role (which the route guard would refuse, sending the person to /restricted).
 */
export function switchSessionAt(page: string, apply: () => void): void {
  awaitedSwitch = { page, apply };
}

/** The page a session change waits for, if any: the shell draws nothing there until it is applied. */
export function awaitedSwitchPage(): string | null {
  return awaitedSwitch?.page ?? null;
}

/** Applies the awaited change when `page` is its page; the first other page the shell reaches drops it. */
export function applyAwaitedSwitch(page: string): void {
  const awaited = awaitedSwitch;
  awaitedSwitch = null;
  if (awaited?.page === page) awaited.apply();
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

/**
 * Logout or reset clears everything, local storage included (SPEC 4), but for preferences: the app's
 * (theme, language, layout) and each person's own (Control's filters), set aside for their next sign-in.
 */
export function endSession(): void {
  handOverPreferences(sessionStore.get().account?.id ?? null, null);
  sessionStore.reset();
  try {
    for (const key of Object.keys(localStorage)) {
      const isKept = key === PREFERENCES_STORAGE_KEY || key === PER_PERSON_KEYS_KEY || isSetAside(key);
      if (key.startsWith('adcontrol.') && !isKept) {
        localStorage.removeItem(key);
      }
    }
  } catch {
    // storage unavailable
  }
}
