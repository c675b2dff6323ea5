import { randomUUID } from 'node:crypto';
import type {
  ResetPasswordRequest,
  SessionTokens,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
} from '@adcontrol/domain/auth/contracts';
import type { OkResponse } from '@adcontrol/domain/contract/common';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accounts, oneTimeTokens } from '../../db/schema';
import { recordAccountActivity } from '../accounts/audit';
import { emailTaken, isUniqueViolation } from '../accounts/input-checks';
import { insertAccount } from '../accounts/repository';
import { accountByEmail, accountById, presentAccount } from '../accounts/service';
import { recordLoginEvent } from '../events/service';
import { type IpGeolocation, marketOfIp } from '../geo/ip-geolocation';
import type { Mailer } from '../mail/mailer';
import { confirmationMail, passwordResetMail } from '../mail/templates';
import { type AuthRateLimiter, RateLimitedError } from '../rate-limit/limiter';
import { issueOneTimeToken, spendOneTimeToken, spendOpenTokens } from './one-time-tokens';
import { hashPassword, verifyPassword } from './password';
import { issueRefreshToken, revokeAccountSessions, spendRefreshToken } from './refresh-tokens';
import { hashToken } from './secret-tokens';
import { type Caller, signAccessToken } from './tokens';

export interface AuthDependencies {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlDays'>;
  now?: () => Date;
}

