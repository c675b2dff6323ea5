import { SOURCES } from '@adcontrol/domain/shared/enums';
import type { HeldCampaign, SimulatorState } from './state';

/** The network's day is at -03:00 (SPEC 9). */
export function networkDay(now: Date): string {
  return new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}

export interface TickOptions {
  /** Impressions one active creative serves per tick, on average. */
  impressionsPerTick: number;
  random?: () => number;
}

/**
 * One tick of simulated delivery: every active creative of every campaign in flight serves some impressions,
 * clicked at the campaign's expected CTR (1 % when it sets none), never past the server's daily impression or
 * click capping. Gender is known for about nine impressions in ten. Returns whether anything was delivered.
 */
export function deliverTick(state: SimulatorState, now: Date, options: TickOptions): boolean {
  const random = options.random ?? Math.random;
  const day = networkDay(now);
  let delivered = false;
  for (const server of SOURCES) {
    for (const [campaignId, campaign] of Object.entries(state.campaigns[server])) {
      if (!inFlight(campaign, now)) continue;
      const room = roomToday(state, server, Number(campaignId), day, campaign);
      let left = { ...room };
      for (const creative of campaign.creatives) {
        if (creative.status !== 0 || left.impressions <= 0 || left.clicks <= 0) continue;
        const impressions = Math.min(
          left.impressions,
          Math.round(options.impressionsPerTick * (0.5 + random())),
        );
        const rate = (campaign.ctr ?? 1) / 100;
        const clicks = Math.min(left.clicks, Math.floor(impressions * rate + random()));
        if (impressions === 0) continue;
        add(state, server, Number(campaignId), creative.id, day, impressions, clicks, random);
        left = { impressions: left.impressions - impressions, clicks: left.clicks - clicks };
        delivered = true;
      }
    }
  }
  return delivered;
}

function inFlight(campaign: HeldCampaign, now: Date): boolean {
  return new Date(campaign.startDate) <= now && now <= new Date(campaign.endDate);
}

/** What the daily capping still allows today; a capping of 0 means none. */
function roomToday(
  state: SimulatorState,
  server: string,
  campaignId: number,
  day: string,
  campaign: HeldCampaign,
) {
  let impressions = 0;
  let clicks = 0;
  for (const row of Object.values(state.statistics)) {
    if (row.server !== server || row.campaignId !== campaignId || row.date !== day) continue;
    impressions += row.impressions;
    clicks += row.clicks;
  }
  const limit = (cap: number, used: number) => (cap > 0 ? cap - used : Number.POSITIVE_INFINITY);
  return {
    impressions: limit(campaign.capping.impressions, impressions),
    clicks: limit(campaign.capping.clicks, clicks),
  };
}

function add(
  state: SimulatorState,
  server: (typeof SOURCES)[number],
  campaignId: number,
  creativeId: number,
  date: string,
  impressions: number,
  clicks: number,
  random: () => number,
): void {
  const key = `${server}|${campaignId}|${creativeId}|${date}`;
  const row = state.statistics[key] ?? {
    server,
    campaignId,
    creativeId,
    date,
    impressions: 0,
    clicks: 0,
    impressionsMale: 0,
    impressionsFemale: 0,
    clicksMale: 0,
    clicksFemale: 0,
    sequence: 0,
  };
  state.statistics[key] = row;
  const male = Math.round(impressions * (0.4 + random() * 0.1));
  const female = Math.round(impressions * 0.9) - male;
  const clicksMale = Math.round((clicks * male) / Math.max(1, impressions));
  const clicksFemale = Math.min(
    clicks - clicksMale,
    Math.round((clicks * female) / Math.max(1, impressions)),
  );
  row.impressions += impressions;
  row.clicks += clicks;
  row.impressionsMale += male;
  row.impressionsFemale += Math.max(0, female);
  row.clicksMale += clicksMale;
  row.clicksFemale += Math.max(0, clicksFemale);
  state.sequence += 1;
  row.sequence = state.sequence;
}
