import type { ExpenseReportQuery, ExpenseReportResponse, PerUsd } from '@adcontrol/domain/expenses/contracts';
import type { CurrencyAmount, ExpenseGroup, ExpenseRow, UsedRate } from '@adcontrol/domain/expenses/expenses';
import { percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import { CURRENCIES, type Currency } from '@adcontrol/domain/shared/enums';
import type { Db } from '../../db/client';
import { recordActivity } from '../activity/service';
import type { ExchangeRates } from '../campaigns/exchange-rates';
import type { Actor } from '../scope/actor';
import * as expenses from './repository';

const MONEY_DECIMALS = 2;
const money = (value: number) => roundTo(value, MONEY_DECIMALS);

/** The expense report of the period in the caller's scope (docs/decisions/038). */
export async function expenseReport(
  db: Db,
  actor: Actor,
  query: ExpenseReportQuery,
  fallback: ExchangeRates,
): Promise<ExpenseReportResponse> {
  const period = { from: query.from, to: query.to };
  const campaigns = await expenses.campaignSpend(db, actor.scope, period, fallback);
  const rates = await expenses.usedRates(db, actor.scope, period, fallback);
  return {
    ...period,
    groupBy: query.groupBy,
    rows: groupRows(campaigns, query.groupBy),
    totals: {
      spend: byCurrency(campaigns),
      usd: money(campaigns.reduce((sum, campaign) => sum + campaign.usd, 0)),
      campaigns: campaigns.length,
    },
    campaigns: campaigns.map((campaign) => ({
      ...campaign,
      spent: money(campaign.spent),
      usd: money(campaign.usd),
      spentToDate: money(campaign.spentToDate),
      consumed: percentage(campaign.spentToDate, campaign.budget),
    })),
    rates: rates.map(
      (rate): UsedRate => ({
        currency: rate.currency,
        date: rate.date ?? fallback.date,
        perUsd: rate.perUsd,
        source: rate.date === null ? 'default' : 'table',
      }),
    ),
  };
}

type Campaign = expenses.CampaignSpendRow;

function groupOf(campaign: Campaign, groupBy: ExpenseGroup): Pick<ExpenseRow, 'key' | 'accountId' | 'label'> {
  switch (groupBy) {
    case 'advertiser':
      return {
        key: String(campaign.advertiserId),
        accountId: campaign.advertiserId,
        label: campaign.advertiser,
      };
    case 'seller':
      return campaign.sellerId === null
        ? { key: 'none', accountId: null, label: '' }
        : { key: String(campaign.sellerId), accountId: campaign.sellerId, label: campaign.seller ?? '' };
    case 'country':
      return { key: campaign.country, accountId: null, label: campaign.country };
    case 'currency':
      return { key: campaign.currency, accountId: null, label: campaign.currency };
  }
}

/** One row per group, most US dollars first (ties by label), each currency's spend summed before rounding. */
function groupRows(campaigns: readonly Campaign[], groupBy: ExpenseGroup): ExpenseRow[] {
  const groups = new Map<string, { head: ReturnType<typeof groupOf>; members: Campaign[] }>();
  for (const campaign of campaigns) {
    const head = groupOf(campaign, groupBy);
    const group = groups.get(head.key);
    if (group) group.members.push(campaign);
    else groups.set(head.key, { head, members: [campaign] });
  }
  return [...groups.values()]
    .map(({ head, members }) => ({
      ...head,
      spend: byCurrency(members),
      usd: money(members.reduce((sum, campaign) => sum + campaign.usd, 0)),
      campaigns: members.length,
    }))
    .sort((a, b) => b.usd - a.usd || a.label.localeCompare(b.label));
}

/** Spend per currency, in the order of the currency list, currencies without spend left out. */
function byCurrency(campaigns: readonly Campaign[]): CurrencyAmount[] {
  const sums = new Map<Currency, number>();
  for (const campaign of campaigns)
    sums.set(campaign.currency, (sums.get(campaign.currency) ?? 0) + campaign.spent);
  return CURRENCIES.filter((currency) => sums.has(currency)).map((currency) => ({
    currency,
    amount: money(sums.get(currency) ?? 0),
  }));
}

/** `2026-11-02` as the number 20261102: the activity log's entity id of a day's rates. */
const dayNumber = (date: string) => Number(date.replaceAll('-', ''));

/** Loads a day's rates (admin), recorded in the activity log with the rates before and after. */
export async function setExchangeRates(
  db: Db,
  actor: Actor,
  date: string,
  perUsd: PerUsd,
): Promise<{ date: string; perUsd: PerUsd }> {
  return db.transaction(async (tx) => {
    const change = await expenses.upsertRates(tx, date, perUsd);
    await recordActivity(tx, actor, 'exchange_rate', dayNumber(date), 'exchange_rate.loaded', {
      date,
      ...change,
    });
    return { date, perUsd: change.after };
  });
}
