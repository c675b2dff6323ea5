import type { Source } from '@adcontrol/domain/shared/enums';
import type { Db } from '../../db/client';
import type { ServerBreakdown } from '../delivery/index';
import {
  type Day,
  insertReach,
  type QuartileRow,
  replaceQuartiles,
  replaceRegionsAndApps,
  storedReports,
  storeServerReport,
} from './breakdowns-repository';

/*
 * Ingestion of the breakdowns the delivery servers report per campaign and day (docs/decisions/025 and 032).
 * The stored tables hold both servers together, so each server's last report of a day is kept, and the day's
 * rows are rebuilt from every server's report: a report read twice, or from one server only, changes nothing else.
 */

type Totals = { impressions: number; clicks: number };

/** Stores one server's reports and rebuilds the days they touch. Call it inside a transaction. */
export async function recordBreakdowns(
  tx: Db,
  server: Source,
  reports: readonly ServerBreakdown[],
): Promise<void> {
  if (reports.length === 0) return;
  for (const report of reports) await storeServerReport(tx, server, report);
  const days = [...new Map(reports.map((r) => [`${r.campaignId}|${r.date}`, r])).values()];
  for (const day of days) await rebuildDay(tx, day);
}

async function rebuildDay(tx: Db, day: Day): Promise<void> {
  const reports = (await storedReports(tx, day)) as ServerBreakdown[];
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
  await replaceRegionsAndApps(
    tx,
    day,
    [...regions.values()].map((entry) => ({ ...day, ...entry })),
    [...apps.values()].map((entry) => ({ ...day, ...entry })),
  );
  if (quartiles.size > 0) await replaceQuartiles(tx, day, [...quartiles.values()]);
  if (devices > 0 || cumulativeDevices > 0)
    await insertReach(tx, day, { devices, cumulativeDevices: Math.max(devices, cumulativeDevices) });
}

function add<T extends Totals>(map: Map<string, T>, key: string, entry: T): void {
  const sum = map.get(key);
  if (sum) {
    sum.impressions += entry.impressions;
    sum.clicks += entry.clicks;
  } else map.set(key, { ...entry });
}