/** What the public auth calls need beyond issuing tokens: limits, e-mail, links and the IP's country. */
export interface AccountAccessDependencies extends AuthDependencies {
  limiter: AuthRateLimiter;
  mailer: Mailer;
  geolocation: IpGeolocation;
  publicUrl: string;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

const OK: OkResponse = { success: true };

/** Verifying against a throwaway hash when no account matches keeps the answer time the same either way. */
const decoyHash = hashPassword('decoy password for unknown accounts');

export async function signIn(
  deps: AccountAccessDependencies,
  credentials: SignInRequest,
  client: ClientInfo,
): Promise<SignInResponse> {
  const attempt = { email: credentials.email, actingAccountId: null, ...client };
  try {
    await deps.limiter.hitIp('sign-in', client.ip ?? undefined);
    await deps.limiter.checkAccount('sign-in', credentials.email);
  } catch (error) {
    if (error instanceof RateLimitedError) {
      const row = await accountByEmail(deps.db, credentials.email);
      await recordLoginEvent(deps.db, { ...attempt, accountId: row?.id ?? null, success: false });
    }
    throw error;
  }

  const row = await accountByEmail(deps.db, credentials.email);
  const isValid = row
    ? await verifyPassword(credentials.password, row.passwordHash)
    : await verifyPassword(credentials.password, await decoyHash).then(() => false);

  await recordLoginEvent(deps.db, { ...attempt, accountId: row?.id ?? null, success: isValid });
  if (!row || !isValid) {
    // Only failures count against the account: its owner signing in often is never locked out.
    await deps.limiter.hitAccount('sign-in', credentials.email);
    throw new AppError('INVALID_CREDENTIALS', MESSAGES['auth.invalidCredentials'].en);
  }
  await deps.limiter.clearAccount('sign-in', credentials.email);
  if (!row.confirmedAt) {
    throw new AppError('FORBIDDEN', MESSAGES['auth.confirmFirst'].en, { field: 'email' });
  }
  const tokens = await issueSessionFor(deps, { accountId: row.id, role: row.role, actingAccountId: null });
  return { ...tokens, account: await presentAccount(deps.db, row) };
}

export async function refreshSession(deps: AuthDependencies, refreshToken: string): Promise<SessionTokens> {
  const now = deps.now?.() ?? new Date();
  const spent = await spendRefreshToken(deps.db, refreshToken, now);
  const row = await accountById(deps.db, spent.accountId);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Account no longer exists');
  return issueSessionFor(
    deps,
    { accountId: row.id, role: row.role, actingAccountId: spent.actingAccountId },
    spent.familyId,
  );
}

/**
 * An access token and a refresh token for the caller. A new sign-in starts a family; a refresh continues
 * its family, whose id the access token carries as the session (`sid`).
 */
export async function issueSessionFor(
  deps: AuthDependencies,
  caller: Caller,
  familyId: string = randomUUID(),
): Promise<SessionTokens> {
  const now = deps.now?.() ?? new Date();
  const settings = {
    secret: deps.config.jwtSecret,
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
  };
  const authToken = await signAccessToken(settings, { ...caller, sessionId: familyId }, now);
  const refreshToken = await issueRefreshToken(
    deps.db,
    { accountId: caller.accountId, actingAccountId: caller.actingAccountId },
    deps.config.refreshTokenTtlDays,
    now,
    familyId,
  );
  return { authToken, refreshToken };
}

/**
 * POST /auth/sign-up: an advertiser with no parent, unconfirmed until the e-mailed link is opened. The
 * account, its link and the e-mail succeed together or not at all.
 */
export async function signUp(
  deps: AccountAccessDependencies,
  input: SignUpRequest,
  client: ClientInfo,
): Promise<OkResponse> {
  await deps.limiter.hitIp('sign-up', client.ip ?? undefined);
  await deps.limiter.hitAccount('sign-up', input.email);
  if (await accountByEmail(deps.db, input.email)) throw emailTaken();
  const now = deps.now?.() ?? new Date();
  const country = input.country ?? (await marketOfIp(deps.geolocation, client.ip ?? undefined)) ?? null;
  const passwordHash = await hashPassword(input.password);
  try {
    await deps.db.transaction(async (tx) => {
      const row = await insertAccount(tx, {
        role: 'advertiser',
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName ?? null,
        company: input.company ?? null,
        ...(input.language ? { language: input.language } : {}),
        country,
        parentId: null,
        confirmedAt: null,
      });
      await recordAccountActivity(
        tx,
        { accountId: row.id, actingAccountId: null, ip: client.ip },
        'auth.signed_up',
        row.id,
        {
          email: row.email,
          country: row.country,
        },
      );
      const token = await issueOneTimeToken(tx, row.id, 'email_confirmation', now);
      await deps.mailer.send(confirmationMail(row, `${deps.publicUrl}/confirm/${token}`));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  return { success: true, message: 'Check your e-mail to confirm your account' };
}

/** POST /auth/confirm: the link's token confirms the address once. */
export async function confirmAccount(
  deps: AuthDependencies,
  token: string,
  client: ClientInfo,
): Promise<OkResponse> {
  const now = deps.now?.() ?? new Date();
  await deps.db.transaction(async (tx) => {
    const accountId = await spendOneTimeToken(tx, token, 'email_confirmation', now);
    await tx
      .update(accounts)
      .set({ confirmedAt: now })
      .where(and(eq(accounts.id, accountId), isNull(accounts.confirmedAt)));
    const actor = { accountId, actingAccountId: null, ip: client.ip };
    await recordAccountActivity(tx, actor, 'auth.confirmed', accountId, {});
  });
  return OK;
}

/**
 * POST /auth/forgot-password: e-mails a reset link when the address has an account, and answers the same
 * either way, so the call never tells who has an account.
 */
export async function forgotPassword(
  deps: AccountAccessDependencies,
  email: string,
  client: ClientInfo,
): Promise<OkResponse> {
  await deps.limiter.hitIp('forgot-password', client.ip ?? undefined);
  await deps.limiter.hitAccount('forgot-password', email);
  const row = await accountByEmail(deps.db, email);
  if (row) {
    const now = deps.now?.() ?? new Date();
    await deps.db.transaction(async (tx) => {
      const token = await issueOneTimeToken(tx, row.id, 'password_reset', now);
      const actor = { accountId: row.id, actingAccountId: null, ip: client.ip };
      await recordAccountActivity(tx, actor, 'auth.password_reset_requested', row.id, {});
      await deps.mailer.send(passwordResetMail(row, `${deps.publicUrl}/reset-password/${token}`));
    });
  }
  return OK;
}

/**
 * POST /auth/reset-password: a new password from the e-mailed link. The link proves the address, so it also
 * confirms an unconfirmed account; every session of the account ends and every other reset link dies.
 */
export async function resetPassword(
  deps: AccountAccessDependencies,
  input: ResetPasswordRequest,
  client: ClientInfo,
): Promise<OkResponse> {
  await deps.limiter.hitIp('reset-password', client.ip ?? undefined);
  const owner = await tokenOwner(deps.db, input.token);
  if (owner !== null) await deps.limiter.hitAccount('reset-password', String(owner));
  const now = deps.now?.() ?? new Date();
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const accountId = await spendOneTimeToken(tx, input.token, 'password_reset', now);
    const [row] = await tx
      .select({ confirmedAt: accounts.confirmedAt })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    await tx
      .update(accounts)
      .set({ passwordHash, confirmedAt: row?.confirmedAt ?? now })
      .where(eq(accounts.id, accountId));
    await spendOpenTokens(tx, accountId, 'password_reset', now);
    await revokeAccountSessions(tx, accountId, now);
    await recordAccountActivity(
      tx,
      { accountId, actingAccountId: null, ip: client.ip },
      'auth.password_reset',
      accountId,
      {},
    );
  });
  return { success: true, message: MESSAGES['auth.passwordReset'].en };
}

/** The account a reset token was made for, to count attempts against it before the token is spent. */
async function tokenOwner(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .select({ accountId: oneTimeTokens.accountId })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.accountId ?? null;
}
