import { ctr, percentage } from '@adcontrol/domain/rules/rounding';
import type { ReportRangeQuery } from '@adcontrol/domain/statistics/contracts';
import type { AppRow, QuartileRow, RegionRow, ReportRow } from '@adcontrol/domain/statistics/statistics';
import type { Db } from '../../db/client';
import type { Actor } from '../scope/actor';
import * as facts from './repository';
import { requireCampaigns, statisticsScope } from './service';

/** What a downloaded report holds: the campaign's figures over the range (docs/decisions/025). */
export interface CampaignReport {
  campaignId: number;
  name: string;
  /** The days asked for, or those the campaign delivered on when none were. */
  start: string | null;
  end: string | null;
  totals: { impressions: number; clicks: number; ctr: number };
  days: ReportRow[];
  /** Null when the admin has not shared them with an advertiser (SPEC 7's switches). */
  regions: RegionRow[] | null;
  apps: AppRow[] | null;
  quartiles: QuartileRow[] | null;
  generatedAt: Date;
}

export async function campaignReport(
  db: Db,
  actor: Actor,
  id: number,
  query: ReportRangeQuery,
  now: Date,
): Promise<CampaignReport> {
  const [campaign] = await requireCampaigns(db, actor, [id]);
  const scope = statisticsScope(actor);
  const days: facts.Days = query.start && query.end ? { start: query.start, end: query.end } : null;
  const [switches] = await facts.reportSwitches(db, [id]);
  const isAdvertiser = actor.role === 'advertiser';
  const shows = (which: facts.ReportSwitch) => !isAdvertiser || switches?.[which] === true;
  const [delivered, regions, apps, quartiles] = await Promise.all([
    facts.deliveredDays(db, scope, [id], days),
    shows('typeReports') ? facts.regions(db, scope, id, days) : null,
    shows('showApps') ? facts.apps(db, scope, id, days) : null,
    shows('typeReports') ? facts.quartiles(db, scope, [id], [], days) : null,
  ]);
  const withCtr = <T extends facts.Delivery>(row: T) => ({ ...row, ctr: ctr(row.clicks, row.impressions) });
  const impressions = delivered.reduce((sum, row) => sum + row.impressions, 0);
  const clicks = delivered.reduce((sum, row) => sum + row.clicks, 0);
  return {
    campaignId: id,
    name: campaign?.name ?? '',
    start: days?.start ?? delivered[0]?.date ?? null,
    end: days?.end ?? delivered.at(-1)?.date ?? null,
    totals: withCtr({ impressions, clicks }),
    days: delivered.map(({ campaignId: _, ...row }) => withCtr(row)),
    regions: regions?.map(withCtr) ?? null,
    apps: apps?.map(withCtr) ?? null,
    quartiles:
      quartiles?.map((row) => ({ ...row, completionRate: percentage(row.complete, row.start) })) ?? null,
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
  const impressions = reports.reduce((sum, report) => sum + report.totals.impressions, 0);
  const clicks = reports.reduce((sum, report) => sum + report.totals.clicks, 0);
  return {
    ...days,
    reports,
    totals: { impressions, clicks, ctr: ctr(clicks, impressions) },
    generatedAt: now,
  };
}

/** A file name without spaces or accents: `report-12-summer-sale-2026-03-01-2026-03-31.xlsx`. */
export function reportFileName(report: CampaignReport, extension: string): string {
  const range = report.start && report.end ? `-${report.start}-${report.end}` : '';
  return `report-${report.campaignId}-${slug(report.name)}${range}.${extension}`;
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
