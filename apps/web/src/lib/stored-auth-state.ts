import type { Account } from '@adcontrol/domain/accounts/account';
import { COUNTRIES, LANGUAGES, ROLES, type Role } from '@adcontrol/domain/shared/enum-values';

/** SPEC 3 Auth state; `oldUsers` is the impersonation stack of earlier sessions. */
export interface AuthState {
  authenticated: boolean;
  authToken: string | null;
  refreshToken: string | null;
  role: Role | null;
  account: Account | null;
  error: string | null;
  loading: boolean;
  oldUsers: StoredSession[];
  /** One of SPEC 6's special admins, as the server said at sign-in: they may also sign into other admins. */
  isSpecialAdmin?: boolean;
}

export interface StoredSession {
  authToken: string;
  refreshToken: string;
  account: Account;
  returnTo: string;
  isSpecialAdmin?: boolean;
}

type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
/** A field added later: a state stored before it had none, which reads as false. */
const isOptionalBoolean: Check = (value) => value === undefined || isBoolean(value);
const isInteger: Check = (value) => Number.isInteger(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const oneOf =
  (allowed: readonly unknown[]): Check =>
  (value) =>
    allowed.includes(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of the contract's `account` (packages/domain/src/accounts/account.ts), checked one by one. */
const ACCOUNT_FIELDS: Record<keyof Account, Check> = {
  id: isInteger,
  role: oneOf(ROLES),
  firstName: nullable(isString),
  lastName: nullable(isString),
  company: nullable(isString),
  email: (value) => typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value),
  language: oneOf(LANGUAGES),
  timezone: isString,
  avatar: nullable(isString),
  country: nullable(oneOf(COUNTRIES)),
  parentId: nullable(isInteger),
  advertisersLinked: (value) => Array.isArray(value) && value.every(isInteger),
  confirmed: isBoolean,
  createdAt: isString,
};

/** The object with only `fields`, when every one of them passes its check; null otherwise. */
function pick<T>(value: unknown, fields: Record<string, Check>): T | null {
  if (!isRecord(value)) return null;
  const picked: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(fields)) {
    if (!check(value[key])) return null;
    picked[key] = value[key];
  }
  return picked as T;
}

const toAccount = (value: unknown) => pick<Account>(value, ACCOUNT_FIELDS);
const isAccount: Check = (value) => toAccount(value) !== null;

const STORED_SESSION_FIELDS: Record<keyof StoredSession, Check> = {
  authToken: isString,
  refreshToken: isString,
  account: isAccount,
  returnTo: isString,
  isSpecialAdmin: isOptionalBoolean,
};

const AUTH_STATE_FIELDS: Record<keyof AuthState, Check> = {
  authenticated: isBoolean,
  authToken: nullable(isString),
  refreshToken: nullable(isString),
  role: nullable(oneOf(ROLES)),
  account: nullable(isAccount),
  error: nullable(isString),
  loading: isBoolean,
  oldUsers: (value) =>
    Array.isArray(value) && value.every((entry) => pick(entry, STORED_SESSION_FIELDS) !== null),
  isSpecialAdmin: isOptionalBoolean,
};

/**
 * The auth state kept in localStorage, or null when it has another shape (written by an older version, or
 * edited by hand) or is no whole session: signed out, or signed in without both tokens and the account (with no
 * refresh token the session could not outlive its access token, SPEC 4). Unknown keys are dropped. Plain checks instead of the contract's zod schema because this
 * runs before the first paint, in the entry, which ships without zod (decision 013); the test beside it holds
 * it to the contract's `account` schema.
 */
export function storedAuthState(stored: unknown): AuthState | null {
  const state = pick<AuthState>(stored, AUTH_STATE_FIELDS);
  if (!state?.authenticated || !state.authToken || !state.refreshToken || !state.account) return null;
  return {
    ...state,
    account: toAccount(state.account),
    isSpecialAdmin: state.isSpecialAdmin === true,
    oldUsers: state.oldUsers.map((entry) => {
      const session = pick<StoredSession>(entry, STORED_SESSION_FIELDS) as StoredSession;
      return {
        ...session,
        account: toAccount(session.account) as Account,
        isSpecialAdmin: session.isSpecialAdmin === true,
      };
    }),
  };
}
