import type { Source } from '@adcontrol/domain/shared/enums';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campaignAppStatistics,
  campaignReach,
  campaignRegionStatistics,
  creatives,
  creativeVideoQuartiles,
  deliveryServerBreakdowns,
} from '../../db/schema';

/* The stored breakdowns of a campaign's day: each server's last report, and the rows rebuilt from them. */

export type Day = { campaignId: number; date: string };
export type QuartileRow = typeof creativeVideoQuartiles.$inferInsert;
type RegionRow = typeof campaignRegionStatistics.$inferInsert;
type AppRow = typeof campaignAppStatistics.$inferInsert;

/** Keeps a server's report of a campaign's day, replacing the one it sent before. */
export async function storeServerReport(
  tx: Db,
  server: Source,
  report: Day & Record<string, unknown>,
): Promise<void> {
  await tx
    .insert(deliveryServerBreakdowns)
    .values({ campaignId: report.campaignId, date: report.date, server, report })
    .onConflictDoUpdate({
      target: [
        deliveryServerBreakdowns.campaignId,
        deliveryServerBreakdowns.date,
        deliveryServerBreakdowns.server,
      ],
      set: { report, updatedAt: sql`now()` },
    });
}

/** Every server's stored report of the day. */
export async function storedReports(tx: Db, day: Day): Promise<unknown[]> {
  const stored = await tx
    .select({ report: deliveryServerBreakdowns.report })
    .from(deliveryServerBreakdowns)
    .where(
      and(
        eq(deliveryServerBreakdowns.campaignId, day.campaignId),
        eq(deliveryServerBreakdowns.date, day.date),
      ),
    );
  return stored.map((row) => row.report);
}

/** Empties the day's regions, apps and reach, and stores the regions and apps given. */
export async function replaceRegionsAndApps(
  tx: Db,
  { campaignId, date }: Day,
  regions: RegionRow[],
  apps: AppRow[],
): Promise<void> {
  const ofDay = <T extends { campaignId: unknown; date: unknown }>(table: T) =>
    and(eq(table.campaignId as never, campaignId), eq(table.date as never, date));
  await tx.delete(campaignRegionStatistics).where(ofDay(campaignRegionStatistics));
  await tx.delete(campaignAppStatistics).where(ofDay(campaignAppStatistics));
  await tx.delete(campaignReach).where(ofDay(campaignReach));
  if (regions.length > 0) await tx.insert(campaignRegionStatistics).values(regions);
  if (apps.length > 0) await tx.insert(campaignAppStatistics).values(apps);
}

/** The day's quartiles, replaced whole, for the video creatives still of the campaign. */
export async function replaceQuartiles(tx: Db, day: Day, rows: QuartileRow[]): Promise<void> {
  await tx
    .delete(creativeVideoQuartiles)
    .where(
      and(eq(creativeVideoQuartiles.campaignId, day.campaignId), eq(creativeVideoQuartiles.date, day.date)),
    );
  const known = await tx
    .select({ id: creatives.id })
    .from(creatives)
    .where(
      and(
        eq(creatives.campaignId, day.campaignId),
        inArray(
          creatives.id,
          rows.map((row) => row.creativeId),
        ),
      ),
    );
  const kept = new Set(known.map((row) => row.id));
  const valid = rows.filter((row) => kept.has(row.creativeId));
  if (valid.length > 0) await tx.insert(creativeVideoQuartiles).values(valid);
}

export async function insertReach(
  tx: Db,
  day: Day,
  reach: { devices: number; cumulativeDevices: number },
): Promise<void> {
  await tx.insert(campaignReach).values({ ...day, ...reach });
}
