import type { HomeSummaryResponse } from '@adcontrol/domain/home/contracts';
import { percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import { CAMPAIGN_STATUSES } from '@adcontrol/domain/shared/enums';
import type { accounts, campaigns } from '../../src/db/schema';
import { advertiserNamed, costOf, DAY_MS, daysBefore, totalsOf } from '../helpers/expected-figures';
import { accountsInScope } from '../helpers/scope-model';

/**
 * Home's figures (docs/decisions/011) recomputed from the stored rows with plain JavaScript, independently of the
 * server's SQL: the scope as docs/decisions/008 states it, the periods by counting back calendar days from
 * yesterday at -03:00, at the seed's `now`.
 */
export const NOW = new Date('2026-03-18T15:30:00Z');
/** 12:30 on 18 March at -03:00: yesterday is the 17th. */
export const AS_OF = '2026-03-17';

type AccountRow = Pick<
  typeof accounts.$inferSelect,
  'id' | 'role' | 'country' | 'parentId' | 'company' | 'firstName' | 'lastName' | 'email'
>;
type CampaignRow = typeof campaigns.$inferSelect;
type StatisticsRow = { campaignId: number; date: string; impressions: number; clicks: number };

/** The stored rows the figures are worked out from. */
export interface SummaryRows {
  people: AccountRow[];
  links: { accountId: number; advertiserId: number }[];
  campaignRows: CampaignRow[];
  statisticsRows: StatisticsRow[];
}

export function expectedSummary(stored: SummaryRows, accountId: number): HomeSummaryResponse {
  const { people, links, campaignRows, statisticsRows } = stored;
  const advertiserOf = (id: number) => {
    const person = people.find((row) => row.id === id);
    if (!person) throw new Error(`no advertiser ${id}`);
    return advertiserNamed(person);
  };
  // The accounts `accountId` sees, by the rules of docs/decisions/008.
  const scope = accountsInScope(people, links, accountId);
  const mine = campaignRows.filter((campaign) => scope.has(campaign.advertiserId));
  const ids = new Set(mine.map((campaign) => campaign.id));
  const delivery = statisticsRows.filter((row) => ids.has(row.campaignId));
  const between = (from: string, to: string) => delivery.filter((row) => row.date >= from && row.date <= to);
  const now = NOW.getTime();
  const stateOf = (campaign: CampaignRow) =>
    campaign.startDate.getTime() > now
      ? 'awaiting'
      : campaign.endDate.getTime() < now
        ? 'finished'
        : 'inProgress';
  const running = mine.filter((campaign) => stateOf(campaign) === 'inProgress');
  const deliveredBy = (campaign: CampaignRow) =>
    totalsOf(delivery.filter((row) => row.campaignId === campaign.id));

  const inProgressByStatus = Object.fromEntries(
    CAMPAIGN_STATUSES.map((status) => [
      status,
      running.filter((campaign) => campaign.status === status).length,
    ]),
  ) as HomeSummaryResponse['campaigns']['inProgressByStatus'];

  const last = { from: daysBefore(AS_OF, 29), to: AS_OF };
  const previous = { from: daysBefore(AS_OF, 59), to: daysBefore(AS_OF, 30) };

  const currencies = [...new Set(running.map((campaign) => campaign.currency))].sort();
  const spend = currencies.map((currency) => {
    const list = running.filter((campaign) => campaign.currency === currency);
    const budget = list.reduce((total, campaign) => total + campaign.budgetTotal, 0);
    const spent = list.reduce(
      (total, campaign) => total + Math.min(campaign.budgetTotal, costOf(campaign, deliveredBy(campaign))),
      0,
    );
    const [budgetRounded, spentRounded] = [roundTo(budget, 2), roundTo(spent, 2)];
    return {
      currency,
      campaigns: list.length,
      budget: budgetRounded,
      spent: spentRounded,
      spentPercentage: percentage(spentRounded, budgetRounded),
    };
  });

  const endingSoon = running
    .filter((campaign) => campaign.endDate.getTime() <= now + 7 * DAY_MS)
    .sort((a, b) => a.endDate.getTime() - b.endDate.getTime() || a.id - b.id)
    .slice(0, 5)
    .map((campaign) => {
      const delivered = deliveredBy(campaign);
      const isCpm = campaign.purchaseModel === 'CPM';
      const [done, target] = isCpm
        ? [delivered.impressions, campaign.targetImpressions]
        : [delivered.clicks, campaign.targetClicks];
      return {
        id: campaign.id,
        name: campaign.name,
        advertiser: advertiserOf(campaign.advertiserId),
        endDate: campaign.endDate.toISOString(),
        progress: {
          metric: isCpm ? ('impressions' as const) : ('clicks' as const),
          delivered: done,
          target,
          percentage: percentage(done, target),
        },
      };
    });

  const top = mine
    .map((campaign) => ({
      campaign,
      ...totalsOf(between(last.from, last.to).filter((row) => row.campaignId === campaign.id)),
    }))
    .filter((entry) => entry.impressions > 0)
    .sort((a, b) => b.impressions - a.impressions || a.campaign.id - b.campaign.id)
    .slice(0, 5)
    .map(({ campaign, ...totals }) => ({
      id: campaign.id,
      name: campaign.name,
      advertiser: advertiserOf(campaign.advertiserId),
      ...totals,
    }));

  return {
    asOf: AS_OF,
    generatedAt: NOW.toISOString(),
    campaigns: {
      total: mine.length,
      awaiting: mine.filter((campaign) => stateOf(campaign) === 'awaiting').length,
      inProgress: running.length,
      finished: mine.filter((campaign) => stateOf(campaign) === 'finished').length,
      inProgressByStatus,
    },
    yesterday: { from: AS_OF, to: AS_OF, ...totalsOf(between(AS_OF, AS_OF)) },
    last30Days: { ...last, ...totalsOf(between(last.from, last.to)) },
    previous30Days: { ...previous, ...totalsOf(between(previous.from, previous.to)) },
    daily: Array.from({ length: 30 }, (_, index) => {
      const date = daysBefore(AS_OF, 29 - index);
      return { date, ...totalsOf(between(date, date)) };
    }),
    spend,
    endingSoon,
    top,
  };
}
