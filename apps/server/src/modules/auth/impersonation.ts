import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import { signIntoAccount } from '@adcontrol/domain/auth/contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import type { Db } from '../../db/client';
import { impersonationTarget, presentAccount, recordSignedInto } from '../accounts/service';
import { recordLoginEvent } from '../events/service';
import type { Actor } from '../scope/actor';
import { actorOf } from '../scope/actor';
import { issueRefreshToken } from './refresh-tokens';
import type { AuthDependencies, ClientInfo } from './service';
import { type Caller, signAccessToken } from './tokens';

interface ImpersonationDependencies extends AuthDependencies {
  specialAdminEmails: readonly string[];
}

/** GET /auth/sign-into-account/:id (SPEC 4 impersonation); who may sign into whom: docs/decisions/008. */
export function registerImpersonationRoutes(
  router: ContractRouter,
  { config, database }: AppDependencies,
): void {
  const deps: ImpersonationDependencies = {
    db: database.db,
    config,
    specialAdminEmails: config.specialAdminEmails,
  };
  router.route(signIntoAccount, async ({ params, caller, request }) =>
    signIntoAccountAs(deps, await actorOf(deps.db, request, caller), params.id, {
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent'] ?? null,
    }),
  );
}

/**
 * Tokens for the target that also name the person acting: the one who first signed in, however deep the
 * impersonation goes, so every audited action names a human. Refusals are login events too.
 */
export async function signIntoAccountAs(
  deps: ImpersonationDependencies,
  actor: Actor,
  targetId: number,
  client: ClientInfo,
): Promise<SignInResponse> {
  const { row, isAllowed } = await impersonationTarget(deps, actor, targetId);
  const actingAccountId = actor.actingAccountId ?? actor.accountId;
  const attempt = { accountId: row.id, email: row.email, actingAccountId, ...client };
  if (!isAllowed) {
    await recordLoginEvent(deps.db, { ...attempt, success: false });
    throw new AppError('FORBIDDEN', MESSAGES['auth.signIntoAccountRefused'].en);
  }
  return deps.db.transaction(async (tx) => {
    const session = { accountId: row.id, role: row.role, actingAccountId };
    const tokens = await issueSession({ ...deps, db: tx }, session);
    await recordLoginEvent(tx, { ...attempt, success: true });
    await recordSignedInto(tx, { accountId: row.id, actingAccountId }, actor.accountId);
    return { ...tokens, account: await presentAccount(tx, row) };
  });
}

async function issueSession(deps: AuthDependencies & { db: Db }, caller: Caller) {
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
  );
  return { authToken, refreshToken };
}
