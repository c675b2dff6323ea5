import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Language, Role } from '@adcontrol/domain/shared/enums';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import type { Caller } from '../auth/tokens';
import { type Scope, scopeForRole } from './scope';

/** The caller as the database knows it now, with the scope every query of the request is filtered by. */
export interface Actor {
  accountId: number;
  /** The role stored now: a role changed since the token was issued takes effect at once. */
  role: Role;
  email: string;
  country: string | null;
  parentId: number | null;
  /** The account's language: what its mail and downloaded files speak unless a request names another. */
  language: Language;
  /** The person behind an impersonated session, or null. */
  actingAccountId: number | null;
  /** The sign-in the request's token belongs to, when it says. */
  sessionId: string | null;
  /** The address the request came from, recorded with every change it makes. */
  ip: string | null;
  scope: Scope;
}

export async function resolveActor(db: Db, caller: Caller, ip: string | null = null): Promise<Actor> {
  const [row] = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      email: accounts.email,
      country: accounts.country,
      parentId: accounts.parentId,
      language: accounts.language,
    })
    .from(accounts)
    .where(eq(accounts.id, caller.accountId))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Account no longer exists', { key: 'auth.accountGone' });
  return {
    accountId: row.id,
    role: row.role,
    email: row.email,
    country: row.country,
    parentId: row.parentId,
    language: row.language,
    actingAccountId: caller.actingAccountId,
    sessionId: caller.sessionId ?? null,
    ip,
    scope: scopeForRole(row.role, row),
  };
}

const actors = new WeakMap<FastifyRequest, Promise<Actor>>();

/** Resolves the caller's scope once per request, however many services ask for it. */
export function actorOf(db: Db, request: FastifyRequest, caller: Caller): Promise<Actor> {
  let actor = actors.get(request);
  if (!actor) {
    actor = resolveActor(db, caller, request.ip ?? null);
    actors.set(request, actor);
  }
  return actor;
}
