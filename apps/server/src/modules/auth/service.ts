import { randomUUID } from 'node:crypto';
import type {
  SessionTokens,
  SignInRequest,
  SignInResponse,
  SignUpRequest,
} from '@adcontrol/domain/auth/contracts';
import type { OkResponse } from '@adcontrol/domain/contract/common';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import {
  accountByEmail,
  accountById,
  addAccount,
  confirmEmail,
  emailTaken,
  isSpecialAdmin,
  presentAccount,
  recordAccountActivity,
  setPasswordHash,
} from '../accounts/index';
import { recordLoginEvent } from '../events/service';
import { type IpGeolocation, marketOfIp } from '../geo/ip-geolocation';
import type { Mailer } from '../mail/mailer';
import { confirmationMail } from '../mail/templates';
import { type AuthRateLimiter, RateLimitedError } from '../rate-limit/index';
import { issueOneTimeToken, spendOneTimeToken } from './one-time-tokens';
import { hashPassword, needsRehash, verifyPassword } from './password';
import {
  issueRefreshToken,
  replayedAnswer,
  revokeFamiliesOf,
  rotationKeyOf,
  spendRefreshToken,
  successorOf,
} from './refresh-tokens';
import { sessionsRevoked } from './session-check';
import { type Caller, signAccessToken } from './tokens';

export interface AuthDependencies {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlDays' | 'sessions'>;
  now?: () => Date;
}

/** What the public auth calls need beyond issuing tokens: limits, e-mail, links and the IP's country. */
export interface AccountAccessDependencies extends AuthDependencies {
  specialAdminEmails: readonly string[];
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
  if (needsRehash(row.passwordHash)) await rehashPassword(deps.db, row.id, credentials.password);
  if (!row.confirmedAt) {
    throw new AppError('FORBIDDEN', MESSAGES['auth.confirmFirst'].en, { field: 'email' });
  }
  const tokens = await issueSessionFor(deps, { accountId: row.id, role: row.role, actingAccountId: null });
  return {
    ...tokens,
    account: await presentAccount(deps.db, row),
    isSpecialAdmin: isSpecialAdmin(deps, row),
  };
}

/** A hash of older parameters (or scrypt) is replaced while the password is at hand (docs/decisions/043). */
async function rehashPassword(db: Db, accountId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await setPasswordHash(db, accountId, passwordHash);
}

export async function refreshSession(deps: AuthDependencies, refreshToken: string): Promise<SessionTokens> {
  const now = deps.now?.() ?? new Date();
  // The spend and the successor are stored together, the token's row locked meanwhile (docs/decisions/071).
  const answer = await deps.db.transaction(async (tx) => {
    const spent = await spendRefreshToken(tx, refreshToken, now, graceMsOf(deps.config));
    if ('replayedFamilyId' in spent) return null;
    const row = await accountById(tx, spent.accountId);
    if (!row) throw new AppError('UNAUTHENTICATED', 'Account no longer exists', { key: 'auth.accountGone' });
    const caller = { accountId: row.id, role: row.role, actingAccountId: spent.actingAccountId };
    const successor = successorOf(rotationKeyOf(deps.config.jwtSecret), refreshToken);
    if (spent.isRepeat) {
      // The same pair as the first exchange: the access token is signed again at the same instant, byte for byte.
      const authToken = await signAccessToken(
        tokenSettingsOf(deps.config),
        { ...caller, sessionId: spent.familyId },
        spent.issuedAt,
      );
      return { authToken, refreshToken: successor };
    }
    return issueSessionFor({ ...deps, db: tx, now: () => spent.issuedAt }, caller, spent.familyId, successor);
  });
  if (answer) return answer;
  // The replay's family was revoked in the transaction; this instance's cached sessions go with it at once.
  sessionsRevoked();
  throw replayedAnswer();
}

/**
 * The grace window never outlasts an access token, so the pair a repeat answers is always still usable
 * (docs/decisions/043).
 */
function graceMsOf(config: AuthDependencies['config']): number {
  return Math.min(config.sessions.reuseGraceSeconds, config.accessTokenTtlSeconds) * 1000;
}

function tokenSettingsOf(config: AuthDependencies['config']) {
  return { secret: config.jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds };
}

/**
 * An access token and a refresh token for the caller. A new sign-in starts a family; a refresh continues
 * its family, whose id the access token carries as the session (`sid`).
 */
export async function issueSessionFor(
  deps: AuthDependencies,
  caller: Caller,
  familyId: string = randomUUID(),
  refreshToken?: string,
): Promise<SessionTokens> {
  const now = deps.now?.() ?? new Date();
  const authToken = await signAccessToken(
    tokenSettingsOf(deps.config),
    { ...caller, sessionId: familyId },
    now,
  );
  const issued = await issueRefreshToken(
    deps.db,
    { accountId: caller.accountId, actingAccountId: caller.actingAccountId },
    deps.config.refreshTokenTtlDays,
    now,
    familyId,
    refreshToken,
  );
  return { authToken, refreshToken: issued };
}

/**
 * POST /auth/sign-out: ends the sessions whose refresh tokens the client holds (its own and, when it signed
 * into other accounts, each one on its impersonation stack), their access tokens included.
 */
export async function signOut(deps: AuthDependencies, refreshTokens: readonly string[]): Promise<OkResponse> {
  await revokeFamiliesOf(deps.db, refreshTokens, deps.now?.() ?? new Date());
  return OK;
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
      const row = await addAccount(tx, {
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
    await confirmEmail(tx, accountId, now);
    const actor = { accountId, actingAccountId: null, ip: client.ip };
    await recordAccountActivity(tx, actor, 'auth.confirmed', accountId, {});
  });
  return OK;
}
