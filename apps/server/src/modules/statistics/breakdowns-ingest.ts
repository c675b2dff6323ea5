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
import type { ServerBreakdown } from '../delivery/changes';

/*
 * Ingestion of the breakdowns the delivery servers report per campaign and day (docs/decisions/025 and 032).
 * The stored tables hold both servers together, so each server's last report of a day is kept, and the day's
 * rows are rebuilt from every server's report: a report read twice, or from one server only, changes nothing else.
 */

type Day = { campaignId: number; date: string };
type Totals = { impressions: number; clicks: number };
type QuartileRow = typeof creativeVideoQuartiles.$inferInsert;

/** Stores one server's reports and rebuilds the days they touch. Call it inside a transaction. */
export async function recordBreakdowns(
  tx: Db,
  server: Source,
  reports: readonly ServerBreakdown[],
): Promise<void> {
  if (reports.length === 0) return;
  for (const report of reports) {
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
  const days = [...new Map(reports.map((r) => [`${r.campaignId}|${r.date}`, r])).values()];
  for (const day of days) await rebuildDay(tx, day);
}

async function rebuildDay(tx: Db, day: Day): Promise<void> {
  const stored = await tx
    .select({ report: deliveryServerBreakdowns.report })
    .from(deliveryServerBreakdowns)
    .where(
      and(
        eq(deliveryServerBreakdowns.campaignId, day.campaignId),
        eq(deliveryServerBreakdowns.date, day.date),
      ),
    );
  const reports = stored.map((row) => row.report as unknown as ServerBreakdown);
  const regions = new Map<string, { country: string; region: string } & Totals>();
  const apps = new Map<string, { app: string; appName: string } & Totals>();
  const quartiles = new Map<number, QuartileRow>();
  let devices = 0;
  let cumulativeDevices = 0;
  for (const report of reports) {
    for (const entry of report.regions) add(regions, `${entry.country}|${entry.region}`, entry);
    for (const entry of report.apps) add(apps, entry.app, entry);
    for (const entry of report.quartiles) {
      const sum = quartiles.get(entry.creativeId) ?? { ...day, creativeId: entry.creativeId };
      for (const step of ['starts', 'firstQuartile', 'midpoint', 'thirdQuartile', 'completes'] as const)
        sum[step] = (sum[step] ?? 0) + entry[step];
      quartiles.set(entry.creativeId, sum);
    }
    // Servers count their own devices; taken together as if no device were seen by both.
    devices += report.reach.devices;
    cumulativeDevices += report.reach.cumulativeDevices;
  }
  const { campaignId, date } = day;
  const ofDay = <T extends { campaignId: unknown; date: unknown }>(table: T) =>
    and(eq(table.campaignId as never, campaignId), eq(table.date as never, date));
  await tx.delete(campaignRegionStatistics).where(ofDay(campaignRegionStatistics));
  await tx.delete(campaignAppStatistics).where(ofDay(campaignAppStatistics));
  await tx.delete(campaignReach).where(ofDay(campaignReach));
  await insertAll(
    tx,
    campaignRegionStatistics,
    [...regions.values()].map((entry) => ({ ...day, ...entry })),
  );
  await insertAll(
    tx,
    campaignAppStatistics,
    [...apps.values()].map((entry) => ({ ...day, ...entry })),
  );
  if (quartiles.size > 0) await writeQuartiles(tx, day, [...quartiles.values()]);
  if (devices > 0 || cumulativeDevices > 0)
    await tx
      .insert(campaignReach)
      .values({ ...day, devices, cumulativeDevices: Math.max(devices, cumulativeDevices) });
}

function add<T extends Totals>(map: Map<string, T>, key: string, entry: T): void {
  const sum = map.get(key);
  if (sum) {
    sum.impressions += entry.impressions;
    sum.clicks += entry.clicks;
  } else map.set(key, { ...entry });
}

async function insertAll<T extends typeof campaignRegionStatistics | typeof campaignAppStatistics>(
  tx: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length > 0) await tx.insert(table).values(rows as never);
}

/** The day's quartiles, replaced whole, for the video creatives still of the campaign. */
async function writeQuartiles(tx: Db, day: Day, rows: QuartileRow[]): Promise<void> {
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
