import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offlineExchangeDeals } from '../../db/schema';

/** The offline exchange's book (docs/decisions/035): each deal's plan and the actions it took, as stored. */
export type OfflineDealRow = typeof offlineExchangeDeals.$inferSelect;

export function offlineBook(db: Db): Promise<OfflineDealRow[]> {
  return db.select().from(offlineExchangeDeals).orderBy(asc(offlineExchangeDeals.dealId));
}

/** One deal of the book, locked until the transaction `tx` ends. */
export async function lockOfflineDeal(tx: Db, dealId: string): Promise<OfflineDealRow | undefined> {
  const [row] = await tx
    .select()
    .from(offlineExchangeDeals)
    .where(eq(offlineExchangeDeals.dealId, dealId))
    .for('update');
  return row;
}

export async function setOfflineActions(
  tx: Db,
  dealId: string,
  actions: OfflineDealRow['actions'],
): Promise<void> {
  await tx.update(offlineExchangeDeals).set({ actions }).where(eq(offlineExchangeDeals.dealId, dealId));
}
