import type { SessionTokens, SignInRequest, SignInResponse } from '@adcontrol/domain/auth/contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accountByEmail, accountById, presentAccount } from '../accounts/service';
import { recordLoginEvent } from '../events/service';
import { hashPassword, verifyPassword } from './password';
import { issueRefreshToken, spendRefreshToken } from './refresh-tokens';
import { type Caller, signAccessToken } from './tokens';

export interface AuthDependencies {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlDays'>;
  now?: () => Date;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

/** Verifying against a throwaway hash when no account matches keeps the answer time the same either way. */
const decoyHash = hashPassword('decoy password for unknown accounts');

export async function signIn(
  deps: AuthDependencies,
  credentials: SignInRequest,
  client: ClientInfo,
): Promise<SignInResponse> {
  const row = await accountByEmail(deps.db, credentials.email);
  const isValid = row
    ? await verifyPassword(credentials.password, row.passwordHash)
    : await verifyPassword(credentials.password, await decoyHash).then(() => false);

  await recordLoginEvent(deps.db, {
    accountId: row?.id ?? null,
    email: credentials.email,
    success: isValid,
    actingAccountId: null,
    ...client,
  });
  if (!row || !isValid) {
    throw new AppError('INVALID_CREDENTIALS', 'The email and/or password are incorrect');
  }
  if (!row.confirmedAt) {
    throw new AppError('FORBIDDEN', 'Please confirm your e-mail address before signing in', {
      field: 'email',
    });
  }
  const tokens = await issueTokens(deps, { accountId: row.id, role: row.role, actingAccountId: null });
  return { ...tokens, account: await presentAccount(deps.db, row) };
}

export async function refreshSession(deps: AuthDependencies, refreshToken: string): Promise<SessionTokens> {
  const now = deps.now?.() ?? new Date();
  const spent = await spendRefreshToken(deps.db, refreshToken, now);
  const row = await accountById(deps.db, spent.accountId);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Account no longer exists');
  return issueTokens(
    deps,
    { accountId: row.id, role: row.role, actingAccountId: spent.actingAccountId },
    spent.familyId,
  );
}

async function issueTokens(
  deps: AuthDependencies,
  caller: Caller,
  familyId?: string,
): Promise<SessionTokens> {
  const now = deps.now?.() ?? new Date();
  const settings = {
    secret: deps.config.jwtSecret,
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
  };
  const authToken = await signAccessToken(settings, caller, now);
  const refreshToken = await issueRefreshToken(
    deps.db,
    { accountId: caller.accountId, actingAccountId: caller.actingAccountId },
    deps.config.refreshTokenTtlDays,
    now,
    familyId,
  );
  return { authToken, refreshToken };
}
