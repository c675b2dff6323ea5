import {
  type Audience,
  type AudienceFilters,
  type AudienceOptions,
  audienceFilters,
  audienceOptions,
} from '@adcontrol/domain/audiences/audience';
import { nameKey } from '@adcontrol/domain/rules/names';
import { and, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, audiences } from '../../db/schema';
import { inScope, type Scope } from '../scope/scope';

export type AudienceRow = typeof audiences.$inferSelect;
type AudienceWithOwner = Omit<AudienceRow, 'nameKey'> & { ownerName: string | null };

const withOwner = {
  id: audiences.id,
  ownerId: audiences.ownerId,
  name: audiences.name,
  filters: audiences.filters,
  options: audiences.options,
  size: audiences.size,
  createdAt: audiences.createdAt,
  updatedAt: audiences.updatedAt,
  ownerName: sql<string | null>`coalesce(nullif(trim(${accounts.company}), ''), ${accounts.firstName})`,
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function listConditions(scope: Scope, search: string | undefined): SQL | undefined {
  return and(
    inScope(scope, audiences.ownerId),
    search ? sql`${audiences.name} ilike ${likePattern(search)}` : undefined,
  );
}

/** The scope's audiences, newest first (ties by id, so pages never overlap). */
export async function queryAudiences(
  db: Db,
  scope: Scope,
  query: { search?: string | undefined; limit: number; offset: number },
): Promise<AudienceWithOwner[]> {
  return db
    .select(withOwner)
    .from(audiences)
    .leftJoin(accounts, eq(accounts.id, audiences.ownerId))
    .where(listConditions(scope, query.search))
    .orderBy(desc(audiences.createdAt), desc(audiences.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function countAudiences(db: Db, scope: Scope, search: string | undefined): Promise<number> {
  return db.$count(audiences, listConditions(scope, search));
}

/** One audience, if the scope holds it; any other is simply not found. */
export async function findScopedAudience(
  db: Db,
  scope: Scope,
  id: number,
): Promise<AudienceWithOwner | undefined> {
  const [row] = await db
    .select(withOwner)
    .from(audiences)
    .leftJoin(accounts, eq(accounts.id, audiences.ownerId))
    .where(and(eq(audiences.id, id), inScope(scope, audiences.ownerId)))
    .limit(1);
  return row;
}

export async function insertAudience(db: Db, values: typeof audiences.$inferInsert): Promise<AudienceRow> {
  const [row] = await db.insert(audiences).values(values).returning();
  if (!row) throw new Error('audience insert returned no row');
  return row;
}

export async function updateAudienceRow(
  db: Db,
  id: number,
  values: Partial<typeof audiences.$inferInsert>,
): Promise<void> {
  await db
    .update(audiences)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(audiences.id, id));
}

export async function deleteAudienceRow(db: Db, id: number): Promise<void> {
  await db.delete(audiences).where(eq(audiences.id, id));
}

/**
 * Stored filters go through the shared schema on the way out: defaults fill fields added since the row was
 * written, so the answer always matches the contract.
 */
export function storedFilters(row: { filters: unknown }): AudienceFilters {
  return audienceFilters.parse(row.filters);
}

export function toAudience(row: AudienceWithOwner): Audience {
  const options: AudienceOptions = audienceOptions.parse(row.options ?? {});
  return {
    _id: row.id,
    name: row.name,
    filters: storedFilters(row),
    options,
    size: row.size,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether the owner has another audience (not `exceptId`) of the same name, case, accents and spaces aside. */
export async function audienceNameTaken(
  db: Db,
  ownerId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: audiences.id })
    .from(audiences)
    .where(
      and(
        eq(audiences.ownerId, ownerId),
        eq(audiences.nameKey, nameKey(name)),
        exceptId === undefined ? undefined : ne(audiences.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What a delivery server is told of the audiences of the given ids: their size and filters. */
export async function audienceTargetsOf(
  db: Db,
  ids: readonly number[],
): Promise<Pick<AudienceRow, 'id' | 'size' | 'filters'>[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: audiences.id, size: audiences.size, filters: audiences.filters })
    .from(audiences)
    .where(inArray(audiences.id, [...ids]));
}

/** Audiences stored without their size. */
export function audiencesWithoutSize(db: Db) {
  return db
    .select({ id: audiences.id, filters: audiences.filters, options: audiences.options })
    .from(audiences)
    .where(isNull(audiences.size));
}

/**
 * Stores a counted size if the audience still has none, leaving its "updated" date as it was. Resolves to
 * whether it did.
 */
export async function fillMissingSize(db: Db, id: number, size: number): Promise<boolean> {
  const updated = await db
    .update(audiences)
    .set({ size, updatedAt: sql`${audiences.updatedAt}` })
    .where(and(eq(audiences.id, id), isNull(audiences.size)))
    .returning({ id: audiences.id });
  return updated.length > 0;
}
