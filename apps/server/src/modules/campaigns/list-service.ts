import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import type { CampaignListResponse } from '@adcontrol/domain/campaigns/contracts';
import { networkDay, networkDayStart } from '@adcontrol/domain/rules/date-format';
import { deliveredUnits, deliveryMetric } from '@adcontrol/domain/rules/delivery-metric';
import { daysLeft } from '@adcontrol/domain/rules/needed-capping';
import { can } from '@adcontrol/domain/rules/permissions';
import { ctr, percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../scope/actor';
import { rollYesterday } from './delivery-totals-repository';
import type { ExchangeRates } from './exchange-rates';
import { listedPage, type PageQuery } from './list-page';
import {
  advertiserCampaignIds,
  campaignsOfScope,
  countCampaigns,
  filterConditions,
  isAdvertiser,
  isLinked,
  type ListedCampaign,
  type ListFilter,
  listedCampaigns,
  neededCappingText,
} from './list-repository';
import { toCampaign } from './repository';

/** Money is stored with 2 decimals (numeric(14, 2)) and shown the same way. */
const MONEY_DECIMALS = 2;

/** What the list figures need besides the database: the clock and the exchange rates. */
export interface ListContext {
  now: Date;
  rates: ExchangeRates;
}

/**
 * The network day before `now`'s, the day `yesterdayWindow` covers: the day of the instant just before today's start.
 * The same day, without the zone arithmetic that made it a tenth of a list request's time (docs/decisions/068).
 */
export const yesterdayOf = (now: Date) => networkDay(networkDayStart(networkDay(now)).getTime() - 1);

/** Brings every rollup row to the request's day: yesterday's figures, and the needed capping of today. */
const rollToDayOf = (db: Db, { now }: ListContext) => rollYesterday(db, yesterdayOf(now));

/**
 * `GET /campaigns`: the caller's campaigns, filtered, sorted and paged (docs/decisions/024) in one statement that
 * also says which day the rollup holds (docs/decisions/068). Only when that is not the day before the request's
 * does the day roll and the statement run again; an empty page needs no figures, only its count.
 */
export async function listCampaigns(
  db: Db,
  actor: Actor,
  filter: ListFilter,
  context: ListContext,
): Promise<CampaignListResponse> {
  const scoped = campaignsOfScope(actor.scope);
  const query: PageQuery = {
    where: and(scoped.condition, ...filterConditions(filter, context.now)) as SQL,
    prefix: scoped.prefix,
    sort: { field: filter.sort, order: filter.order },
    offset: (filter.page - 1) * filter.limit,
    limit: filter.limit,
    rates: context.rates,
  };
  const yesterday = yesterdayOf(context.now);
  let page = await listedPage(db, query);
  if (page && page.rolledDay !== yesterday) {
    await rollYesterday(db, yesterday);
    page = await listedPage(db, query);
  }
  return {
    items: page ? page.rows.map((row) => toRow(row, context)) : [],
    total: page ? page.total : await countCampaigns(db, query.where, query.prefix),
    page: filter.page,
    limit: filter.limit,
  };
}

/** `GET /campaigns/mine`: the campaigns whose advertiser is the caller, by end date. */
export async function listMyCampaigns(db: Db, actor: Actor, context: ListContext): Promise<CampaignRow[]> {
  const ids = await advertiserCampaignIds(db, actor.scope, actor.accountId);
  await rollToDayOf(db, context);
  return rowsInOrder(db, ids, context);
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
  await rollToDayOf(db, context);
  return rowsInOrder(db, ids, context);
}

/** One campaign's needed capping as the Control list shows it that day (no scope: the caller checked it). */
export async function neededCappingOf(db: Db, campaignId: number, now = new Date()): Promise<number> {
  return whole(await neededCappingText(db, campaignId, networkDay(now)));
}

async function rowsInOrder(db: Db, ids: number[], context: ListContext): Promise<CampaignRow[]> {
  const byId = new Map((await listedCampaigns(db, ids, context.rates)).map((row) => [row.campaign.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toRow(row, context)] : [];
  });
}

const whole = (text: string | null) => Number(text ?? 0);
const money = (text: string | null) => roundTo(Number(text ?? 0), MONEY_DECIMALS);
const moneyOrNull = (text: string | null) => (text === null ? null : money(text));

/**
 * A listed campaign as the Control table shows it, rounded by the shared rules (rules/rounding.ts): the stored
 * figures as they are, and what depends on the day or on the campaign's metric by the domain's rules (their SQL twins
 * are held equal to them, docs/decisions/063).
 */
function toRow(listed: ListedCampaign, { now, rates }: ListContext): CampaignRow {
  const base = toCampaign(listed, undefined, now);
  const { figures: text, campaign } = listed;
  const impressions = whole(text.impressions);
  const clicks = whole(text.clicks);
  const budgetUsd = money(text.budgetUsd);
  const model = campaign.purchaseModel;
  const target = { impressions: campaign.targetImpressions, clicks: campaign.targetClicks };
  // Added onto the campaign rather than spread with it: V8 took about 70 µs a row to copy its forty fields into a
  // literal with twenty more, a fifth of a list request's time in the server (docs/decisions/068).
  return Object.assign(base, {
    budget: { total: base.budget.total, usd: budgetUsd },
    days: campaign.days,
    remainingDays: daysLeft(campaign.startDate, campaign.endDate, now),
    metric: deliveryMetric(model),
    currentCapping: campaign.currentCapping,
    neededCapping: whole(text.neededCapping),
    impressions,
    clicks,
    ctr: ctr(clicks, impressions),
    yesterdayImpressions: whole(text.yesterdayImpressions),
    yesterdayClicks: whole(text.yesterdayClicks),
    progress: percentage(deliveredUnits(model, { impressions, clicks }), deliveredUnits(model, target)),
    spent: money(text.spent),
    budgetUsd,
    exchangeRate: { perUsd: rates.perUsd[campaign.currency], date: rates.date },
    cpm: moneyOrNull(text.cpm),
    cpc: moneyOrNull(text.cpc),
    weight: campaign.optimizationWeight,
  });
}
