import type { CampaignListFilter } from '@adcontrol/domain/campaigns/campaign';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/callers';
import { campaignListOnDemo, displayOf, ids, type StoredCampaign } from './campaigns-list-fixtures';

const list = campaignListOnDemo();
const { page, everything } = list;

/** A filter sent as written, for the ones the contract's type would refuse. */
const query = (filter: CampaignListFilter) =>
  `/campaigns?filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('filters', () => {
  const admin = () => list.demo.admin;
  it.each(['awaiting', 'in progress', 'finished'] as const)('status %s follows the dates', async (status) => {
    const rows = await everything(admin(), { status });
    expect(ids(rows)).toEqual(ids(list.stored.filter((campaign) => displayOf(campaign) === status)));
  });

  it('a raw status, and all', async () => {
    expect(ids(await everything(admin(), { status: 'PAUSED' }))).toEqual(
      ids(list.stored.filter((campaign) => campaign.status === 'PAUSED')),
    );
    expect(ids(await everything(admin(), { status: 'all' }))).toEqual(ids(list.stored));
  });

  it('seller, advertiser, country, currencies and optimized', async () => {
    const sample = list.stored.find((campaign) => campaign.sellerId !== null) as StoredCampaign;
    const cases: [CampaignListFilter, (campaign: StoredCampaign) => boolean][] = [
      [{ seller: sample.sellerId as number }, (campaign) => campaign.sellerId === sample.sellerId],
      [{ advertiser: sample.advertiserId }, (campaign) => campaign.advertiserId === sample.advertiserId],
      [{ country: sample.country as 'CL' }, (campaign) => campaign.country === sample.country],
      [{ currencies: ['CLP', 'USD'] }, (campaign) => ['CLP', 'USD'].includes(campaign.currency)],
      [{ optimized: true }, (campaign) => campaign.enableOptimized],
      [{ optimized: false }, (campaign) => !campaign.enableOptimized],
    ];
    for (const [filter, keep] of cases) {
      const rows = await everything(admin(), { ...filter, status: 'all' });
      expect(ids(rows), JSON.stringify(filter)).toEqual(ids(list.stored.filter(keep)));
      expect(rows.length, JSON.stringify(filter)).toBeGreaterThan(0);
    }
  });

  it('a date range keeps the campaigns running at some moment of it (network days)', async () => {
    const from = new Date('2026-03-01T03:00:00Z');
    const untilExclusive = new Date('2026-03-11T03:00:00Z');
    const rows = await everything(admin(), { status: 'all', startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(ids(rows)).toEqual(
      ids(list.stored.filter((campaign) => campaign.endDate >= from && campaign.startDate < untilExclusive)),
    );
  });

  it('search by name, 3 letters or more, in any case', async () => {
    const word = (list.stored[0] as StoredCampaign).name.split(' ')[0]?.slice(0, 4).toUpperCase() as string;
    const rows = await everything(admin(), { status: 'all', search: word });
    expect(rows.length).toBeGreaterThan(0);
    expect(ids(rows)).toEqual(
      ids(list.stored.filter((campaign) => campaign.name.toLowerCase().includes(word.toLowerCase()))),
    );
    expect(await page(admin(), { status: 'all', search: '100%' })).toMatchObject({ total: 0 });
  });

  it('refuses a search under 3 letters, naming the field', async () => {
    const response = await call(list.testApp, admin(), 'GET', query({ search: 'ab' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'filter.search' });
  });

  it('refuses an unknown sort and a page of 0', async () => {
    const badSort = await call(list.testApp, admin(), 'GET', query({ sort: 'password' as never }));
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().field).toBe('filter.sort');
    const badPage = await call(list.testApp, admin(), 'GET', query({ page: 0 }));
    expect(badPage.json().field).toBe('filter.page');
  });
});
