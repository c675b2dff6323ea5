import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { programmaticDealStatistics, programmaticDeals } from '../../db/schema';
import type { ExchangeDayStatistics, ExchangeDeal } from './exchange';

/** An advertiser of ours that buys on the exchange, with the seller or super seller it belongs to, if any. */
export type Buyer = { id: number; sellerId: number | null };

/** Advertisers by id, each with the seller or super seller it belongs to (its parent), if any. */
export async function buyersOf(db: Db, ids: readonly number[]): Promise<Map<string, Buyer>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<Buyer>(
    db,
    sql`select advertiser.id as "id",
        case when parent.role in ('seller', 'super_seller') then parent.id end as "sellerId"
      from accounts advertiser left join accounts parent on parent.id = advertiser.parent_id
      where advertiser.role = 'advertiser' and advertiser.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((row) => [String(row.id), row]));
}

/** The exchange's ids of the deals we hold. */
export async function heldDealIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: programmaticDeals.exchangeDealId }).from(programmaticDeals);
  return new Set(rows.map((row) => row.id));
}

/** The day `daysBefore` days before the last day held, or undefined when none is. */
export async function dayBeforeLastHeld(db: Db, daysBefore: number): Promise<string | undefined> {
  const [row] = await queryRows<{ last: string | null }>(
    db,
    sql`select (max(date) - ${daysBefore}::integer)::text as "last" from programmatic_deal_statistics`,
  );
  return row?.last ?? undefined;
}

/**
 * In one transaction: inserts or updates each deal by the exchange's id, replaces the days given, and sums each
 * deal's totals again from its days. Answers our ids of the deals, by the exchange's id, and the days stored.
 */
export function storeDeals(
  db: Db,
  deals: readonly { deal: ExchangeDeal; buyer: Buyer }[],
  days: readonly ExchangeDayStatistics[],
  now: Date,
): Promise<{ ids: Map<string, number>; days: number }> {
  return db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const { deal, buyer } of deals) {
      const values = {
        name: deal.name,
        type: deal.type,
        status: deal.status,
        advertiserId: buyer.id,
        sellerId: buyer.sellerId,
        country: deal.country,
        currency: deal.currency,
        cpm: deal.cpm,
        budget: deal.budget,
        startDate: new Date(deal.startDate),
        endDate: new Date(deal.endDate),
        syncedAt: now,
      };
      const [row] = await tx
        .insert(programmaticDeals)
        .values({ exchangeDealId: deal.dealId, ...values })
        .onConflictDoUpdate({ target: programmaticDeals.exchangeDealId, set: values })
        .returning({ id: programmaticDeals.id });
      if (row) ids.set(deal.dealId, row.id);
    }
    const rows = days.flatMap((day) => {
      const dealId = ids.get(day.dealId);
      return dealId === undefined
        ? []
        : [{ dealId, date: day.date, impressions: day.impressions, clicks: day.clicks, spend: day.spend }];
    });
    for (let offset = 0; offset < rows.length; offset += 500) {
      await tx
        .insert(programmaticDealStatistics)
        .values(rows.slice(offset, offset + 500))
        .onConflictDoUpdate({
          target: [programmaticDealStatistics.dealId, programmaticDealStatistics.date],
          set: {
            impressions: sql`excluded.impressions`,
            clicks: sql`excluded.clicks`,
            spend: sql`excluded.spend`,
          },
        });
    }
    if (rows.length > 0) await tx.execute(refreshTotals([...new Set(rows.map((row) => row.dealId))]));
    return { ids, days: rows.length };
  });
}

function refreshTotals(dealIds: number[]): SQL {
  return sql`update programmatic_deals set impressions = totals.impressions, clicks = totals.clicks,
      spent = totals.spend
    from (select deal_id, sum(impressions) as impressions, sum(clicks) as clicks, sum(spend) as spend
      from programmatic_deal_statistics where deal_id in (${sql.join(
        dealIds.map((id) => sql`${id}`),
        sql`, `,
      )}) group by deal_id) totals
    where programmatic_deals.id = totals.deal_id`;
}
