import type { CampaignListFilter } from '@adcontrol/domain/campaigns/campaign';
import { networkDayStart } from '@adcontrol/domain/rules/date-format';
import type { Currency } from '@adcontrol/domain/shared/enums';
import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { accounts, campaignDelivery, campaigns } from '../../db/schema';
import { type Scope, scopeIds } from '../scope/scope';
import type { ExchangeRates } from './exchange-rates';
import { budgetUsd, neededCapping, ROLLUP_FIGURES } from './list-figures';
import { type CampaignRow, campaignInScope } from './repository';

/** The list filter once parsed: every default applied. */
export type ListFilter = Required<Pick<CampaignListFilter, 'page' | 'limit' | 'status' | 'sort' | 'order'>> &
  Omit<CampaignListFilter, 'page' | 'limit' | 'status' | 'sort' | 'order'>;

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const nextDayStart = (day: string) => new Date(networkDayStart(day).getTime() + 86_400_000);

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The filter's conditions besides scope (SPEC 3 Campaign list filters; docs/decisions/024). */
export function filterConditions(filter: ListFilter, now: Date): SQL[] {
  const conditions: SQL[] = [];
  switch (filter.status) {
    case 'all':
      break;
    case 'awaiting':
      conditions.push(sql`campaigns.start_date > ${instant(now)}`);
      break;
    case 'in progress':
      conditions.push(sql`campaigns.start_date <= ${instant(now)} and campaigns.end_date >= ${instant(now)}`);
      break;
    case 'finished':
      conditions.push(sql`campaigns.end_date < ${instant(now)}`);
      break;
    default:
      conditions.push(sql`campaigns.status = ${filter.status}`);
  }
  if (filter.seller !== undefined) conditions.push(sql`campaigns.seller_id = ${filter.seller}`);
  if (filter.advertiser !== undefined) conditions.push(sql`campaigns.advertiser_id = ${filter.advertiser}`);
  if (filter.country !== undefined) conditions.push(sql`campaigns.country = ${filter.country}`);
  if (filter.currencies && filter.currencies.length > 0) {
    conditions.push(inArray(campaigns.currency, filter.currencies as Currency[]));
  }
  // A date range keeps the campaigns that run at some moment of it, both network days included.
  if (filter.startDate)
    conditions.push(sql`campaigns.end_date >= ${instant(networkDayStart(filter.startDate))}`);
  if (filter.endDate) conditions.push(sql`campaigns.start_date < ${instant(nextDayStart(filter.endDate))}`);
  if (filter.optimized !== undefined) conditions.push(sql`campaigns.enable_optimized = ${filter.optimized}`);
  if (filter.search) conditions.push(sql`campaigns.name ilike ${likePattern(filter.search)}`);
  return conditions;
}

/**
 * The caller's campaigns, as `inScope` admits them (docs/decisions/008): a condition over `campaigns`, and what the
 * statement using it must start with. A country or a tree is gathered into one array, once per statement (the count
 * and the page share it): the planner then reads the `(advertiser_id, end_date, ...)` index for each of its
 * advertisers, where `in (recursive subquery)` made it guess thousands of them and scan every campaign
 * (docs/decisions/068).
 */
export interface ScopedCampaigns {
  condition: SQL;
  prefix: SQL;
}

export function campaignsOfScope(scope: Scope): ScopedCampaigns {
  if (scope.kind === 'all' || scope.kind === 'self') {
    return { condition: campaignInScope(scope), prefix: sql`` };
  }
  return {
    condition: sql`campaigns.advertiser_id = any((select advertiser_ids from list_scope)::integer[])`,
    prefix: sql`with list_scope as materialized (select array(${scopeIds(scope)}) as advertiser_ids) `,
  };
}

/** How many campaigns match `where` (the delivery totals play no part in it), after the scope's `prefix`. */
export async function countCampaigns(db: Db, where: SQL, prefix: SQL = sql``): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`${prefix}select count(*)::integer as "total" from campaigns where ${where}`,
  );
  return row?.total ?? 0;
}

type RollupFigure = keyof typeof ROLLUP_FIGURES;

export interface ListedCampaign {
  campaign: CampaignRow;
  advertiserName: string | null;
  sellerName: string | null;
  /** The rollup's figures and the budget in dollars, as text (numeric and bigint arrive as text from both drivers). */
  figures: Record<RollupFigure | 'budgetUsd', string | null>;
}

