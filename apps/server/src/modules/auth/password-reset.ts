import type { ResetPasswordRequest } from '@adcontrol/domain/auth/contracts';
import type { OkResponse } from '@adcontrol/domain/contract/common';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { Db } from '../../db/client';
import { accountByEmail, accountById, recordAccountActivity, setPasswordHash } from '../accounts/index';
import type { Mail } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { issueOneTimeToken, spendOneTimeToken, spendOpenTokens } from './one-time-tokens';
import { hashPassword } from './password';
import { revokeAccountSessions } from './refresh-tokens';
import { findOneTimeToken } from './repository';
import { hashToken, newSecretToken } from './secret-tokens';
import type { AccountAccessDependencies, ClientInfo } from './service';

const OK: OkResponse = { success: true };

export interface MailFailureLog {
  error(details: object, message: string): void;
}

/**
 * POST /auth/forgot-password: e-mails a reset link when the address has an account, and answers the same
 * either way, so the call never tells who has an account. Both paths do the same steps (a token, two
 * statements in a transaction, the e-mail composed) and neither waits for the mail server: the e-mail goes
 * out after the answer, so an SMTP round trip, or a refusal, cannot tell a known address from an unknown one.
 */
export async function forgotPassword(
  deps: AccountAccessDependencies,
  email: string,
  client: ClientInfo,
  log: MailFailureLog,
): Promise<OkResponse> {
  await deps.limiter.hitIp('forgot-password', client.ip ?? undefined);
  await deps.limiter.hitAccount('forgot-password', email);
  const row = await accountByEmail(deps.db, email);
  const now = deps.now?.() ?? new Date();
  const mail = await deps.db.transaction(async (tx) => {
    if (!row) return decoyResetMail(tx, email, deps.publicUrl);
    const token = await issueOneTimeToken(tx, row.id, 'password_reset', now);
    const actor = { accountId: row.id, actingAccountId: null, ip: client.ip };
    await recordAccountActivity(tx, actor, 'auth.password_reset_requested', row.id, {});
    return passwordResetMail(row, `${deps.publicUrl}/reset-password/${token}`);
  });
  if (row) sendAfterAnswer(deps, mail, log);
  return OK;
}

/** The unknown address's twin of the steps above: a token drawn and looked up twice, an e-mail composed. */
async function decoyResetMail(db: Db, email: string, publicUrl: string): Promise<Mail> {
  const token = newSecretToken();
  const lookUp = () => findOneTimeToken(db, hashToken(token));
  await lookUp();
  await lookUp();
  return passwordResetMail(
    { email, firstName: null, language: 'en' },
    `${publicUrl}/reset-password/${token}`,
  );
}

function sendAfterAnswer(deps: AccountAccessDependencies, mail: Mail, log: MailFailureLog): void {
  deps.mailer.send(mail).catch((error: unknown) => {
    log.error({ err: error, to: mail.to }, 'the password reset e-mail could not be sent');
  });
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
    const row = await accountById(tx, accountId);
    await setPasswordHash(tx, accountId, passwordHash, row?.confirmedAt ?? now);
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
  return (await findOneTimeToken(db, hashToken(token)))?.accountId ?? null;
}
