import { SOURCES, type Source } from '@adcontrol/domain/shared/enums';
import type { LinkedCampaign } from '../modules/delivery/changes';
import { profileOf } from './audience-profile';
import { addToBreakdown, addToRow, breakdownOf, rowOf, touch } from './day-report';
import { creativeCtr, trafficShares } from './mix';
import { DAY_MS, dayGoal, dayStart, dueBy, flightOf, networkDay } from './pacing';
import { type RandomSource, roundRandomly, splitCount } from './split';
import type { HeldCampaign, SimulatorState } from './state';

export { networkDay } from './pacing';

export interface TickOptions {
  /** The day's goal of a campaign that sets neither a target nor a daily capping. */
  dailyImpressions: number;
  random?: RandomSource;
}

/**
 * One tick of simulated delivery (docs/decisions/032): every campaign each server holds delivers what its even
 * pacing makes due by `now`, first finishing the day of its previous tick. Returns whether anything was delivered.
 */
export function deliverTick(state: SimulatorState, now: Date, options: TickOptions): boolean {
  const random = options.random ?? Math.random;
  const today = networkDay(now);
  let delivered = false;
  for (const server of SOURCES) {
    for (const [id, held] of Object.entries(state.campaigns[server])) {
      // Paused, finished or cancelled: nothing now, and nothing owed for these days when it resumes.
      if (held.status && !held.status.active) {
        held.lastTickAt = now.toISOString();
        continue;
      }
      const last = held.lastTickAt ? networkDay(new Date(held.lastTickAt)) : today;
      if (last < today) {
        const end = dayStart(last) + DAY_MS;
        delivered = deliverDay(state, server, Number(id), held, last, end, options, random) || delivered;
      }
      delivered =
        deliverDay(state, server, Number(id), held, today, now.getTime(), options, random) || delivered;
      held.lastTickAt = now.toISOString();
    }
  }
  return delivered;
}

function deliverDay(
  state: SimulatorState,
  server: Source,
  campaignId: number,
  held: HeldCampaign,
  day: string,
  at: number,
  options: TickOptions,
  random: RandomSource,
): boolean {
  const rows = Object.values(state.statistics).filter(
    (row) => row.server === server && row.campaignId === campaignId,
  );
  const sum = (list: typeof rows) =>
    list.reduce(
      (t, row) => ({ impressions: t.impressions + row.impressions, clicks: t.clicks + row.clicks }),
      {
        impressions: 0,
        clicks: 0,
      },
    );
  const today = sum(rows.filter((row) => row.date === day));
  const goal = goalOf(held, deliveredBefore(held, sum, rows, day), day, options);
  const amount = dueBy(goal, flightOf(held), day, at) - today.impressions;
  let clickRoom = held.capping.clicks > 0 ? held.capping.clicks - today.clicks : Number.POSITIVE_INFINITY;
  const active = held.creatives.filter((creative) => creative.status === 0);
  if (amount <= 0 || clickRoom <= 0 || active.length === 0) return false;
  const performance = active.map((creative) => sum(rows.filter((row) => row.creativeId === creative.id)));
  const parts = splitCount(amount, trafficShares(performance, held.optimisation), random);
  const profile = profileOf(campaignId, held);
  const breakdown = breakdownOf(state, server, campaignId, day);
  active.forEach((creative, index) => {
    const impressions = parts[index] ?? 0;
    if (impressions === 0) return;
    const rate = creativeCtr(creative.id, held.ctr) / 100;
    const clicks = Math.min(clickRoom, impressions, roundRandomly(impressions * rate, random));
    clickRoom -= clicks;
    const row = rowOf(state, server, campaignId, creative.id, day);
    addToRow(row, impressions, clicks, profile, random);
    addToBreakdown(breakdown, held, creative, { impressions, clicks }, profile, random);
    touch(state, row);
  });
  touch(state, breakdown);
  return true;
}

type Totals = { impressions: number; clicks: number };

/** What this server delivered before `day`: the link's baseline and what it delivered itself since. */
function deliveredBefore<Row extends { date: string }>(
  held: HeldCampaign,
  sum: (rows: Row[]) => Totals,
  rows: Row[],
  day: string,
): Totals {
  const since = held.baseline?.date ?? '';
  const own = sum(rows.filter((row) => row.date >= since && row.date < day));
  return {
    impressions: own.impressions + (held.baseline?.impressions ?? 0),
    clicks: own.clicks + (held.baseline?.clicks ?? 0),
  };
}

/**
 * The day's impressions goal: what remains of this server's target over the flight ahead (the clicks still
 * wanted at the campaign's CTR when it sets only clicks), never past the daily capping. Without a target it is
 * the daily capping, or `dailyImpressions` without one.
 */
function goalOf(held: LinkedCampaign, before: Totals, day: string, options: TickOptions): number {
  const cap = held.capping.impressions;
  const target = held.target ?? { impressions: 0, clicks: 0 };
  if (target.impressions <= 0 && target.clicks <= 0) {
    return dayGoal(Number.POSITIVE_INFINITY, flightOf(held), day, cap > 0 ? cap : options.dailyImpressions);
  }
  const remaining =
    target.impressions > 0
      ? target.impressions - before.impressions
      : Math.ceil(((target.clicks - before.clicks) * 100) / (held.ctr ?? 1));
  return dayGoal(remaining, flightOf(held), day, cap);
}

/**
 * Takes a link: keeps the ids the server gave the creatives and how far it got, and starts the day of the
 * link's baseline from what the app already holds of it (each creative's counters, and this server's part of
 * the day's breakdowns, or a split of the counters when there are none), unless it reports that day itself.
 * `random` splits the counters.
 */
export function holdLink(
  state: SimulatorState,
  server: Source,
  campaignId: number,
  campaign: LinkedCampaign,
  serverIds: Record<string, string>,
  random: RandomSource = Math.random,
): void {
  const previous = state.campaigns[server][campaignId];
  const held: HeldCampaign = {
    ...campaign,
    serverIds,
    ...(previous?.lastTickAt ? { lastTickAt: previous.lastTickAt } : {}),
    reachSoFar: previous?.reachSoFar ?? campaign.baseline?.reach ?? 0,
  };
  state.campaigns[server][campaignId] = held;
  const baseline = campaign.baseline;
  if (!baseline) return;
  const reported = Boolean(state.breakdowns[`${server}|${campaignId}|${baseline.date}`]);
  const profile = profileOf(campaignId, held);
  for (const creative of campaign.creatives) {
    const key = `${server}|${campaignId}|${creative.id}|${baseline.date}`;
    if (!creative.today || creative.today.impressions === 0 || state.statistics[key]) continue;
    const row = rowOf(state, server, campaignId, creative.id, baseline.date, creative.today);
    touch(state, row);
    if (reported || baseline.day) continue;
    const breakdown = breakdownOf(state, server, campaignId, baseline.date);
    addToBreakdown(breakdown, held, creative, row, profile, random);
    touch(state, breakdown);
  }
  if (reported || !baseline.day) return;
  const { regions, apps, quartiles, reach } = structuredClone(baseline.day);
  const breakdown = breakdownOf(state, server, campaignId, baseline.date);
  Object.assign(breakdown, { regions, apps, quartiles, reach, devices: reach.devices });
  held.reachSoFar = Math.max(held.reachSoFar ?? 0, reach.cumulativeDevices);
  touch(state, breakdown);
}