const dialect = new PgDialect();
const CAMPAIGN_COLUMNS = Object.entries(getTableColumns(campaigns));
const FIGURE_KEYS = [...(Object.keys(ROLLUP_FIGURES) as RollupFigure[]), 'budgetUsd' as const];

/**
 * What a listed row selects over `campaigns` joined to its rollup row: the campaign, the names and figures the rollup
 * keeps, and the budget in dollars. It holds no parameter (the rates are literals), so it is rendered once per rates
 * table rather than built for every request: building it, and the figures it used to compute, were a tenth of a
 * request's time in the server and half of the statement's planning in the database (docs/decisions/068).
 */
let rendered: { rates: ExchangeRates; text: SQL } | undefined;
export function listedColumns(rates: ExchangeRates): SQL {
  if (rendered?.rates === rates) return rendered.text;
  const figures = Object.entries(ROLLUP_FIGURES).map(
    ([key, column]) => sql`campaign_delivery.${sql.raw(column)} as ${sql.identifier(`figure:${key}`)}`,
  );
  // The campaign's columns by name, not `campaigns.*`: a prepared statement's columns must not change when a later
  // migration adds one.
  const own = sql.raw(CAMPAIGN_COLUMNS.map(([, column]) => `campaigns."${column.name}"`).join(', '));
  const columns = sql`${own}, campaign_delivery.advertiser_name as "listed:advertiserName",
    campaign_delivery.seller_name as "listed:sellerName", ${sql.join(figures, sql`, `)},
    (${budgetUsd(rates)})::text as "figure:budgetUsd"`;
  rendered = { rates, text: sql.raw(dialect.sqlToQuery(columns).sql) };
  return rendered.text;
}

/** A row selected with `listedColumns`, the campaign decoded by its columns as drizzle decodes them. */
export function toListed(raw: Record<string, unknown>): ListedCampaign {
  const campaign: Record<string, unknown> = {};
  for (const [key, column] of CAMPAIGN_COLUMNS) {
    const value = raw[column.name];
    campaign[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  const figures = {} as ListedCampaign['figures'];
  for (const key of FIGURE_KEYS) {
    const value = raw[`figure:${key}`];
    figures[key] = value === null || value === undefined ? null : String(value);
  }
  return {
    campaign: campaign as CampaignRow,
    advertiserName: (raw['listed:advertiserName'] as string | null) ?? null,
    sellerName: (raw['listed:sellerName'] as string | null) ?? null,
    figures,
  };
}

/** The rows of the given campaigns with their names and figures, in no particular order. */
export async function listedCampaigns(
  db: Db,
  ids: readonly number[],
  rates: ExchangeRates,
): Promise<ListedCampaign[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${listedColumns(rates)} from campaigns
      join campaign_delivery on campaign_delivery.campaign_id = campaigns.id
      where ${inArray(campaigns.id, [...ids])}`,
  );
  return rows.map(toListed);
}

/** Ids of every campaign of `where`, by end date (the unpaged lists of one advertiser). */
export async function allIds(db: Db, where: SQL): Promise<number[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(where)
    .orderBy(campaigns.endDate, campaigns.id);
  return rows.map((row) => row.id);
}

/** Ids of the scope's campaigns of one advertiser, by end date. */
export function advertiserCampaignIds(db: Db, scope: Scope, advertiserId: number): Promise<number[]> {
  return allIds(db, and(campaignInScope(scope), eq(campaigns.advertiserId, advertiserId)) as SQL);
}

/** One campaign's needed capping on the network day `today`, as text (numeric arrives as text). */
export async function neededCappingText(db: Db, campaignId: number, today: string): Promise<string | null> {
  const [row] = await db
    .select({ needed: sql<string | null>`(${neededCapping(today)})::text` })
    .from(campaigns)
    .innerJoin(campaignDelivery, eq(campaignDelivery.campaignId, campaigns.id))
    .where(eq(campaigns.id, campaignId));
  return row?.needed ?? null;
}

/** Whether `accountId` is linked to work for `advertiserId` (account_advertiser_links). */
export async function isLinked(db: Db, accountId: number, advertiserId: number): Promise<boolean> {
  const rows = await queryRows<{ linked: boolean }>(
    db,
    sql`select exists (select 1 from account_advertiser_links
      where account_id = ${accountId} and advertiser_id = ${advertiserId}) as "linked"`,
  );
  return rows[0]?.linked === true;
}

/** An advertiser account of that id exists. */
export async function isAdvertiser(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.role, 'advertiser')))
    .limit(1);
  return row !== undefined;
}

export { campaignInScope };
