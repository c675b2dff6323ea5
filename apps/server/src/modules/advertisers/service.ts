import {
  type AdvertiserOverviewQuery,
  type AdvertiserOverviewResponse,
  DEFAULT_OVERVIEW_DAYS,
} from '@adcontrol/domain/advertisers/contracts';
import {
  type AdvertiserCampaign,
  type AdvertiserSpend,
  BEST_CREATIVES_LIMIT,
  BEST_CREATIVES_MIN_IMPRESSIONS,
} from '@adcontrol/domain/advertisers/overview';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { deliveredUnits, deliveryMetric } from '@adcontrol/domain/rules/delivery-metric';
import { displayStatus } from '@adcontrol/domain/rules/display-status';
import { ctr, percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import type { Actor } from '../scope/actor';
import {
  type AdvertiserRow,
  bestCreatives,
  type CampaignFiguresRow,
  type CurrencySpendRow,
  campaignFigures,
  type Days,
  dailyDelivery,
  runningCampaignIds,
  scopedAdvertiser,
  spendByCurrency,
} from './repository';

/** Budgets are stored with 2 decimals (numeric(14, 2)); spend is shown the same way. */
const MONEY_DECIMALS = 2;
const DAY_MS = 86_400_000;

/** The days asked for, or the 30 network days through today. */
export function overviewDays(query: AdvertiserOverviewQuery, now: Date): Days {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const to = networkDay(now);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_OVERVIEW_DAYS - 1) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

/** One advertiser over chosen days (docs/decisions/029); outside the caller's scope it does not exist. */
export async function advertiserOverview(
  db: Db,
  actor: Actor,
  advertiserId: number,
  query: AdvertiserOverviewQuery,
  now: Date,
): Promise<AdvertiserOverviewResponse> {
  const { scope } = actor;
  const advertiser = await scopedAdvertiser(db, scope, advertiserId);
  if (!advertiser) throw new AppError('NOT_FOUND', 'Advertiser not found');
  const days = overviewDays(query, now);
  const [daily, listed, spend, creatives] = await Promise.all([
    dailyDelivery(db, scope, advertiserId, days),
    campaignFigures(db, scope, advertiserId, days, now),
    spendByCurrency(db, scope, advertiserId, days),
    bestCreatives(db, scope, advertiserId, days, BEST_CREATIVES_MIN_IMPRESSIONS, BEST_CREATIVES_LIMIT),
  ]);
  const impressions = daily.reduce((total, row) => total + row.impressions, 0);
  const clicks = daily.reduce((total, row) => total + row.clicks, 0);
  const campaigns = listed.map((row) => campaignOf(row, now));
  return {
    advertiser: advertiserOf(advertiser),
    from: days.from,
    to: days.to,
    generatedAt: now.toISOString(),
    totals: { impressions, clicks, ctr: ctr(clicks, impressions) },
    reach: campaigns.reduce((total, campaign) => total + campaign.reach, 0),
    daily: daily.map((row) => ({ ...row, ctr: ctr(row.clicks, row.impressions) })),
    spend: spend.map(currencySpend),
    campaigns,
    bestCreatives: creatives.map((row) => {
      const delivered = { impressions: Number(row.impressions), clicks: Number(row.clicks) };
      return {
        id: row.id,
        name: row.name,
        format: row.format,
        campaignId: row.campaignId,
        campaignName: row.campaignName,
        ...delivered,
        ctr: ctr(delivered.clicks, delivered.impressions),
      };
    }),
    minImpressions: BEST_CREATIVES_MIN_IMPRESSIONS,
  };
}

const money = (text: string) => roundTo(Number(text), MONEY_DECIMALS);

function currencySpend(row: CurrencySpendRow): AdvertiserSpend {
  const budget = money(row.budget);
  const spent = money(row.spent);
  return {
    currency: row.currency,
    campaigns: row.campaigns,
    budget,
    spent,
    left: roundTo(budget - spent, MONEY_DECIMALS),
    spentPercentage: percentage(spent, budget),
    spentInPeriod: money(row.spentInPeriod),
  };
}

/** CPM campaigns are sold by impressions; CPC, CPA and CPE by clicks (rules/delivery-metric.ts). */
function campaignOf(row: CampaignFiguresRow, now: Date): AdvertiserCampaign {
  const model = row.purchaseModel;
  const delivered = Number(
    deliveredUnits(model, { impressions: row.soFarImpressions, clicks: row.soFarClicks }),
  );
  const target = Number(
    deliveredUnits(model, { impressions: row.targetImpressions, clicks: row.targetClicks }),
  );
  const impressions = Number(row.impressions);
  const clicks = Number(row.clicks);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    displayStatus: displayStatus(row.startDate, row.endDate, now),
    startDate: new Date(row.startDate).toISOString(),
    endDate: new Date(row.endDate).toISOString(),
    purchaseModel: row.purchaseModel,
    currency: row.currency,
    budget: money(row.budget),
    spent: money(row.spent),
    progress: {
      metric: deliveryMetric(model),
      delivered,
      target,
      percentage: percentage(delivered, target),
    },
    impressions,
    clicks,
    ctr: ctr(clicks, impressions),
    reach: Number(row.reach),
  };
}

function advertiserOf(row: AdvertiserRow) {
  const company = row.company?.trim() || null;
  const fullName = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { id: row.id, company, name: company ?? (fullName || row.email) };
}

/** The advertiser's shown name, or 404 when it is not in the caller's scope (a scheduled report's target). */
export async function advertiserName(db: Db, actor: Actor, advertiserId: number): Promise<string> {
  const advertiser = await scopedAdvertiser(db, actor.scope, advertiserId);
  if (!advertiser) throw new AppError('NOT_FOUND', 'Advertiser not found');
  return advertiserOf(advertiser).name;
}

/** The advertiser's name and the campaigns it ran during the days, for one report of them all. */
export async function advertiserCampaigns(db: Db, actor: Actor, advertiserId: number, days: Days) {
  const name = await advertiserName(db, actor, advertiserId);
  return { name, campaignIds: await runningCampaignIds(db, actor.scope, advertiserId, days) };
}
