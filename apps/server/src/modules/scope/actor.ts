import { AppError } from '@adcontrol/domain/shared/app-error';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { accountById } from '../accounts/service';
import type { Caller } from '../auth/tokens';
import { type Actor, scopeForRole } from './scope';

export type { Actor } from './scope';

export async function resolveActor(db: Db, caller: Caller, ip: string | null = null): Promise<Actor> {
  const row = await accountById(db, caller.accountId);
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
