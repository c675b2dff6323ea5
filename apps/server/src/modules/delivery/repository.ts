import type { Source } from '@adcontrol/domain/shared/enums';
import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campaignAppStatistics,
  campaignReach,
  campaignRegionStatistics,
  campaignStatistics,
  campaigns,
  creatives,
  creativeVideoQuartiles,
  deliveryOutbox,
} from '../../db/schema';

/*
 * The delivery module's queries besides the outbox's (`outbox-repository.ts`): a change set aside, what a link
 * reads of the statistics already stored (docs/decisions/031 and 032), and which of the creatives and campaigns a
 * server reports on are still here.
 */

/** One change queued for a campaign, whatever its state. */
export async function findChange(db: Db, campaignId: number, changeId: number) {
  const [row] = await db
    .select()
    .from(deliveryOutbox)
    .where(and(eq(deliveryOutbox.id, changeId), eq(deliveryOutbox.campaignId, campaignId)))
    .limit(1);
  return row;
}

/** Puts a change set aside back in line, to be sent at once as a first attempt. */
export async function requeueChange(tx: Db, changeId: number): Promise<void> {
  await tx
    .update(deliveryOutbox)
    .set({ failedAt: null, attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
    .where(eq(deliveryOutbox.id, changeId));
}

export async function deleteChange(tx: Db, changeId: number): Promise<void> {
  await tx.delete(deliveryOutbox).where(eq(deliveryOutbox.id, changeId));
}

const { date: day, campaignId, source, ...counters } = getTableColumns(campaignStatistics);
const ofServer = (id: number, server: Source) => and(eq(campaignId, id), eq(source, server));

/** The server's counters of each creative of the campaign on the day. */
export function serverDayCounters(db: Db, id: number, server: Source, date: string) {
  return db
    .select(counters)
    .from(campaignStatistics)
    .where(and(ofServer(id, server), eq(day, date)));
}

/** What the server delivered of the campaign before the day. */
export async function serverTotalsBefore(db: Db, id: number, server: Source, date: string) {
  const [before] = await db
    .select({
      impressions: sql<string>`coalesce(sum(${campaignStatistics.impressions}), 0)`,
      clicks: sql<string>`coalesce(sum(${campaignStatistics.clicks}), 0)`,
    })
    .from(campaignStatistics)
    .where(and(ofServer(id, server), lt(day, date)));
  return { impressions: Number(before?.impressions ?? 0), clicks: Number(before?.clicks ?? 0) };
}

/** The campaign's devices reached up to the day before. */
export async function reachBefore(db: Db, id: number, date: string): Promise<number> {
  const [reach] = await db
    .select({ devices: campaignReach.cumulativeDevices })
    .from(campaignReach)
    .where(and(eq(campaignReach.campaignId, id), lt(campaignReach.date, date)))
    .orderBy(desc(campaignReach.date))
    .limit(1);
  return reach?.devices ?? 0;
}

/** The campaign's stored breakdowns of the day, both servers together. */
export async function breakdownsOfDay(db: Db, id: number, date: string) {
  const of = <T extends { campaignId: unknown; date: unknown }>(table: T) =>
    and(eq(table.campaignId as never, id), eq(table.date as never, date));
  const regions = await db.select().from(campaignRegionStatistics).where(of(campaignRegionStatistics));
  const apps = await db.select().from(campaignAppStatistics).where(of(campaignAppStatistics));
  const quartiles = await db.select().from(creativeVideoQuartiles).where(of(creativeVideoQuartiles));
  const [reach] = await db.select().from(campaignReach).where(of(campaignReach));
  return { regions, apps, quartiles, reach };
}

/** Which of these campaigns still exist. */
export async function existingCampaigns(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db.select({ id: campaigns.id }).from(campaigns).where(inArray(campaigns.id, unique));
  return new Set(rows.map((row) => row.id));
}

/** Each of these creatives that still exists, with its campaign. */
export async function campaignsOfCreatives(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: creatives.id, campaignId: creatives.campaignId })
    .from(creatives)
    .where(inArray(creatives.id, unique));
  return new Map(rows.map((row) => [row.id, row.campaignId]));
}
