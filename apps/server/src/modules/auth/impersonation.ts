import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import { signIntoAccount } from '@adcontrol/domain/auth/contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { FastifyInstance } from 'fastify';
import { impersonationTarget, isSpecialAdmin, presentAccount, recordSignedInto } from '../accounts/service';
import { recordLoginEvent } from '../events/service';
import type { Actor } from '../scope/actor';
import { actorOf } from '../scope/actor';
import { type AuthDependencies, type ClientInfo, issueSessionFor } from './service';

interface ImpersonationDependencies extends AuthDependencies {
  specialAdminEmails: readonly string[];
}

/** GET /auth/sign-into-account/:id (SPEC 4 impersonation); who may sign into whom: docs/decisions/008. */
export async function impersonationRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { config, database } = api;
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
    const tokens = await issueSessionFor({ ...deps, db: tx }, session);
    await recordLoginEvent(tx, { ...attempt, success: true });
    await recordSignedInto(tx, { accountId: row.id, actingAccountId, ip: actor.ip }, actor.accountId);
    return { ...tokens, account: await presentAccount(tx, row), isSpecialAdmin: isSpecialAdmin(deps, row) };
  });
}
