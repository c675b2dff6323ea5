import { networkDay } from '@adcontrol/domain/rules/date-format';
import type { Source } from '@adcontrol/domain/shared/enums';
import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audiences, campaignReach, campaignStatistics } from '../../db/schema';
import type { CampaignRow, CreativeRow } from '../campaigns/repository';
import type { DayCounters, LinkedAudience, LinkedCampaign } from './changes';

/*
 * The campaign as a link tells a delivery server (docs/decisions/030 and 032): flight, expected CTR, that server's
 * daily capping, share and part of the target, optimisation, and each creative with its status, its audience
 * (size, countries, genders, ages) and what the server already delivered of it today, so delivery carries on
 * from the figures the app shows.
 */

type AudienceFilters = (typeof audiences.$inferSelect)['filters'];

const CAPPING = {
  newton: (c: CampaignRow) => ({ impressions: c.cappingNewtonImpressions, clicks: c.cappingNewtonClicks }),
  sinew: (c: CampaignRow) => ({ impressions: c.cappingSinewImpressions, clicks: c.cappingSinewClicks }),
} as const;

export interface LinkPayloadInput {
  campaign: CampaignRow;
  creatives: readonly CreativeRow[];
  /** Statuses the link sets; a creative not in it keeps its own. */
  statuses: ReadonlyMap<number, 0 | 1>;
  server: Source;
  sinewInfo?: Record<string, unknown> | undefined;
  now?: Date;
}

export async function linkPayload(db: Db, input: LinkPayloadInput): Promise<LinkedCampaign> {
  const { campaign, creatives, statuses, server } = input;
  const date = networkDay(input.now ?? new Date());
  const capping = CAPPING[server](campaign);
  const share = shareOf(campaign, server);
  // One after another: a transaction's queries share one connection.
  const audienceRows = await audiencesOf(db, creatives);
  const todayRows = await deliveredOn(db, campaign.id, server, date);
  const before = await totalBefore(db, campaign.id, server, date);
  const reach = await reachBefore(db, campaign.id, date);
  const audienceById = new Map(audienceRows.map((row) => [row.id, row]));
  const todayById = new Map(todayRows.map(({ creativeId, ...counters }) => [creativeId, counters]));
  return {
    name: campaign.name,
    startDate: campaign.startDate.toISOString(),
    endDate: campaign.endDate.toISOString(),
    ctr: campaign.ctr,
    capping,
    optimisation: {
      enabled: campaign.enableOptimized,
      weight: campaign.optimizationWeight,
      threshold: campaign.optimizationThreshold,
    },
    creatives: creatives.map((creative) => {
      const audience = creative.audienceId ? audienceById.get(creative.audienceId) : undefined;
      return {
        id: creative.id,
        name: creative.name,
        format: creative.format,
        status: statuses.get(creative.id) ?? creative.status,
        audienceSize: audience?.size ?? null,
        audience: audienceOf(audience?.filters, campaign.country),
        today: todayById.get(creative.id) ?? null,
      };
    }),
    sinewInfo: server === 'sinew' ? (input.sinewInfo ?? campaign.dataInfo?.sinewInfo ?? null) : null,
    target: {
      impressions: Math.round((campaign.targetImpressions ?? 0) * share),
      clicks: Math.round((campaign.targetClicks ?? 0) * share),
    },
    share,
    baseline: { date, ...before, reach: Math.round(reach * share) },
  };
}

/**
 * This server's share of the campaign's traffic: its part of the daily capping (SPEC 9 splits it by the
 * sources' shares); without capping, half when the campaign runs on both, else all of it.
 */
export function shareOf(campaign: CampaignRow, server: Source): number {
  const part = (cap: { impressions: number; clicks: number }) => cap.impressions || cap.clicks;
  const mine = part(CAPPING[server](campaign));
  const total = mine + part(CAPPING[server === 'newton' ? 'sinew' : 'newton'](campaign));
  if (total > 0) return mine / total;
  return campaign.source === 'all' ? 0.5 : 1;
}

/** The countries, gender and age bands an audience's filters name: empty lists mean anyone. */
function audienceOf(filters: AudienceFilters | undefined, country: string): LinkedAudience {
  const countries = [
    ...new Set(
      (filters?.geolocalization.coordinates ?? [])
        .filter((point) => point.included && point.countryCode)
        .map((point) => point.countryCode as string),
    ),
  ];
  const demographics = filters?.demographics;
  const genders: LinkedAudience['genders'] =
    demographics?.genreMale === demographics?.genreFemale
      ? []
      : [demographics?.genreMale ? 'male' : 'female'];
  return {
    countries: countries.length > 0 ? countries : [country],
    genders,
    ages: [...(demographics?.ageRanges ?? [])],
  };
}

function audiencesOf(db: Db, creatives: readonly CreativeRow[]) {
  const ids = [
    ...new Set(creatives.flatMap((creative) => (creative.audienceId ? [creative.audienceId] : []))),
  ];
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: audiences.id, size: audiences.size, filters: audiences.filters })
    .from(audiences)
    .where(inArray(audiences.id, ids));
}

function deliveredOn(
  db: Db,
  campaignId: number,
  server: Source,
  date: string,
): Promise<(DayCounters & { creativeId: number })[]> {
  const { date: day, campaignId: campaign, source, ...counters } = getTableColumns(campaignStatistics);
  return db
    .select(counters)
    .from(campaignStatistics)
    .where(and(eq(campaign, campaignId), eq(source, server), eq(day, date)));
}

async function totalBefore(db: Db, campaignId: number, server: Source, date: string) {
  const [row] = await db
    .select({
      impressions: sql<string>`coalesce(sum(${campaignStatistics.impressions}), 0)`,
      clicks: sql<string>`coalesce(sum(${campaignStatistics.clicks}), 0)`,
    })
    .from(campaignStatistics)
    .where(
      and(
        eq(campaignStatistics.campaignId, campaignId),
        eq(campaignStatistics.source, server),
        lt(campaignStatistics.date, date),
      ),
    );
  return { impressions: Number(row?.impressions ?? 0), clicks: Number(row?.clicks ?? 0) };
}

async function reachBefore(db: Db, campaignId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ devices: campaignReach.cumulativeDevices })
    .from(campaignReach)
    .where(and(eq(campaignReach.campaignId, campaignId), lt(campaignReach.date, date)))
    .orderBy(desc(campaignReach.date))
    .limit(1);
  return row?.devices ?? 0;
}
