import type { Db } from '../../db/client';
import type { ProgrammaticExchange } from './exchange';
import { buyersOf, dayBeforeLastHeld, heldDealIds, storeDeals } from './sync-repository';

/** Days read again on each sync before the last one held: the exchange may still add to them. */
const DAYS_REREAD = 1;

export interface SyncResult {
  deals: number;
  /** Deals whose buyer is no advertiser of ours: left out, as we cannot scope them. */
  skipped: string[];
  days: number;
}

/**
 * Brings the exchange's deals and their daily delivery into our tables (docs/decisions/035), in one transaction:
 * deals are inserted or updated by the exchange's id, days replace themselves, and each deal's totals are summed
 * again from its days. Run as a background job by the app, and directly by tests.
 */
export async function syncExchange(
  db: Db,
  exchange: ProgrammaticExchange,
  now = new Date(),
): Promise<SyncResult> {
  const deals = await exchange.deals();
  const buyerIds = [...new Set(deals.map((deal) => Number(deal.buyerId)).filter(Number.isSafeInteger))];
  const buyers = await buyersOf(db, buyerIds);
  const known = deals.flatMap((deal) => {
    const buyer = buyers.get(deal.buyerId);
    return buyer ? [{ deal, buyer }] : [];
  });
  // A deal new to us may have delivered before our last day: then every day is asked for again.
  const held = await heldDealIds(db);
  const isAllHeld = known.every(({ deal }) => held.has(deal.dealId));
  const since = isAllHeld ? await dayBeforeLastHeld(db, DAYS_REREAD) : undefined;
  const days = await exchange.statistics(since);
  const stored = await storeDeals(db, known, days, now);
  return {
    deals: stored.ids.size,
    skipped: deals.filter((deal) => !buyers.has(deal.buyerId)).map((deal) => deal.dealId),
    days: stored.days,
  };
}
