import type { ProgrammaticDeal } from '@adcontrol/domain/campaigns/programmatic';
import { networkDayStart } from '@adcontrol/domain/rules/date-format';
import { ctr } from '@adcontrol/domain/rules/rounding';
import type { CountryCode, Currency } from '@adcontrol/domain/shared/enums';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { accounts, programmaticDealStatistics, programmaticDeals } from '../../db/schema';
import { sellerLabelSql } from '../../db/seller-label';
import { inScope, type Scope } from '../scope/scope';
import type { DealFilter } from './filter';

const advertiser = alias(accounts, 'advertiser');
const seller = alias(accounts, 'seller');
const nameOf = (account: { company: AnyPgColumn; firstName: AnyPgColumn }) =>
  sql<string | null>`coalesce(nullif(trim(${account.company}), ''), ${account.firstName})`;

/** Deals in the scope: those of an advertiser the caller may see, as for campaigns (docs/decisions/008). */
export const dealInScope = (scope: Scope): SQL => inScope(scope, programmaticDeals.advertiserId);

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const nextDayStart = (day: string) => new Date(networkDayStart(day).getTime() + 86_400_000);
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The filter's conditions besides scope, read as Control reads its own (docs/decisions/024). */
export function dealConditions(filter: DealFilter, now: Date): SQL[] {
  const conditions: SQL[] = [];
  const deals = programmaticDeals;
  switch (filter.status) {
    case 'all':
      break;
    case 'awaiting':
      conditions.push(sql`${deals.startDate} > ${instant(now)}`);
      break;
    case 'in progress':
      conditions.push(sql`${deals.startDate} <= ${instant(now)} and ${deals.endDate} >= ${instant(now)}`);
      break;
    case 'finished':
      conditions.push(sql`${deals.endDate} < ${instant(now)}`);
      break;
    default:
      conditions.push(eq(deals.status, filter.status));
  }
  if (filter.type) conditions.push(eq(deals.type, filter.type));
  if (filter.seller !== undefined) conditions.push(eq(deals.sellerId, filter.seller));
  if (filter.advertiser !== undefined) conditions.push(eq(deals.advertiserId, filter.advertiser));
  if (filter.country) conditions.push(eq(deals.country, filter.country as CountryCode));
  if (filter.currencies && filter.currencies.length > 0) {
    conditions.push(inArray(deals.currency, filter.currencies as Currency[]));
  }
  // A date range keeps the deals that run at some moment of it, both network days included.
  if (filter.startDate)
    conditions.push(sql`${deals.endDate} >= ${instant(networkDayStart(filter.startDate))}`);
  if (filter.endDate) conditions.push(sql`${deals.startDate} < ${instant(nextDayStart(filter.endDate))}`);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    conditions.push(sql`(${deals.name} ilike ${pattern} or ${deals.exchangeDealId} ilike ${pattern})`);
  }
  return conditions;
}

const selection = {
  deal: programmaticDeals,
  advertiserName: nameOf(advertiser),
  sellerName: sellerLabelSql(seller),
};

type DealRow = {
  deal: typeof programmaticDeals.$inferSelect;
  advertiserName: string | null;
  sellerName: string | null;
};

function selectDeals(db: Db) {
  return db
    .select(selection)
    .from(programmaticDeals)
    .leftJoin(advertiser, eq(advertiser.id, programmaticDeals.advertiserId))
    .leftJoin(seller, eq(seller.id, programmaticDeals.sellerId));
}

/** One page of deals, newest start first, and how many match. */
export async function pageOfDeals(
  db: Db,
  where: SQL,
  page: { offset: number; limit: number },
): Promise<{ rows: DealRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    selectDeals(db)
      .where(where)
      .orderBy(desc(programmaticDeals.startDate), desc(programmaticDeals.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: sql<number>`count(*)::integer` }).from(programmaticDeals).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** One deal, if the scope holds it; any other is simply not found. */
export async function findScopedDeal(db: Db, scope: Scope, id: number): Promise<DealRow | null> {
  const [row] = await selectDeals(db)
    .where(and(eq(programmaticDeals.id, id), dealInScope(scope)))
    .limit(1);
  return row ?? null;
}

/** Stores the deal's status as the exchange answered it. */
export async function setDealStatus(db: Db, id: number, status: ProgrammaticDeal['status']): Promise<void> {
  await db.update(programmaticDeals).set({ status }).where(eq(programmaticDeals.id, id));
}

export async function dealDays(db: Db, dealId: number) {
  return db
    .select()
    .from(programmaticDealStatistics)
    .where(eq(programmaticDealStatistics.dealId, dealId))
    .orderBy(asc(programmaticDealStatistics.date));
}

export function toDeal({ deal, advertiserName, sellerName }: DealRow): ProgrammaticDeal {
  const impressions = Number(deal.impressions);
  const clicks = Number(deal.clicks);
  return {
    id: deal.id,
    exchangeDealId: deal.exchangeDealId,
    name: deal.name,
    type: deal.type,
    status: deal.status,
    advertiserId: deal.advertiserId,
    advertiserName,
    sellerId: deal.sellerId,
    sellerName,
    country: deal.country as CountryCode,
    currency: deal.currency,
    cpm: Number(deal.cpm),
    budget: Number(deal.budget),
    startDate: deal.startDate.toISOString(),
    endDate: deal.endDate.toISOString(),
    impressions,
    clicks,
    ctr: ctr(clicks, impressions),
    spent: Number(deal.spent),
    syncedAt: deal.syncedAt.toISOString(),
  };
}
