import { listAccounts, listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { CAMPAIGN_SORT_FIELDS, type CampaignListFilter } from '@adcontrol/domain/campaigns/campaign';
import {
  getCampaignDetails,
  listCampaignCreatives,
  listCampaigns,
  listMyCampaigns,
  previewCampaignCreatives,
} from '@adcontrol/domain/campaigns/contracts';
import { getHomeSummary } from '@adcontrol/domain/home/contracts';
import { can } from '@adcontrol/domain/rules/permissions';
import { campaignStatistics } from '@adcontrol/domain/statistics/contracts';
import { type Action, dayFromToday, pick, type User } from './user-state';

const LIST_STATUSES = ['in progress', 'all', 'awaiting', 'finished', 'PAUSED', 'DELIVERING'] as const;

function remember(user: User, ids: number[]): void {
  user.seen = [...new Set([...ids, ...user.seen])].slice(0, 60);
}

/** Control: the default page, or a status, a country, currencies, a search, a sort and a page, as people click them. */
export const browseControl: Action = async (user) => {
  const filter: CampaignListFilter = {};
  if (Math.random() < 0.7) filter.status = pick(LIST_STATUSES) ?? 'all';
  if (Math.random() < 0.5) {
    filter.sort = pick(CAMPAIGN_SORT_FIELDS);
    filter.order = Math.random() < 0.5 ? 'asc' : 'desc';
  }
  if (Math.random() < 0.2) filter.country = 'CL';
  if (Math.random() < 0.15) filter.currencies = ['CLP', 'USD'];
  if (Math.random() < 0.1) filter.optimized = true;
  if (Math.random() < 0.1) filter.search = 'promo';
  filter.limit = Math.random() < 0.5 ? 5 : 30;
  filter.page = Math.random() < 0.8 ? 1 : 2;
  const answer = await user.session.call(listCampaigns, { query: { filter: JSON.stringify(filter) } });
  if (answer.status === 200)
    remember(
      user,
      answer.body.items.map((row) => row.id),
    );
};

/** A campaign's page: its details, creatives, the last week's statistics and, now and then, the previews. */
export const openCampaign: Action = async (user) => {
  const id = pick([...user.seen, ...user.campaigns.map((campaign) => campaign.id)]);
  if (id === undefined) return browseControl(user);
  const details = await user.session.call(getCampaignDetails, { params: { id } });
  if (details.status === 404) user.seen = user.seen.filter((seen) => seen !== id);
  if (details.status !== 200) return;
  await user.session.call(listCampaignCreatives, { params: { id } });
  await user.session.call(campaignStatistics, {
    body: { campaigns: [id], groupBy: 'day', date: { start: dayFromToday(-7), end: dayFromToday(0) } },
  });
  if (Math.random() < 0.2) await user.session.call(previewCampaignCreatives, { params: { id } });
};

export const openHome: Action = async (user) => {
  await user.session.call(getHomeSummary, {});
};

/** An advertiser's own campaigns. */
export const browseMine: Action = async (user) => {
  const answer = await user.session.call(listMyCampaigns, {});
  if (answer.status === 200)
    remember(
      user,
      answer.body.map((row) => row.id),
    );
};

/** The Users screen and the advertiser picker. */
export const browseAccounts: Action = async (user) => {
  await user.session.call(listAccounts, { query: { filter: JSON.stringify({ page: 1, limit: 30 }) } });
  await findAdvertisers(user);
};

/** The advertisers this user may create campaigns for (an advertiser: itself). */
export async function findAdvertisers(user: User): Promise<number[]> {
  if (user.session.account && can(user.role, 'advertisers.actAsSelf')) {
    user.advertiserIds = [user.session.account.id];
    return user.advertiserIds;
  }
  const answer = await user.session.call(listAdvertisersRaw, {
    query: { filter: JSON.stringify({ limit: 50 }) },
  });
  if (answer.status === 200) user.advertiserIds = answer.body.map((account) => account.id);
  return user.advertiserIds;
}
