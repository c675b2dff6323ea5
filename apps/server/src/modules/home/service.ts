import type { HomeSummaryResponse } from '@adcontrol/domain/home/contracts';
import type {
  DeliveryProgress,
  HomeCampaignCounts,
  HomePeriod,
  HomeSpend,
} from '@adcontrol/domain/home/summary';
import { type DayRange, homeWindows } from '@adcontrol/domain/home/windows';
import { deliveredUnits, deliveryMetric } from '@adcontrol/domain/rules/delivery-metric';
import { ctr, percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '@adcontrol/domain/shared/enums';
import type { Db } from '../../db/client';
import type { Actor } from '../scope/actor';
import {
  type CampaignAdvertiser,
  type CurrencySpend,
  campaignsEnding,
  countCampaigns,
  type Delivery,
  dailyDelivery,
  deliveryTotals,
  type EndingCampaignRow,
  type StatusCount,
  spendByCurrency,
  topCampaigns,
} from './repository';

/** Home lists at most this many campaigns ending soon, and this many top campaigns. */
const LIST_LENGTH = 5;
/** Budgets are stored with 2 decimals (numeric(14, 2)); spend is shown the same way. */
const MONEY_DECIMALS = 2;

/** Home's figures over the actor's scope at `now` (docs/decisions/011). */
export async function homeSummary(db: Db, actor: Actor, now: Date): Promise<HomeSummaryResponse> {
  const { scope } = actor;
  const windows = homeWindows(now);
  const yesterday: DayRange = { from: windows.asOf, to: windows.asOf };
  const periods = { yesterday, last30Days: windows.last30Days, previous30Days: windows.previous30Days };
  const [statuses, totals, daily, spend, ending, top] = await Promise.all([
    countCampaigns(db, scope, now),
    deliveryTotals(db, scope, periods),
    dailyDelivery(db, scope, windows.last30Days),
    spendByCurrency(db, scope, now),
    campaignsEnding(db, scope, now, windows.endingBy, LIST_LENGTH),
    topCampaigns(db, scope, windows.last30Days, LIST_LENGTH),
  ]);
  return {
    asOf: windows.asOf,
    generatedAt: now.toISOString(),
    campaigns: campaignCounts(statuses),
    yesterday: period(yesterday, totals.yesterday),
    last30Days: period(windows.last30Days, totals.last30Days),
    previous30Days: period(windows.previous30Days, totals.previous30Days),
    daily: daily.map((row) => ({ ...withCtr(row), date: row.date })),
    spend: spend.map(currencySpend),
    endingSoon: ending.map((row) => ({
      id: row.id,
      name: row.name,
      advertiser: advertiserOf(row),
      endDate: new Date(row.endDate).toISOString(),
      progress: progressOf(row),
    })),
    top: top.map((row) => ({ id: row.id, name: row.name, advertiser: advertiserOf(row), ...withCtr(row) })),
  };
}

function campaignCounts(rows: StatusCount[]): HomeCampaignCounts {
  const inProgressByStatus = Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, 0])) as Record<
    CampaignStatus,
    number
  >;
  const counts = { total: 0, awaiting: 0, inProgress: 0, finished: 0, inProgressByStatus };
  for (const row of rows) {
    counts.awaiting += row.awaiting;
    counts.inProgress += row.inProgress;
    counts.finished += row.finished;
    counts.total += row.awaiting + row.inProgress + row.finished;
    inProgressByStatus[row.status] = row.inProgress;
  }
  return counts;
}

function withCtr({ impressions, clicks }: Delivery) {
  return { impressions, clicks, ctr: ctr(clicks, impressions) };
}

function period(range: DayRange, delivery: Delivery): HomePeriod {
  return { ...range, ...withCtr(delivery) };
}

function currencySpend(row: CurrencySpend): HomeSpend {
  const budget = roundTo(Number(row.budget), MONEY_DECIMALS);
  const spent = roundTo(Number(row.spent), MONEY_DECIMALS);
  return {
    currency: row.currency,
    campaigns: row.campaigns,
    budget,
    spent,
    spentPercentage: percentage(spent, budget),
  };
}

/** CPM campaigns are sold by impressions; CPC, CPA and CPE by clicks (rules/delivery-metric.ts). */
function progressOf(row: EndingCampaignRow): DeliveryProgress {
  const delivered = deliveredUnits(row.purchaseModel, row);
  const target = deliveredUnits(row.purchaseModel, {
    impressions: row.targetImpressions,
    clicks: row.targetClicks,
  });
  return {
    metric: deliveryMetric(row.purchaseModel),
    delivered,
    target,
    percentage: percentage(delivered, target),
  };
}

function advertiserOf(row: CampaignAdvertiser) {
  const company = row.company?.trim() || null;
  const fullName = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return { id: row.advertiserId, company, name: company ?? (fullName || row.email) };
}
