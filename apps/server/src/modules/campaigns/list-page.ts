import type { CampaignSortField } from '@adcontrol/domain/campaigns/campaign';
import { CURRENCIES } from '@adcontrol/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedRows } from '../../db/prepared-rows';
import type { ExchangeRates } from './exchange-rates';
import { DELIVERY_SORTS, rateLiteral, sortExpression } from './list-figures';
import { type ListedCampaign, listedColumns, toListed } from './list-repository';

export interface PageQuery {
  /** The scope and the filter's conditions over `campaigns`. */
  where: SQL;
  /** What the statement starts with for the scope's condition (`campaignsOfScope`). */
  prefix: SQL;
  sort: { field: CampaignSortField; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  rates: ExchangeRates;
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

/**
 * The ids of one page, in order. Ties (and equal values) fall back to the id in the same direction, so paging is
 * stable; empty values (no cost yet, no seller) come last either way. Each sort reads its index (migration 0018) in
 * order and stops after the page; the rollup is joined only when the sort reads it.
 */
function pageIds(query: PageQuery): SQL {
  const { where, sort, offset, limit } = query;
  if (sort.field === 'budgetUsd') return budgetUsdPage(query);
  const direction = sql.raw(sort.order === 'desc' ? 'desc' : 'asc');
  // Only columns that can be empty name where empties go: a plain direction lets an index be read backwards.
  const empties = sql.raw(NULLABLE_SORTS.has(sort.field) ? ' nulls last' : '');
  const from = DELIVERY_SORTS.has(sort.field)
    ? sql`campaigns join campaign_delivery on campaign_delivery.campaign_id = campaigns.id`
    : sql`campaigns`;
  return sql`select campaigns.id from ${from} where ${where}
    order by ${sortExpression(sort.field)} ${direction}${empties}, campaigns.id ${direction}
    limit ${limit} offset ${offset}`;
}

/**
 * The budget in dollars depends on the rates the server is configured with, so no index holds it; but within one
 * currency it orders as the budget does. Each currency's first `offset + limit` campaigns by budget (the
 * `(currency, budget_total, id)` index) are merged by their dollar value, computed exactly as the row shows it.
 */
function budgetUsdPage({ where, sort, offset, limit, rates }: PageQuery): SQL {
  const direction = sql.raw(sort.order === 'desc' ? 'desc' : 'asc');
  const branches = CURRENCIES.map(
    (currency) => sql`(select campaigns.id, campaigns.budget_total / ${rateLiteral(rates, currency)} as usd
      from campaigns where ${where} and campaigns.currency = ${currency}
      order by campaigns.budget_total ${direction}, campaigns.id ${direction} limit ${offset + limit})`,
  );
  return sql`select merged.id from (${sql.join(branches, sql` union all `)}) merged
    order by merged.usd ${direction}, merged.id ${direction} limit ${limit} offset ${offset}`;
}

export interface ListedPage {
  /** How many campaigns match, counted in the same statement (and snapshot) as the page. */
  total: number;
  /** The day the rollup's yesterday figures and needed capping are of (`campaign_delivery_day`), if any. */
  rolledDay: string | null;
  rows: ListedCampaign[];
}

/**
 * One page of the Control list in one statement: the count, the page's ids in order and their rows with names and
 * figures, and the day the rollup holds, so the caller can tell whether the figures are of its day. An empty page
 * answers `null`: its statement returns no row to carry the count and the day.
 */
export async function listedPage(db: Db, query: PageQuery): Promise<ListedPage | null> {
  const rows = await preparedRows<Record<string, unknown>>(
    db,
    sql`${query.prefix}select (select count(*)::integer from campaigns where ${query.where}) as "listed:total",
        (select to_char(day, 'YYYY-MM-DD') from campaign_delivery_day) as "listed:rolledDay",
        ${listedColumns(query.rates)}
      from unnest(array(${pageIds(query)})) with ordinality as page(id, position)
      join campaigns on campaigns.id = page.id
      join campaign_delivery on campaign_delivery.campaign_id = campaigns.id
      order by page.position`,
  );
  const [first] = rows;
  if (!first) return null;
  return {
    total: Number(first['listed:total']),
    rolledDay: (first['listed:rolledDay'] as string | null) ?? null,
    rows: rows.map(toListed),
  };
}
