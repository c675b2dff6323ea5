import type { ReportSettings } from '@adcontrol/domain/campaigns/campaign';
import { can } from '@adcontrol/domain/rules/permissions';
import { ctr, percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type {
  CampaignReportsResponse,
  CampaignStatisticsResponse,
  campaignStatisticsRequest,
  QuartilesResponse,
  ReportRangeQuery,
  ScopesResponse,
  StatisticsRequest,
  StatisticsResponse,
} from '@adcontrol/domain/statistics/contracts';
import type { AppRow, RegionRow, ReportRow } from '@adcontrol/domain/statistics/statistics';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/service';
import type { Actor } from '../scope/actor';
import type { Scope } from '../scope/scope';
import * as facts from './repository';

type StatisticsQuery = z.output<typeof campaignStatisticsRequest>;
type DateRange = { start: string; end: string };

/** Frequency (impressions per device) shows 2 decimals, like CTR. */
const FREQUENCY_DECIMALS = 2;

const notFound = () => new AppError('NOT_FOUND', 'Campaign not found');

/**
 * Analysts read the whole network's statistics, read-only (ARCHITECTURE 6, docs/decisions/025); everyone else
 * reads the campaigns of their scope (docs/decisions/008).
 */
export function statisticsScope(actor: Actor): Scope {
  return can(actor.role, 'network.readAll') ? { kind: 'all' } : actor.scope;
}

/** The campaigns, all in the caller's scope, or 404: never a partial answer. */
export async function requireCampaigns(db: Db, actor: Actor, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  const found = await facts.scopedCampaigns(db, statisticsScope(actor), wanted);
  if (found.length !== wanted.length) throw notFound();
  return found;
}

/** What the admin hides from the advertiser (SPEC 7's switches) is refused to advertisers, 403. */
async function requireShared(db: Db, actor: Actor, ids: readonly number[], which: facts.ReportSwitch) {
  if (can(actor.role, 'campaigns.seeFullReport')) return;
  const switches = await facts.reportSwitches(db, ids);
  if (switches.some((row) => !row[which])) {
    throw new AppError('FORBIDDEN', 'This report is not shared with the advertiser', {
      key: 'reports.notShared',
    });
  }
}

const withCtr = <T extends facts.Delivery>(row: T) => ({ ...row, ctr: ctr(row.clicks, row.impressions) });
const rangeOf = (query: ReportRangeQuery): facts.Days =>
  query.start && query.end ? { start: query.start, end: query.end } : null;

/** POST /campaigns/statistics: daily points split by `groupBy`, totals, gender split and CTR by age. */
export async function campaignStatistics(
  db: Db,
  actor: Actor,
  request: StatisticsQuery,
): Promise<CampaignStatisticsResponse> {
  await requireCampaigns(db, actor, request.campaigns);
  const filter: facts.StatisticsFilter = {
    scope: statisticsScope(actor),
    campaignIds: request.campaigns,
    days: request.date,
    sources: [...new Set(request.sources)],
    banners: request.banners ?? [],
  };
  const key = request.groupBy === 'day' ? null : request.groupBy;
  const [points, totals] = await Promise.all([
    facts.dailyPoints(db, filter, key),
    facts.breakdown(db, filter),
  ]);
  return {
    points: points.map(({ key: value, ...point }) => ({
      ...withCtr(point),
      campaignId: key === 'campaign' ? Number(value) : null,
      bannerId: key === 'creative' ? Number(value) : null,
      source: key === 'source' ? value : null,
    })),
    totals: withCtr({ impressions: totals.impressions, clicks: totals.clicks }),
    gender: {
      impressionsMale: totals.impressionsMale,
      impressionsFemale: totals.impressionsFemale,
      clicksMale: totals.clicksMale,
      clicksFemale: totals.clicksFemale,
      ctrMale: ctr(totals.clicksMale, totals.impressionsMale),
      ctrFemale: ctr(totals.clicksFemale, totals.impressionsFemale),
    },
    ageGender: totals.ages.map(withCtr),
  };
}

/** POST /statistics: every day of each campaign's own range, zeros included, in the order asked. */
export async function statisticsByRange(
  db: Db,
  actor: Actor,
  request: StatisticsRequest,
): Promise<StatisticsResponse> {
  await requireCampaigns(
    db,
    actor,
    request.map((item) => item.campaignId),
  );
  const rows = await facts.dailyByCampaign(
    db,
    statisticsScope(actor),
    request.map((item) => ({ campaignId: item.campaignId, ...item.date })),
  );
  const byOrdinal: ReportRow[][] = request.map(() => []);
  for (const { ordinal, ...row } of rows) byOrdinal[ordinal]?.push(withCtr(row));
  return request.map((item, index) => ({ campaignId: item.campaignId, rows: byOrdinal[index] ?? [] }));
}

/** POST /campaigns/reports: each campaign's days with delivery, per campaign and day. */
export async function campaignReports(
  db: Db,
  actor: Actor,
  request: { campaigns: number[]; date?: DateRange | undefined },
): Promise<CampaignReportsResponse> {
  await requireCampaigns(db, actor, request.campaigns);
  const rows = await facts.deliveredDays(db, statisticsScope(actor), request.campaigns, request.date ?? null);
  return { rows: rows.map(withCtr) };
}

export async function countryReport(
  db: Db,
  actor: Actor,
  id: number,
  query: ReportRangeQuery,
): Promise<RegionRow[]> {
  await requireCampaigns(db, actor, [id]);
  await requireShared(db, actor, [id], 'typeReports');
  return (await facts.regions(db, statisticsScope(actor), id, rangeOf(query))).map(withCtr);
}

export async function appsReport(
  db: Db,
  actor: Actor,
  id: number,
  query: ReportRangeQuery,
): Promise<AppRow[]> {
  await requireCampaigns(db, actor, [id]);
  await requireShared(db, actor, [id], 'showApps');
  return (await facts.apps(db, statisticsScope(actor), id, rangeOf(query))).map(withCtr);
}

export async function videoQuartiles(
  db: Db,
  actor: Actor,
  request: { idsCampaign: number[]; banners: number[]; date?: DateRange | undefined },
): Promise<QuartilesResponse> {
  await requireCampaigns(db, actor, request.idsCampaign);
  await requireShared(db, actor, request.idsCampaign, 'typeReports');
  const rows = await facts.quartiles(
    db,
    statisticsScope(actor),
    request.idsCampaign,
    request.banners,
    request.date ?? null,
  );
  return rows.map((row) => ({ ...row, completionRate: percentage(row.complete, row.start) }));
}

export async function campaignReach(
  db: Db,
  actor: Actor,
  request: { idsCampaign: number[]; asOf?: string | undefined },
): Promise<ScopesResponse> {
  await requireCampaigns(db, actor, request.idsCampaign);
  await requireShared(db, actor, request.idsCampaign, 'typeReports');
  const rows = await facts.reach(db, statisticsScope(actor), request.idsCampaign, request.asOf ?? null);
  return rows.map((row) => ({
    campaignId: row.campaignId,
    reach: row.reach,
    asOf: row.asOf,
    frequency: row.reach > 0 ? roundTo(row.impressions / row.reach, FREQUENCY_DECIMALS) : 0,
  }));
}

/** One of the admin's switches over what the advertiser sees, recorded in the activity log with who changed it. */
export async function setReportSwitch(
  db: Db,
  actor: Actor,
  id: number,
  which: facts.ReportSwitch,
  value: boolean,
): Promise<ReportSettings> {
  return db.transaction(async (tx) => {
    const [previous] = await facts.reportSwitches(tx, [id]);
    const settings = await facts.setReportSwitch(tx, actor.scope, id, which, value);
    if (!settings || !previous) throw notFound();
    const change = { before: { [which]: previous[which] }, after: { [which]: value } };
    await recordActivity(tx, actor, 'campaign', id, 'campaign.report_settings_changed', change);
    return settings;
  });
}
