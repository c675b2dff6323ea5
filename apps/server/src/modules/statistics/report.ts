import { can } from '@adcontrol/domain/rules/permissions';
import { ctr, percentage } from '@adcontrol/domain/rules/rounding';
import { SOURCES } from '@adcontrol/domain/shared/enum-values';
import type { ReportRangeQuery } from '@adcontrol/domain/statistics/contracts';
import type {
  AgeGenderCtr,
  AppRow,
  GenderSplit,
  QuartileRow,
  RegionRow,
  ReportRow,
} from '@adcontrol/domain/statistics/statistics';
import type { Db } from '../../db/client';
import { creativesOf, findScopedCampaign } from '../campaigns/index';
import type { Actor } from '../scope/actor';
import * as facts from './repository';
import { campaignStatistics, requireCampaigns, statisticsScope } from './service';

/** What a downloaded report holds: the campaign's figures over the range (docs/decisions/025 and 054). */
export interface CampaignReport {
  campaignId: number;
  name: string;
  /** Whose campaign it is: the advertiser's company, else their first name. */
  advertiser: string | null;
  /** The days asked for, or those the campaign delivered on when none were. */
  start: string | null;
  end: string | null;
  totals: { impressions: number; clicks: number; ctr: number };
  /** Every day of the range, days without delivery as zeros, as the campaign page's daily chart and table. */
  days: ReportRow[];
  /** The campaign page's gender and age cards: the same service call, so the same figures. */
  gender: GenderSplit | null;
  ages: AgeGenderCtr;
  /** Null when the admin has not shared them with an advertiser (SPEC 7's switches). */
  regions: RegionRow[] | null;
  apps: AppRow[] | null;
  quartiles: QuartileRow[] | null;
  generatedAt: Date;
}

/** The days, totals, gender and age of some campaigns over some days, as the campaign page asks for them. */
async function delivery(db: Db, actor: Actor, ids: number[], days: { start: string; end: string } | null) {
  if (!days) return { days: [], gender: null, ages: [], totals: { impressions: 0, clicks: 0, ctr: 0 } };
  const answer = await campaignStatistics(db, actor, {
    campaigns: ids,
    sources: [...SOURCES],
    groupBy: 'day',
    date: days,
  });
  return {
    days: answer.points.map(({ date, impressions, clicks, ctr }) => ({ date, impressions, clicks, ctr })),
    gender: answer.gender,
    ages: answer.ageGender,
    totals: answer.totals,
  };
}

export async function campaignReport(
  db: Db,
  actor: Actor,
  id: number,
  query: ReportRangeQuery,
  now: Date,
): Promise<CampaignReport> {
  await requireCampaigns(db, actor, [id]);
  const scope = statisticsScope(actor);
  const asked: facts.Days = query.start && query.end ? { start: query.start, end: query.end } : null;
  const [switches] = await facts.reportSwitches(db, [id]);
  const seesAll = can(actor.role, 'campaigns.seeFullReport');
  const shows = (which: facts.ReportSwitch) => seesAll || switches?.[which] === true;
  const [found, creatives, delivered, regions, apps, quartiles] = await Promise.all([
    findScopedCampaign(db, scope, id),
    creativesOf(db, id),
    asked ? null : facts.deliveredDays(db, scope, [id], null),
    shows('typeReports') ? facts.regions(db, scope, id, asked) : null,
    shows('showApps') ? facts.apps(db, scope, id, asked) : null,
    shows('typeReports') ? facts.quartiles(db, scope, [id], [], asked) : null,
  ]);
  // The campaign page shows video quartiles only when the campaign has a video.
  const isVideo = creatives.some(({ creative }) => creative.format === 'video');
  const first = delivered?.[0]?.date;
  const last = delivered?.at(-1)?.date;
  const days = asked ?? (first && last ? { start: first, end: last } : null);
  const daily = await delivery(db, actor, [id], days);
  const withCtr = <T extends facts.Delivery>(row: T) => ({ ...row, ctr: ctr(row.clicks, row.impressions) });
  return {
    campaignId: id,
    name: found?.campaign.name ?? '',
    advertiser: found?.advertiserName ?? null,
    start: days?.start ?? null,
    end: days?.end ?? null,
    totals: daily.totals,
    days: daily.days,
    gender: daily.gender,
    ages: daily.ages,
    regions: regions?.map(withCtr) ?? null,
    apps: apps?.map(withCtr) ?? null,
    quartiles: !isVideo
      ? null
      : (quartiles?.map((row) => ({ ...row, completionRate: percentage(row.complete, row.start) })) ?? null),
    generatedAt: now,
  };
}

/** Several campaigns' reports over the same days, each as the caller may see it, with their sum. */
export async function campaignsReport(
  db: Db,
  actor: Actor,
  ids: readonly number[],
  days: { start: string; end: string },
  now: Date,
) {
  const reports: CampaignReport[] = [];
  // One at a time: a single connection (a transaction, or PGlite) takes the queries in turn anyway.
  for (const id of ids) reports.push(await campaignReport(db, actor, id, days, now));
  // All of them together, as the campaign page adds up several campaigns: days, gender and age.
  const together =
    ids.length > 0 ? await delivery(db, actor, [...ids], days) : await delivery(db, actor, [], null);
  return { ...days, reports, ...together, generatedAt: now };
}

/** Lower-case words joined by dashes, without accents: `Peñalolén Sur` is `penalolen-sur`. */
export function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
