import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import type { CampaignListResponse } from '@adcontrol/domain/campaigns/contracts';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { deliveryMetric } from '@adcontrol/domain/rules/delivery-metric';
import { can } from '@adcontrol/domain/rules/permissions';
import { ctr, percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import { yesterdayWindow } from '@adcontrol/domain/rules/yesterday';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../scope/actor';
import { rollYesterday } from './delivery-totals-repository';
import type { ExchangeRates } from './exchange-rates';
import { type Figures, figures } from './list-figures';
import {
  advertiserCampaignIds,
  campaignInScope,
  countCampaigns,
  filterConditions,
  isAdvertiser,
  isLinked,
  type ListedCampaign,
  type ListFilter,
  listedCampaigns,
  neededCappingText,
  pageIds,
} from './list-repository';
import { toCampaign } from './repository';

/** Money is stored with 2 decimals (numeric(14, 2)) and shown the same way. */
const MONEY_DECIMALS = 2;

/** What the list figures need besides the database: the clock and the exchange rates. */
export interface ListContext {
  now: Date;
  rates: ExchangeRates;
}

/** The figures of the request's day, once every rollup row holds the figures of the day before it. */
async function figuresFor(db: Db, { now, rates }: ListContext): Promise<Figures> {
  await rollYesterday(db, networkDay(yesterdayWindow(now).start));
  return figures({ today: networkDay(now), rates });
}

/** `GET /campaigns`: the caller's campaigns, filtered, sorted and paged (docs/decisions/024). */
export async function listCampaigns(
  db: Db,
  actor: Actor,
  filter: ListFilter,
  context: ListContext,
): Promise<CampaignListResponse> {
  const where = and(campaignInScope(actor.scope), ...filterConditions(filter, context.now)) as SQL;
  const computed = await figuresFor(db, context);
  const [total, ids] = await Promise.all([
    countCampaigns(db, where),
    pageIds(
      db,
      where,
      computed,
      { field: filter.sort, order: filter.order },
      { offset: (filter.page - 1) * filter.limit, limit: filter.limit },
    ),
  ]);
  return {
    items: await rowsInOrder(db, ids, computed, context),
    total,
    page: filter.page,
    limit: filter.limit,
  };
}

/** `GET /campaigns/mine`: the campaigns whose advertiser is the caller, by end date. */
export async function listMyCampaigns(db: Db, actor: Actor, context: ListContext): Promise<CampaignRow[]> {
  const ids = await advertiserCampaignIds(db, actor.scope, actor.accountId);
  return rowsInOrder(db, ids, await figuresFor(db, context), context);
}

/**
 * `GET /campaigns/of/:id`: one advertiser's campaigns, for an admin, the advertiser itself, or an account the
 * advertiser is linked to (SPEC 6). Anyone else, and an id that is no advertiser, gets 404.
 */
export async function listAdvertiserCampaigns(
  db: Db,
  actor: Actor,
  advertiserId: number,
  context: ListContext,
): Promise<CampaignRow[]> {
  const allowed =
    can(actor.role, 'advertisers.readAny') ||
    actor.accountId === advertiserId ||
    (await isLinked(db, actor.accountId, advertiserId));
  if (!allowed || !(await isAdvertiser(db, advertiserId))) {
    throw new AppError('NOT_FOUND', 'Advertiser not found');
  }
  const ids = await advertiserCampaignIds(db, actor.scope, advertiserId);
  return rowsInOrder(db, ids, await figuresFor(db, context), context);
}

/** One campaign's needed capping as the Control list shows it that day (no scope: the caller checked it). */
export async function neededCappingOf(db: Db, campaignId: number, now = new Date()): Promise<number> {
  return whole(await neededCappingText(db, campaignId, networkDay(now)));
}

async function rowsInOrder(
  db: Db,
  ids: number[],
  computed: Figures,
  context: ListContext,
): Promise<CampaignRow[]> {
  const byId = new Map((await listedCampaigns(db, ids, computed)).map((row) => [row.campaign.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toRow(row, context)] : [];
  });
}

const whole = (text: string | null) => Number(text ?? 0);
const money = (text: string | null) => roundTo(Number(text ?? 0), MONEY_DECIMALS);
const moneyOrNull = (text: string | null) => (text === null ? null : money(text));

/** A listed campaign as the Control table shows it, rounded by the shared rules (rules/rounding.ts). */
function toRow(listed: ListedCampaign, { now, rates }: ListContext): CampaignRow {
  const base = toCampaign(listed, undefined, now);
  const { figures: text, campaign } = listed;
  const impressions = whole(text.impressions);
  const clicks = whole(text.clicks);
  const budgetUsd = money(text.budgetUsd);
  return {
    ...base,
    budget: { total: base.budget.total, usd: budgetUsd },
    days: whole(text.days),
    remainingDays: whole(text.remainingDays),
    metric: deliveryMetric(campaign.purchaseModel),
    currentCapping: whole(text.currentCapping),
    neededCapping: whole(text.neededCapping),
    impressions,
    clicks,
    ctr: ctr(clicks, impressions),
    yesterdayImpressions: whole(text.yesterdayImpressions),
    yesterdayClicks: whole(text.yesterdayClicks),
    progress: percentage(whole(text.delivered), whole(text.target)),
    spent: money(text.spent),
    budgetUsd,
    exchangeRate: { perUsd: rates.perUsd[campaign.currency], date: rates.date },
    cpm: moneyOrNull(text.cpm),
    cpc: moneyOrNull(text.cpc),
    weight: campaign.optimizationWeight,
  };
}
