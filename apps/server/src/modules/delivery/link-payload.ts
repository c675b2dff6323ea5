import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import type { Source } from '@adcontrol/domain/shared/enums';
import type { Db } from '../../db/client';
import { audienceTargetsOf } from '../audiences/index';
import type { CampaignRow, CreativeRow } from '../campaigns/index';
import { type LinkedAudience, type LinkedCampaign, statusChangeOf } from './changes';
import { baselineOf, partOf } from './link-baseline';

/*
 * The campaign as a link tells a delivery server (docs/decisions/030 and 032): flight, expected CTR, that server's
 * daily capping, share and part of the target, optimisation, and each creative with its status, its audience
 * (size, countries, genders, ages) and what the server already delivered of it today, so delivery carries on
 * from the figures the app shows.
 */

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
  const newton = newtonShare(campaign, server);
  const share = server === 'newton' ? newton : 1 - newton;
  // One after another: a transaction's queries share one connection.
  const audienceRows = await audiencesOf(db, creatives);
  const { baseline, today } = await baselineOf(db, campaign, server, date, partOf(server, newton));
  const audienceById = new Map(audienceRows.map((row) => [row.id, row]));
  return {
    name: campaign.name,
    status: statusChangeOf(campaign.status),
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
        today: today.get(creative.id) ?? null,
      };
    }),
    sinewInfo: server === 'sinew' ? (input.sinewInfo ?? campaign.dataInfo?.sinewInfo ?? null) : null,
    target: {
      impressions: Math.round((campaign.targetImpressions ?? 0) * share),
      clicks: Math.round((campaign.targetClicks ?? 0) * share),
    },
    share,
    baseline,
  };
}

/**
 * Newton's share of the campaign's traffic when linking to `server` (sinew has the rest): its part of the daily
 * capping (SPEC 9 splits it by the sources' shares); without capping, half when the campaign runs on both, else
 * all of it goes to the server linked.
 */
export function newtonShare(campaign: CampaignRow, server: Source): number {
  const part = (cap: { impressions: number; clicks: number }) => cap.impressions || cap.clicks;
  const newton = part(CAPPING.newton(campaign));
  const total = newton + part(CAPPING.sinew(campaign));
  if (total > 0) return newton / total;
  if (campaign.source === 'all') return 0.5;
  return server === 'newton' ? 1 : 0;
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
  return audienceTargetsOf(db, ids);
}
