import type { Source } from '@adcontrol/domain/shared/enums';
import { type DayCounters, dayCounters, type LinkedCreative } from '../modules/delivery/changes';
import { AGE_CTR, type Profile } from './audience-profile';
import { type RandomSource, roundRandomly, splitClicks, splitCount } from './split';
import type { HeldBreakdown, HeldCampaign, HeldRow, SimulatorState } from './state';

/*
 * What a simulated server reports of what it delivered (docs/decisions/032): each creative's day row with its
 * gender and age split, and each campaign's day of regions, apps, video quartiles and unique devices. Every
 * split sums exactly to what it splits.
 */

const AGE_KEYS = ['Under18', '18To24', '25To34', '35To44', '45To54', '55To65', '66Plus'] as const;
/** Impressions a device sees on average before the next one is new to the campaign. */
const FREQUENCY = 1.5;

/** Zeros everywhere (the age counters default to 0). */
export const emptyCounters = (): DayCounters =>
  dayCounters.parse({
    impressions: 0,
    clicks: 0,
    impressionsMale: 0,
    impressionsFemale: 0,
    clicksMale: 0,
    clicksFemale: 0,
  });

/** The creative's row of the day, created empty (or from what was delivered before the link) when missing. */
export function rowOf(
  state: SimulatorState,
  server: Source,
  campaignId: number,
  creativeId: number,
  date: string,
  start: DayCounters = emptyCounters(),
): HeldRow {
  const key = `${server}|${campaignId}|${creativeId}|${date}`;
  const row = state.statistics[key] ?? { ...start, server, campaignId, creativeId, date, sequence: 0 };
  state.statistics[key] = row;
  return row;
}

export function breakdownOf(
  state: SimulatorState,
  server: Source,
  campaignId: number,
  date: string,
): HeldBreakdown {
  const key = `${server}|${campaignId}|${date}`;
  const breakdown = state.breakdowns[key] ?? {
    server,
    campaignId,
    date,
    regions: [],
    apps: [],
    quartiles: [],
    reach: { devices: 0, cumulativeDevices: 0 },
    devices: 0,
    sequence: 0,
  };
  state.breakdowns[key] = breakdown;
  return breakdown;
}

export const touch = (state: SimulatorState, stamped: { sequence: number }) => {
  state.sequence += 1;
  stamped.sequence = state.sequence;
};

/** Adds impressions and clicks to a creative's day row, split by gender and age band of known traffic. */
export function addToRow(
  row: HeldRow,
  impressions: number,
  clicks: number,
  profile: Profile,
  random: RandomSource,
): void {
  row.impressions += impressions;
  row.clicks += clicks;
  const known = profile.genderKnown;
  const genders = splitCount(
    impressions,
    [known * profile.maleShare, known * (1 - profile.maleShare), 1 - known],
    random,
  );
  const genderClicks = splitClicks(clicks, genders, [1, 1, 1], random);
  row.impressionsMale += genders[0] ?? 0;
  row.impressionsFemale += genders[1] ?? 0;
  row.clicksMale += genderClicks[0] ?? 0;
  row.clicksFemale += genderClicks[1] ?? 0;
  const bands = profile.ageWeights.reduce((a, b) => a + b, 0);
  const ages = splitCount(
    impressions,
    [...profile.ageWeights.map((weight) => weight * profile.ageKnown), bands * (1 - profile.ageKnown)],
    random,
  );
  const ageClicks = splitClicks(clicks, ages, [...AGE_CTR, 1], random);
  const counters = row as unknown as Record<string, number>;
  AGE_KEYS.forEach((key, index) => {
    counters[`impressionsAge${key}`] = (counters[`impressionsAge${key}`] ?? 0) + (ages[index] ?? 0);
    counters[`clicksAge${key}`] = (counters[`clicksAge${key}`] ?? 0) + (ageClicks[index] ?? 0);
  });
}

