import type { CampaignListFilter, CampaignSortField } from '@adcontrol/domain/campaigns/campaign';
import { networkDayStart } from '@adcontrol/domain/rules/date-format';
import type { Currency } from '@adcontrol/domain/shared/enums';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { accounts, campaignDelivery, campaigns } from '../../db/schema';
import { sellerLabelSql } from '../../db/seller-label';
import type { Scope } from '../scope/scope';
import { type Figures, neededCapping, sortExpression } from './list-figures';
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

/** The sort columns that can be empty (no source, seller or product; no cost before any delivery). */
const NULLABLE_SORTS = new Set<CampaignSortField>([
  'source',
  'sellerName',
  'advertiserName',
  'product',
  'cpm',
  'cpc',
]);

/** Every campaign has its rollup row (created with it), so the join is inner and its indexes can lead. */
const fromClause = sql`campaigns
  join campaign_delivery on campaign_delivery.campaign_id = campaigns.id`;

/** How many campaigns match `where` (the delivery totals play no part in it). */
export async function countCampaigns(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::integer as "total" from campaigns where ${where}`,
  );
  return row?.total ?? 0;
}

/**
 * The ids of one page, in order. Ties (and equal values) fall back to the id in the same direction, so paging
 * is stable; empty values (no cost yet, no seller) come last either way.
 */
export async function pageIds(
  db: Db,
  where: SQL,
  computed: Figures,
  sort: { field: CampaignSortField; order: 'asc' | 'desc' },
  page: { offset: number; limit: number },
): Promise<number[]> {
  const direction = sql.raw(sort.order === 'desc' ? 'desc' : 'asc');
  // Only columns that can be empty name where empties go: a plain direction lets an index be read backwards.
  const empties = sql.raw(NULLABLE_SORTS.has(sort.field) ? ' nulls last' : '');
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select campaigns.id as "id" from ${fromClause} where ${where}
      order by ${sortExpression(sort.field, computed, sellerLabelOfRow)} ${direction}${empties}, campaigns.id ${direction}
      limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((row) => row.id);
}

const sellerLabelOfRow = sql`(select ${sellerLabelSql(accounts)} from accounts
  where accounts.id = campaigns.seller_id)`;

const advertiser = alias(accounts, 'advertiser');
const seller = alias(accounts, 'seller');
const nameOf = (account: { company: AnyPgColumn; firstName: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(trim(${account.company}), ''), ${account.firstName})`;

/** Numeric figures arrive as text from both drivers; the service reads and rounds them. */
type FigureText = { [K in keyof Figures]: string | null };

export interface ListedCampaign {
  campaign: CampaignRow;
  advertiserName: string | null;
  sellerName: string | null;
  figures: FigureText;
}

/** The rows of the given campaigns with their names and figures, in no particular order. */
export async function listedCampaigns(
  db: Db,
  ids: readonly number[],
  computed: Figures,
): Promise<ListedCampaign[]> {
  if (ids.length === 0) return [];
  const asText = Object.fromEntries(
    Object.entries(computed).map(([key, expression]) => [key, sql<string | null>`(${expression})::text`]),
  ) as { [K in keyof Figures]: SQL<string | null> };
  const rows = await db
    .select({
      campaign: campaigns,
      advertiserName: nameOf(advertiser),
      sellerName: sellerLabelSql(seller),
      ...asText,
    })
    .from(campaigns)
    .innerJoin(campaignDelivery, eq(campaignDelivery.campaignId, campaigns.id))
    .leftJoin(advertiser, eq(advertiser.id, campaigns.advertiserId))
    .leftJoin(seller, eq(seller.id, campaigns.sellerId))
    .where(inArray(campaigns.id, [...ids]));
  return rows.map(({ campaign, advertiserName, sellerName, ...figureText }) => ({
    campaign,
    advertiserName,
    sellerName,
    figures: figureText as FigureText,
  }));
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
