import type { Db } from '../client';
import {
  campaignAppStatistics,
  campaignReach,
  campaignRegionStatistics,
  creativeVideoQuartiles,
} from '../schema';
import type { PlannedCampaign } from './campaigns';
import type { SeededCreative } from './creatives';
import { insertInBatches } from './insert';
import { apportion, Random } from './random';
import type { StatisticsRow } from './statistics';

/*
 * The breakdowns the delivery servers report beside the daily totals (docs/decisions/025), built from the
 * seeded statistics so they agree with them: each campaign-day's regions and apps sum exactly to its
 * impressions and clicks, quartiles exist only for video creatives and never increase, and reach is the
 * unique devices so far, growing more slowly than impressions. A generator of its own keeps every other
 * demo row as it was.
 */
const SEED = 20_251_125;

/** Where the network's ads are shown: popular free apps of the region. */
const PUBLISHER_APPS: readonly (readonly [app: string, name: string])[] = [
  ['com.king.candycrushsaga', 'Candy Crush Saga'],
  ['com.supercell.clashroyale', 'Clash Royale'],
  ['com.duolingo', 'Duolingo'],
  ['com.accuweather.android', 'AccuWeather'],
  ['com.waze', 'Waze'],
  ['com.outfit7.mytalkingtom2', 'My Talking Tom 2'],
  ['com.imangi.templerun2', 'Temple Run 2'],
  ['com.shazam.android', 'Shazam'],
  ['com.pinterest', 'Pinterest'],
  ['com.mercadolibre', 'Mercado Libre'],
  ['com.roblox.client', 'Roblox'],
  ['com.tripledot.solitaire', 'Solitaire'],
];

type Totals = { impressions: number; clicks: number };

export function buildStatisticsBreakdowns(
  planned: readonly PlannedCampaign[],
  creatives: readonly SeededCreative[],
  statistics: readonly StatisticsRow[],
) {
  const rng = new Random(SEED);
  const byCampaign = new Map<number, Map<string, Totals>>();
  const videoDays = new Map<string, number>();
  const videos = new Set(creatives.filter((c) => c.row.format === 'video').map((c) => c.row.id));
  for (const row of statistics) {
    const days = byCampaign.get(row.campaignId) ?? new Map<string, Totals>();
    byCampaign.set(row.campaignId, days);
    const day = days.get(row.date) ?? { impressions: 0, clicks: 0 };
    day.impressions += row.impressions ?? 0;
    day.clicks += row.clicks ?? 0;
    days.set(row.date, day);
    if (videos.has(row.creativeId)) {
      const key = `${row.campaignId}|${row.creativeId}|${row.date}`;
      videoDays.set(key, (videoDays.get(key) ?? 0) + (row.impressions ?? 0));
    }
  }
  const regions: (typeof campaignRegionStatistics.$inferInsert)[] = [];
  const apps: (typeof campaignAppStatistics.$inferInsert)[] = [];
  const reach: (typeof campaignReach.$inferInsert)[] = [];
  for (const campaign of planned) {
    const id = campaign.row.id;
    const days = byCampaign.get(id ?? 0);
    if (!days || id === undefined) continue;
    const cities = campaign.market.cities.slice(0, rng.int(2, 4));
    const cityWeights = cities.map((_, index) => (index === 0 ? 3 : 1) * rng.float(0.6, 1.4));
    const shown = rng.sample(PUBLISHER_APPS, rng.int(3, 6));
    const appWeights = shown.map(() => rng.logUniform(1, 20));
    const frequency = rng.float(1.3, 2.2);
    let cumulative = 0;
    for (const [date, day] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
      split(day, cityWeights).forEach((part, index) => {
        const city = cities[index];
        if (city && part.impressions > 0) {
          regions.push({
            campaignId: id,
            date,
            country: campaign.market.country,
            region: city.name,
            ...part,
          });
        }
      });
      split(day, appWeights).forEach((part, index) => {
        const entry = shown[index];
        if (entry && part.impressions > 0)
          apps.push({ campaignId: id, date, app: entry[0], appName: entry[1], ...part });
      });
      const devices = Math.round(day.impressions / (frequency * rng.float(0.9, 1.1)));
      // Fewer devices are new each day as the audience is used up.
      const fresh = Math.round(devices * Math.max(0.12, 0.9 / (1 + cumulative / Math.max(1, devices * 6))));
      cumulative = Math.max(cumulative + fresh, devices);
      reach.push({ campaignId: id, date, devices, cumulativeDevices: cumulative });
    }
  }
  const quartiles = [...videoDays].map(([key, impressions]) => {
    const [campaignId, creativeId, date] = key.split('|');
    const starts = Math.round(impressions * rng.float(0.82, 0.95));
    const firstQuartile = Math.round(starts * rng.float(0.75, 0.88));
    const midpoint = Math.round(firstQuartile * rng.float(0.78, 0.9));
    const thirdQuartile = Math.round(midpoint * rng.float(0.8, 0.92));
    const completes = Math.round(thirdQuartile * rng.float(0.82, 0.95));
    return {
      campaignId: Number(campaignId),
      creativeId: Number(creativeId),
      date: date ?? '',
      starts,
      firstQuartile,
      midpoint,
      thirdQuartile,
      completes,
    };
  });
  return { regions, apps, quartiles, reach };
}

/**
 * Impressions by weight, then clicks in proportion to the impressions each part got: the parts sum exactly to
 * the day, and no part has more clicks than impressions (a share of clicks ≤ impressions rounds to at most them).
 */
function split(day: Totals, weights: readonly number[]): Totals[] {
  const impressions = apportion(day.impressions, weights);
  const clicks = apportion(day.clicks, impressions);
  return impressions.map((count, index) => ({ impressions: count, clicks: clicks[index] ?? 0 }));
}

export type StatisticsBreakdowns = ReturnType<typeof buildStatisticsBreakdowns>;

export async function writeStatisticsBreakdowns(db: Db, rows: StatisticsBreakdowns): Promise<void> {
  await insertInBatches(db, campaignRegionStatistics, rows.regions);
  await insertInBatches(db, campaignAppStatistics, rows.apps);
  await insertInBatches(db, creativeVideoQuartiles, rows.quartiles);
  await insertInBatches(db, campaignReach, rows.reach);
}
