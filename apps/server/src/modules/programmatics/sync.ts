import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { programmaticDealStatistics, programmaticDeals } from '../../db/schema';
import type { ExchangeDeal, ProgrammaticExchange } from './exchange';

/** Days read again on each sync before the last one held: the exchange may still add to them. */
const DAYS_REREAD = 1;

export interface SyncResult {
  deals: number;
  /** Deals whose buyer is no advertiser of ours: left out, as we cannot scope them. */
  skipped: string[];
  days: number;
}

type Buyer = { id: number; sellerId: number | null };

/** Advertisers by id, each with the seller or super seller it belongs to (its parent), if any. */
async function buyersOf(db: Db, deals: readonly ExchangeDeal[]): Promise<Map<string, Buyer>> {
  const ids = [...new Set(deals.map((deal) => Number(deal.buyerId)).filter(Number.isSafeInteger))];
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; sellerId: number | null }>(
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

/** The first day to ask the exchange for: the day before the last one held, or everything the first time. */
async function sinceDay(db: Db): Promise<string | undefined> {
  const [row] = await queryRows<{ last: string | null }>(
    db,
    sql`select (max(date) - ${DAYS_REREAD}::integer)::text as "last" from programmatic_deal_statistics`,
  );
  return row?.last ?? undefined;
}

/**
 * Brings the exchange's deals and their daily delivery into our tables (docs/decisions/035), in one transaction:
 * deals are inserted or updated by the exchange's id, days replace themselves, and each deal's totals are summed
 * again from its days. Run on a timer by the app, and directly by tests.
 */
export async function syncExchange(
  db: Db,
  exchange: ProgrammaticExchange,
  now = new Date(),
): Promise<SyncResult> {
  const deals = await exchange.deals();
  const buyers = await buyersOf(db, deals);
  const known = deals.filter((deal) => buyers.has(deal.buyerId));
  // A deal new to us may have delivered before our last day: then every day is asked for again.
  const held = new Set(
    (await db.select({ id: programmaticDeals.exchangeDealId }).from(programmaticDeals)).map((row) => row.id),
  );
  const since = known.every((deal) => held.has(deal.dealId)) ? await sinceDay(db) : undefined;
  const days = await exchange.statistics(since);
  return db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const deal of known) {
      const buyer = buyers.get(deal.buyerId) as Buyer;
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
    return {
      deals: ids.size,
      skipped: deals.filter((deal) => !buyers.has(deal.buyerId)).map((deal) => deal.dealId),
      days: rows.length,
    };
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
