import type { AdvertiserOverviewResponse } from '@adcontrol/domain/advertisers/contracts';
import { percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import type { accounts, campaigns } from '../../src/db/schema';
import { advertiserNamed, costOf, DAY_MS, daysBefore, totalsOf } from '../helpers/expected-figures';

/**
 * The advertiser page's figures (docs/decisions/029) recomputed from the stored rows in plain JavaScript rather
 * than the server's SQL, at the seed's `now`.
 */
export const NOW = new Date('2026-03-18T15:30:00Z');
/** 12:30 on 18 March at -03:00. */
export const TODAY = '2026-03-18';
const MIN_IMPRESSIONS = 1_000;

type AccountRow = typeof accounts.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;
type StatisticsRow = {
  campaignId: number;
  creativeId: number;
  date: string;
  impressions: number;
  clicks: number;
};

/** The stored rows the figures are worked out from. */
export interface OverviewRows {
  people: AccountRow[];
  links: { accountId: number; advertiserId: number }[];
  campaignRows: CampaignRow[];
  creativeRows: { id: number; name: string; format: string; campaignId: number }[];
  statisticsRows: StatisticsRow[];
  reachRows: { campaignId: number; date: string; cumulativeDevices: number }[];
}

const dayStart = (date: string) => Date.parse(`${date}T00:00:00-03:00`);

/** What delivery cost, capped at the budget (docs/decisions/011). */
const spentOf = (campaign: CampaignRow, rows: StatisticsRow[]) =>
  Math.min(campaign.budgetTotal, costOf(campaign, totalsOf(rows)));

export function expectedOverview(
  stored: OverviewRows,
  advertiserId: number,
  from: string,
  to: string,
): AdvertiserOverviewResponse {
  const { people, campaignRows, creativeRows, statisticsRows, reachRows } = stored;
  const person = people.find((row) => row.id === advertiserId);
  if (!person) throw new Error(`no advertiser ${advertiserId}`);
  const now = NOW.getTime();
  const own = campaignRows.filter((campaign) => campaign.advertiserId === advertiserId);
  const ownIds = new Set(own.map((campaign) => campaign.id));
  const within = statisticsRows.filter(
    (row) => ownIds.has(row.campaignId) && row.date >= from && row.date <= to,
  );
  const listed = own.filter(
    (campaign) =>
      campaign.endDate.getTime() >= dayStart(from) && campaign.startDate.getTime() < dayStart(to) + DAY_MS,
  );
  const stateOf = (campaign: CampaignRow) =>
    campaign.startDate.getTime() > now
      ? 'awaiting'
      : campaign.endDate.getTime() < now
        ? 'finished'
        : 'in progress';
  const order = { 'in progress': 0, awaiting: 1, finished: 2 } as const;
  const sortKey = (campaign: CampaignRow) => {
    const state = stateOf(campaign);
    if (state === 'in progress') return campaign.endDate.getTime();
    if (state === 'awaiting') return campaign.startDate.getTime();
    return -campaign.endDate.getTime();
  };
  listed.sort((a, b) => order[stateOf(a)] - order[stateOf(b)] || sortKey(a) - sortKey(b) || a.id - b.id);
  const rowsOf = (campaign: CampaignRow) => statisticsRows.filter((row) => row.campaignId === campaign.id);
  const reachOf = (campaign: CampaignRow) =>
    reachRows
      .filter((row) => row.campaignId === campaign.id && row.date <= to)
      .sort((a, b) => b.date.localeCompare(a.date))[0]?.cumulativeDevices ?? 0;
  const spentInPeriodOf = (campaign: CampaignRow) =>
    spentOf(
      campaign,
      rowsOf(campaign).filter((row) => row.date <= to),
    ) -
    spentOf(
      campaign,
      rowsOf(campaign).filter((row) => row.date < from),
    );

  const campaignsOut = listed.map((campaign) => {
    const soFar = totalsOf(rowsOf(campaign));
    const isCpm = campaign.purchaseModel === 'CPM';
    const delivered = isCpm ? soFar.impressions : soFar.clicks;
    const target = isCpm ? campaign.targetImpressions : campaign.targetClicks;
    return {
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      displayStatus: stateOf(campaign),
      startDate: campaign.startDate.toISOString(),
      endDate: campaign.endDate.toISOString(),
      purchaseModel: campaign.purchaseModel,
      currency: campaign.currency,
      budget: campaign.budgetTotal,
      spent: roundTo(spentOf(campaign, rowsOf(campaign)), 2),
      progress: {
        metric: isCpm ? ('impressions' as const) : ('clicks' as const),
        delivered,
        target,
        percentage: percentage(delivered, target),
      },
      ...totalsOf(rowsOf(campaign).filter((row) => row.date >= from && row.date <= to)),
      reach: reachOf(campaign),
    };
  });

  const currencies = [...new Set(listed.map((campaign) => campaign.currency))].sort();
  const spend = currencies.map((currency) => {
    const list = listed.filter((campaign) => campaign.currency === currency);
    const budget = roundTo(
      list.reduce((total, campaign) => total + campaign.budgetTotal, 0),
      2,
    );
    const spent = roundTo(
      list.reduce((total, campaign) => total + spentOf(campaign, rowsOf(campaign)), 0),
      2,
    );
    return {
      currency,
      campaigns: list.length,
      budget,
      spent,
      left: roundTo(budget - spent, 2),
      spentPercentage: percentage(spent, budget),
      spentInPeriod: roundTo(
        list.reduce((total, campaign) => total + spentInPeriodOf(campaign), 0),
        2,
      ),
    };
  });

  const byCreative = new Map<number, StatisticsRow[]>();
  for (const row of within) byCreative.set(row.creativeId, [...(byCreative.get(row.creativeId) ?? []), row]);
  const bestCreatives = [...byCreative.entries()]
    .map(([id, rows]) => {
      const creative = creativeRows.find((row) => row.id === id);
      const campaign = own.find((row) => row.id === creative?.campaignId);
      if (!creative || !campaign) throw new Error(`no creative ${id}`);
      return {
        id,
        name: creative.name,
        format: creative.format,
        campaignId: campaign.id,
        campaignName: campaign.name,
        ...totalsOf(rows),
      };
    })
    .filter((creative) => creative.impressions >= MIN_IMPRESSIONS)
    .sort((a, b) => b.clicks / b.impressions - a.clicks / a.impressions || b.clicks - a.clicks || a.id - b.id)
    .slice(0, 5);

  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  return {
    advertiser: advertiserNamed(person),
    from,
    to,
    generatedAt: NOW.toISOString(),
    totals: totalsOf(within),
    reach: campaignsOut.reduce((total, campaign) => total + campaign.reach, 0),
    daily: Array.from({ length: days }, (_, index) => {
      const date = daysBefore(to, days - 1 - index);
      return { date, ...totalsOf(within.filter((row) => row.date === date)) };
    }),
    spend,
    campaigns: campaignsOut,
    bestCreatives,
    minImpressions: MIN_IMPRESSIONS,
  } as AdvertiserOverviewResponse;
}

export const LAST_30 = { from: daysBefore(TODAY, 29), to: TODAY };
