import { account } from '@adcontrol/domain/accounts/account';
import type { SessionTokens, SignInResponse } from '@adcontrol/domain/auth/contracts';
import { roleSchema } from '@adcontrol/domain/shared/enums';
import { z } from 'zod';
import { createPersistentStore, useStore } from './persistent-store';

const storedSession = z.object({
  authToken: z.string(),
  refreshToken: z.string(),
  account,
});

/** SPEC 3 Auth state; `oldUsers` is the impersonation stack of earlier sessions. */
const authState = z.object({
  authenticated: z.boolean(),
  authToken: z.string().nullable(),
  refreshToken: z.string().nullable(),
  role: roleSchema.nullable(),
  account: account.nullable(),
  error: z.string().nullable(),
  loading: z.boolean(),
  oldUsers: z.array(storedSession.extend({ returnTo: z.string() })),
});
export type AuthState = z.infer<typeof authState>;

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
  const parsed = authState.safeParse(stored);
  return parsed.success ? { ...parsed.data, loading: false } : null;
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

export function replaceTokens(tokens: SessionTokens): void {
  sessionStore.set((state) => ({ ...state, ...tokens }));
}

/** Logout or reset clears everything, local storage included (SPEC 4); preferences are kept. */
export function endSession(): void {
  sessionStore.reset();
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('adcontrol.') && key !== 'adcontrol.preferences') localStorage.removeItem(key);
    }
  } catch {
    // storage unavailable
  }
}