/** Adds delivery to the campaign's day: its regions and apps, a video creative's quartiles, and its reach. */
export function addToBreakdown(
  breakdown: HeldBreakdown,
  held: HeldCampaign,
  creative: LinkedCreative,
  delivered: { impressions: number; clicks: number },
  profile: Profile,
  random: RandomSource,
): void {
  const { impressions } = delivered;
  breakdown.regions = spread<{ country: string; region: string }>(
    breakdown.regions,
    profile.regions,
    (e) => `${e.country}|${e.region}`,
    delivered,
    random,
  );
  breakdown.apps = spread<{ app: string; appName: string }>(
    breakdown.apps,
    profile.apps,
    (e) => e.app,
    delivered,
    random,
  );
  if (creative.format === 'video') addQuartiles(breakdown, creative.id, impressions, random);
  addReach(breakdown, held, impressions, profile.audience);
}

type Totals = { impressions: number; clicks: number };

/**
 * Adds impressions and clicks to the entries of a breakdown, split by the profile's weights; an entry new to
 * the day is added, and entries that got nothing are left out.
 */
function spread<K extends object>(
  entries: (K & Totals)[],
  parts: readonly (K & { weight: number })[],
  keyOf: (entry: K) => string,
  delivered: Totals,
  random: RandomSource,
): (K & Totals)[] {
  const impressions = splitCount(
    delivered.impressions,
    parts.map((part) => part.weight),
    random,
  );
  const clicks = splitClicks(delivered.clicks, impressions, [], random);
  const byKey = new Map(entries.map((entry) => [keyOf(entry), entry]));
  parts.forEach(({ weight: _weight, ...rest }, index) => {
    const key = rest as unknown as K;
    const entry = byKey.get(keyOf(key)) ?? { ...key, impressions: 0, clicks: 0 };
    entry.impressions += impressions[index] ?? 0;
    entry.clicks += clicks[index] ?? 0;
    byKey.set(keyOf(key), entry);
  });
  return [...byKey.values()].filter((entry) => entry.impressions > 0);
}

/** Each step of a video is reached by fewer views than the one before, so the stored order always holds. */
function addQuartiles(
  breakdown: HeldBreakdown,
  creativeId: number,
  impressions: number,
  random: RandomSource,
) {
  const entry = breakdown.quartiles.find((q) => q.creativeId === creativeId) ?? {
    creativeId,
    starts: 0,
    firstQuartile: 0,
    midpoint: 0,
    thirdQuartile: 0,
    completes: 0,
  };
  if (!breakdown.quartiles.includes(entry)) breakdown.quartiles.push(entry);
  const starts = roundRandomly(impressions * 0.9, random);
  const first = roundRandomly(starts * 0.82, random);
  const midpoint = roundRandomly(first * 0.85, random);
  const third = roundRandomly(midpoint * 0.87, random);
  entry.starts += starts;
  entry.firstQuartile += first;
  entry.midpoint += midpoint;
  entry.thirdQuartile += third;
  entry.completes += roundRandomly(third * 0.9, random);
}

/**
 * New devices among `impressions` when `seen` of a pool of `pool` devices were already reached: each impression
 * lands on a device of the pool at random, about FREQUENCY per device, so reach nears the pool and never passes it.
 */
export function freshDevices(pool: number | null, seen: number, impressions: number): number {
  if (pool === null) return impressions / FREQUENCY;
  if (pool <= 0) return 0;
  return Math.max(0, (pool - seen) * (1 - Math.exp(-impressions / (FREQUENCY * pool))));
}

function addReach(breakdown: HeldBreakdown, held: HeldCampaign, impressions: number, pool: number | null) {
  breakdown.devices += freshDevices(pool, breakdown.devices, impressions);
  const soFar = (held.reachSoFar ?? 0) + freshDevices(pool, held.reachSoFar ?? 0, impressions);
  held.reachSoFar = Math.max(soFar, breakdown.devices);
  const devices = Math.floor(breakdown.devices);
  breakdown.reach = { devices, cumulativeDevices: Math.max(devices, Math.floor(held.reachSoFar)) };
}
