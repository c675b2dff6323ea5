import type { ActivityEntry, ActivityPerson } from '@adcontrol/domain/activity/contracts';
import { aliasedTable, and, asc, count, desc, eq, gte, lte, max, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, activityLog } from '../../db/schema';

export interface ActivityFilter {
  personId?: number | undefined;
  entityType?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** Only rows up to this id: an export reads a fixed set while new rows keep arriving. */
  upToId?: number | undefined;
}

/** Calendar days are the network's, at -03:00 (SPEC 9), as for login events. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000-03:00`);
const dayEnd = (day: string) => new Date(`${day}T23:59:59.999-03:00`);

function conditions(filter: ActivityFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.personId) {
    parts.push(
      or(eq(activityLog.accountId, filter.personId), eq(activityLog.actingAccountId, filter.personId)),
    );
  }
  if (filter.entityType) parts.push(eq(activityLog.entityType, filter.entityType));
  if (filter.action) parts.push(eq(activityLog.action, filter.action));
  if (filter.from) parts.push(gte(activityLog.createdAt, dayStart(filter.from)));
  if (filter.to) parts.push(lte(activityLog.createdAt, dayEnd(filter.to)));
  if (filter.upToId !== undefined) parts.push(lte(activityLog.id, filter.upToId));
  const present = parts.filter((part): part is SQL => part !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

const account = aliasedTable(accounts, 'account');
const acting = aliasedTable(accounts, 'acting');

const personColumns = (table: typeof account) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  company: table.company,
  email: table.email,
});

type PersonRow = {
  id: number;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  email: string;
};

function person(id: number | null, row: PersonRow | null): ActivityPerson | null {
  if (id === null) return null;
  if (!row) return { id, name: null, email: null };
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.company || null;
  return { id, name, email: row.email };
}

/** A page of rows matching the filter, newest first, with the people they name. */
export async function findActivity(
  db: Db,
  filter: ActivityFilter,
  page: { limit: number; offset: number },
): Promise<ActivityEntry[]> {
  const rows = await db
    .select({ log: activityLog, account: personColumns(account), acting: personColumns(acting) })
    .from(activityLog)
    .leftJoin(account, eq(account.id, activityLog.accountId))
    .leftJoin(acting, eq(acting.id, activityLog.actingAccountId))
    .where(conditions(filter))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ log, account: who, acting: behind }) => ({
    id: log.id,
    createdAt: log.createdAt.toISOString(),
    action: log.action,
    entityType: log.entityType,
    entityId: log.entityId,
    account: person(log.accountId, who),
    actingAccount: person(log.actingAccountId, behind),
    ip: log.ip,
    details: log.details ?? null,
  }));
}

export async function countActivity(db: Db, filter: ActivityFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(activityLog).where(conditions(filter));
  return row?.value ?? 0;
}

/** The entity types and actions present in the log, for the screen's filters. */
export async function activityFacets(db: Db): Promise<{ entityTypes: string[]; actions: string[] }> {
  const [types, actions] = await Promise.all([
    db
      .selectDistinct({ value: activityLog.entityType })
      .from(activityLog)
      .orderBy(asc(activityLog.entityType)),
    db.selectDistinct({ value: activityLog.action }).from(activityLog).orderBy(asc(activityLog.action)),
  ]);
  return { entityTypes: types.map((row) => row.value), actions: actions.map((row) => row.value) };
}

/** The newest row's id, 0 for an empty log. */
export async function lastActivityId(db: Db): Promise<number> {
  const [row] = await db.select({ value: max(activityLog.id) }).from(activityLog);
  return row?.value ?? 0;
}
