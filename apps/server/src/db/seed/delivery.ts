import { splitCapping } from '@adcontrol/domain/rules/capping';
import type { CampaignStatus, Source } from '@adcontrol/domain/shared/enums';
import type { CampaignDataInfo } from '../json-types';
import type { CampaignRow, Phase } from './campaign-row';
import type { SeedContext } from './context';
import type { Volumes } from './pricing';
import { reportingDay } from './time';

export type SourceShare = { source: Source; share: number };

/** Statuses of campaigns that have been live on a delivery server at some point. */
const DELIVERED: readonly CampaignStatus[] = [
  'DELIVERING',
  'DELIVERY_EXTENDED',
  'COMPLETED',
  'PAUSED',
  'PAUSED_INVENTORY_RELEASED',
  'CANCELED',
  'INACTIVE',
];

/** Which delivery servers a campaign is linked to, and the share of its traffic each one carries. */
export function deliverySources(ctx: SeedContext, status: CampaignStatus): SourceShare[] {
  const { rng } = ctx;
  if (!DELIVERED.includes(status) && !(status === 'READY' && rng.chance(0.5))) return [];
  const choice = rng.weighted({ newton: 35, sinew: 25, all: 40 });
  if (choice !== 'all') return [{ source: choice, share: 1 }];
  const newton = Math.round(rng.float(0.5, 0.7) * 100) / 100;
  return [
    { source: 'newton', share: newton },
    { source: 'sinew', share: Math.round((1 - newton) * 100) / 100 },
  ];
}

/** The last reporting day a campaign delivered on, or null when it never went live. */
export function deliveredUntil(
  ctx: SeedContext,
  status: CampaignStatus,
  phase: Phase,
  startDay: number,
  endDay: number,
): number | null {
  const today = reportingDay(ctx.now);
  if (phase === 'awaiting' || !DELIVERED.includes(status)) return null;
  if (status === 'COMPLETED') return endDay;
  if (status === 'DELIVERING' || status === 'DELIVERY_EXTENDED') return Math.min(today, endDay);
  // Paused, cancelled or inactive: it stopped part of the way through.
  const last = phase === 'running' ? today - 1 : endDay;
  return startDay + Math.floor((last - startDay) * ctx.rng.float(0.3, 0.85));
}

/**
 * The daily capping the campaign needs to reach its target over its days (what the save sets, decision 024),
 * split between the linked servers by their shares so the parts add up to it (SPEC 9). A campaign on no server
 * yet keeps its capping unassigned: zero on both.
 */
export function cappingColumns(volumes: Volumes, sources: SourceShare[], days: number) {
  const share = (server: Source) => sources.find((entry) => entry.source === server)?.share ?? 0;
  const daily = {
    impressions: Math.ceil(volumes.impressions / Math.max(1, days)),
    clicks: Math.ceil(volumes.clicks / Math.max(1, days)),
  };
  const split =
    sources.length > 0
      ? splitCapping(daily, { newton: share('newton'), sinew: share('sinew') })
      : { newton: { impressions: 0, clicks: 0 }, sinew: { impressions: 0, clicks: 0 } };
  return {
    source: sources.length === 2 ? ('all' as const) : (sources[0]?.source ?? null),
    cappingImpressions: daily.impressions,
    cappingClicks: daily.clicks,
    cappingNewtonImpressions: split.newton.impressions,
    cappingNewtonClicks: split.newton.clicks,
    cappingSinewImpressions: split.sinew.impressions,
    cappingSinewClicks: split.sinew.clicks,
    linkedNewton: share('newton') > 0,
    linkedSinew: share('sinew') > 0,
    targetImpressions: volumes.impressions,
    targetClicks: volumes.clicks,
  };
}

/** What the delivery servers report back about a linked campaign. */
export function dataInfo(row: CampaignRow, volumes: Volumes): CampaignDataInfo | null {
  if (!row.source) return null;
  return {
    country: row.country,
    type: row.campaignType,
    comment: row.purchaseModel,
    impressions: volumes.impressions,
    clicks: volumes.clicks,
    ctr: volumes.ctr,
    source: row.source,
    optimized: row.enableOptimized,
    enabled: row.status === 'DELIVERING' || row.status === 'DELIVERY_EXTENDED',
    campaignTitle: row.name,
    boxedCtr: volumes.ctr,
    ...(row.linkedSinew ? { sinewInfo: { externalId: `snw-${externalId(row.name)}` } } : {}),
  };
}

function externalId(name: string): string {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash.toString(36);
}
