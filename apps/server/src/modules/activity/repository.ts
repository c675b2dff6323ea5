import type { ActivityEntry, ActivityPerson } from '@adcontrol/domain/activity/contracts';
import { networkDayEnd, networkDayStart } from '@adcontrol/domain/rules/date-format';
import { aliasedTable, and, asc, count, desc, eq, gte, lte, max, or, type SQL, sql } from 'drizzle-orm';
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

function conditions(filter: ActivityFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.personId) {
    parts.push(
      or(eq(activityLog.accountId, filter.personId), eq(activityLog.actingAccountId, filter.personId)),
    );
  }
  if (filter.entityType) parts.push(eq(activityLog.entityType, filter.entityType));
  if (filter.action) parts.push(eq(activityLog.action, filter.action));
  if (filter.from) parts.push(gte(activityLog.createdAt, networkDayStart(filter.from)));
  if (filter.to) parts.push(lte(activityLog.createdAt, networkDayEnd(filter.to)));
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

/** How the log names an account, in SQL on the table or alias `alias`: its person, else its company, else its e-mail. */
export const label = (alias: string) =>
  `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), nullif(${alias}.company, ''), ${alias}.email)`;
/** An advertiser by its company, else as any account. */
export const company = (alias: string) => `coalesce(nullif(${alias}.company, ''), ${label(alias)})`;

/**
 * What the object of a row is called now, so the log reads "Campaign Verano Andino", not "Campaign #12": each
 * kind's name as its own screen shows it (an advertiser by its company, a creative with its campaign, a schedule
 * by what it reports on, a loaded rate by its day). A deleted object keeps the name its creation or deletion
 * recorded. A read-only look into the tables the log names; nothing here writes them.
 */
const entityName = sql<string | null>`coalesce(case ${activityLog.entityType}
  when 'account' then (select ${sql.raw(label('a'))} from accounts a where a.id = ${activityLog.entityId})
  when 'campaign' then (select c.name from campaigns c where c.id = ${activityLog.entityId})
  when 'audience' then (select au.name from audiences au where au.id = ${activityLog.entityId})
  when 'creative' then (select cr.name || ' · ' || c.name from creatives cr join campaigns c on c.id = cr.campaign_id
    where cr.id = ${activityLog.entityId})
  when 'programmatic_deal' then (select d.name from programmatic_deals d where d.id = ${activityLog.entityId})
  when 'payment' then (select ${sql.raw(company('a'))} from payments p join accounts a on a.id = p.advertiser_id
    where p.id = ${activityLog.entityId})
  when 'payment_method' then (select m.name from payment_methods m where m.id = ${activityLog.entityId})
  when 'presentation' then (select j.title from presentation_jobs j where j.id = ${activityLog.entityId})
  when 'report_schedule' then (select case s.kind
      when 'campaign' then (select c.name from campaigns c where c.id = s.target_id)
      else (select ${sql.raw(company('a'))} from accounts a where a.id = s.target_id) end
    from report_schedules s where s.id = ${activityLog.entityId})
  when 'exchange_rate' then to_char(to_date(${activityLog.entityId}::text, 'YYYYMMDD'), 'DD/MM/YY')
  end,
  ${activityLog.details}->>'name', ${activityLog.details}->'before'->>'name', ${activityLog.details}->>'email')`;

/** A page of rows matching the filter, newest first, with the people and the object they name. */
export async function findActivity(
  db: Db,
  filter: ActivityFilter,
  page: { limit: number; offset: number },
): Promise<ActivityEntry[]> {
  const rows = await db
    .select({
      log: activityLog,
      account: personColumns(account),
      acting: personColumns(acting),
      entityName,
    })
    .from(activityLog)
    .leftJoin(account, eq(account.id, activityLog.accountId))
    .leftJoin(acting, eq(acting.id, activityLog.actingAccountId))
    .where(conditions(filter))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ log, account: who, acting: behind, entityName: name }) => ({
    id: log.id,
    createdAt: log.createdAt.toISOString(),
    action: log.action,
    entityType: log.entityType,
    entityId: log.entityId,
    entityName: name,
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
