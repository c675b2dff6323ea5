import type { Audience, AudienceFilters, AudienceOptions } from '@adcontrol/domain/audiences/audience';
import type {
  AudienceListResponse,
  createAudienceRequest,
  listAudiencesQuery,
  updateAudienceRequest,
} from '@adcontrol/domain/audiences/contracts';
import { can } from '@adcontrol/domain/rules/permissions';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { changesBetween, recordActivity } from '../activity/index';
import type { Actor } from '../scope/actor';
import type { Scope } from '../scope/scope';
import type { AudienceEngineHolder } from './engine-holder';
import {
  audienceNameTaken,
  countAudiences,
  deleteAudienceRow,
  findScopedAudience,
  insertAudience,
  queryAudiences,
  toAudience,
  updateAudienceRow,
} from './repository';

export interface AudiencesDependencies {
  db: Db;
  engine: AudienceEngineHolder;
  log: FastifyBaseLogger;
}

/**
 * Whose audiences a caller sees (docs/decisions/017): the accounts of its scope (docs/decisions/008), and for
 * analysts, whose work is the network's audiences, every audience. Analysts change only their own.
 */
export function audienceReadScope(actor: Actor): Scope {
  return can(actor.role, 'network.readAll') ? { kind: 'all' } : actor.scope;
}

const notFound = () => new AppError('NOT_FOUND', 'Audience not found');
const nameExists = () => new AppError('CONFLICT', MESSAGES['audiences.alreadyExists'].en, { field: 'name' });

/**
 * An owner's audience names are unique, case, accents and spaces aside (docs/decisions/046): checked first for a
 * clear answer, and by the unique index for two saves at once.
 */
async function savingName<T>(
  db: Db,
  owner: { ownerId: number; name: string; exceptId?: number },
  save: () => Promise<T>,
): Promise<T> {
  if (await audienceNameTaken(db, owner.ownerId, owner.name, owner.exceptId)) throw nameExists();
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
}

export async function listAudiences(
  db: Db,
  actor: Actor,
  query: z.output<typeof listAudiencesQuery>,
): Promise<AudienceListResponse> {
  const scope = audienceReadScope(actor);
  const search = query.search || undefined;
  const [rows, total] = await Promise.all([
    queryAudiences(db, scope, { search, limit: query.limit, offset: (query.page - 1) * query.limit }),
    countAudiences(db, scope, search),
  ]);
  return { items: rows.map(toAudience), total };
}

export async function getAudience(db: Db, actor: Actor, id: number): Promise<Audience> {
  const row = await findScopedAudience(db, audienceReadScope(actor), id);
  if (!row) throw notFound();
  return toAudience(row);
}

/** Whether the caller may read the audience, and so name it in a creative. */
export async function isUsableAudience(db: Db, actor: Actor, id: number): Promise<boolean> {
  return (await findScopedAudience(db, audienceReadScope(actor), id)) !== undefined;
}

/** The audience to change: seen by the caller (else 404), and the caller's to change (else 403). */
async function changeable(db: Db, actor: Actor, id: number) {
  const row = await findScopedAudience(db, audienceReadScope(actor), id);
  if (!row) throw notFound();
  if (can(actor.role, 'network.readAll') && row.ownerId !== actor.accountId) {
    throw new AppError('FORBIDDEN', 'Analysts can only change their own audiences', {
      key: 'audiences.analystsOwnOnly',
    });
  }
  return row;
}

/** Only admins may count an audience without the per-country multiplier; anyone may keep what is stored. */
function checkOptions(actor: Actor, options: AudienceOptions | undefined, stored: boolean): AudienceOptions {
  const ignoreMultiplier = options?.ignoreMultiplier ?? stored;
  if (ignoreMultiplier && !stored && !can(actor.role, 'audiences.ignoreMultiplier')) {
    throw new AppError(
      'VALIDATION_FAILED',
      'options.ignoreMultiplier: only admins can ignore the multiplier',
      { field: 'options.ignoreMultiplier', key: 'audiences.multiplierAdminsOnly' },
    );
  }
  return { ignoreMultiplier };
}

/** The audience's count when it is saved; null when counts are not available yet (the engine still loads). */
async function sizeOf(
  deps: AudiencesDependencies,
  filters: AudienceFilters,
  options: AudienceOptions,
): Promise<number | null> {
  if (deps.engine.status().state !== 'ready') return null;
  try {
    const counter = await deps.engine.ready();
    return (await counter.count(filters, { ignoreMultiplier: options.ignoreMultiplier })).count;
  } catch (error) {
    deps.log.warn({ err: error }, 'audience saved without its size: the count failed');
    return null;
  }
}

async function record(
  db: Db,
  actor: Actor,
  action: 'audience.created' | 'audience.updated' | 'audience.deleted',
  id: number,
  details: Record<string, unknown>,
) {
  await recordActivity(db, actor, 'audience', id, action, details);
}

export async function createAudience(
  deps: AudiencesDependencies,
  actor: Actor,
  body: z.output<typeof createAudienceRequest>,
): Promise<Audience> {
  const options = checkOptions(actor, body.options, false);
  const size = await sizeOf(deps, body.filters, options);
  const save = () =>
    deps.db.transaction(async (tx) => {
      const row = await insertAudience(tx, {
        ownerId: actor.accountId,
        name: body.name,
        filters: body.filters,
        options,
        size,
      });
      await record(tx, actor, 'audience.created', row.id, { name: row.name, size });
      return row.id;
    });
  const id = await savingName(deps.db, { ownerId: actor.accountId, name: body.name }, save);
  return getAudience(deps.db, actor, id);
}

export async function updateAudience(
  deps: AudiencesDependencies,
  actor: Actor,
  id: number,
  body: z.output<typeof updateAudienceRequest>,
): Promise<Audience> {
  const current = await changeable(deps.db, actor, id);
  const stored = toAudience(current);
  const options = checkOptions(actor, body.options, stored.options.ignoreMultiplier);
  const filters = body.filters ?? stored.filters;
  const recount = body.filters !== undefined || options.ignoreMultiplier !== stored.options.ignoreMultiplier;
  const size = recount ? await sizeOf(deps, filters, options) : stored.size;
  const values = { name: body.name ?? stored.name, filters, options, size };
  await savingName(deps.db, { ownerId: current.ownerId, name: values.name, exceptId: id }, () =>
    deps.db.transaction(async (tx) => {
      await updateAudienceRow(tx, id, values);
      await record(tx, actor, 'audience.updated', id, changesBetween(stored, values));
    }),
  );
  return getAudience(deps.db, actor, id);
}

export async function deleteAudience(db: Db, actor: Actor, id: number): Promise<void> {
  const current = await changeable(db, actor, id);
  await db.transaction(async (tx) => {
    await deleteAudienceRow(tx, id);
    await record(tx, actor, 'audience.deleted', id, { name: current.name });
  });
}
