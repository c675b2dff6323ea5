import { describe, expect, it } from 'vitest';
import { campaignListFilter, saveCampaignRequest } from './campaign';
import { updateCampaignStatusRequest } from './contracts';
import { cappingEstimateParams } from './draft-contracts';

const general = {
  campaign_total_budget: 1_000_000,
  campaign_days: 30,
  advertiser_id: 7,
  campaign_name: 'Verano 2026',
  campaign_start_date: '2026-01-01T00:00:00-03:00',
  campaign_end_date: '2026-01-31T23:59:59-03:00',
  campaign_purchase_model: 'CPM',
  currency: 'CLP',
  unit_price: 2_500,
  country: 'CL',
  action: 'create',
} as const;
const banner = { audienceId: 3, image: 'https://cdn.example/b.png', link: 'https://example.com' };

function issuesOf(body: object) {
  return saveCampaignRequest.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];
}

describe('saving a campaign', () => {
  it('accepts a complete draft and fills the defaults', () => {
    const parsed = saveCampaignRequest.parse({ timezone: 'America/Santiago', general, banners: [banner] });
    expect(parsed.general.campaign_type).toBe('STANDARD');
    expect(parsed.banners[0]).toMatchObject({ status: 0, deliveryRule: false });
    expect(parsed.pushs).toEqual([]);
  });

  it('names the field of a bad general value', () => {
    const timezone = 'UTC';
    expect(issuesOf({ timezone, general: { ...general, campaign_name: 'Verano!' } })).toEqual([
      'general.campaign_name',
    ]);
    expect(issuesOf({ timezone, general: { ...general, unit_price: 0 } })).toEqual(['general.unit_price']);
    expect(
      issuesOf({ timezone, general: { ...general, campaign_end_date: '2025-12-31T23:00:00-03:00' } }),
    ).toEqual(['general.campaign_end_date']);
    expect(issuesOf({ timezone, general: { ...general, action: 'edit' } })).toEqual(['general.id']);
  });

  it("refuses creatives missing SPEC 5's required content, naming what is missing", () => {
    const timezone = 'UTC';
    expect(issuesOf({ timezone, general, pushs: [{}] })).toEqual(['pushs.0.title']);
    expect(issuesOf({ timezone, general, pushs: [{ logo: 'https://cdn.example/l.png' }] })).toEqual([]);
    expect(issuesOf({ timezone, general, banners: [{ audienceId: 3, link: 'https://x.test' }] })).toEqual([
      'banners.0.image',
    ]);
    expect(issuesOf({ timezone, general, banners: [{ ...banner, image: undefined, tag: '<a>' }] })).toEqual(
      [],
    );
    expect(issuesOf({ timezone, general, videosWeb: [{ video: 'https://cdn.example/v.mp4' }] })).toEqual([
      'videosWeb.0.audienceId',
      'videosWeb.0.link',
    ]);
    expect(issuesOf({ timezone, general, interstitials: [{ vast: true, html: '<p>' }] })).toEqual([
      'interstitials.0.vastString',
    ]);
  });

  it('refuses a 36-character push title and repeated delivery hours', () => {
    const timezone = 'UTC';
    expect(issuesOf({ timezone, general, pushs: [{ title: 'a'.repeat(36) }] })).toEqual(['pushs.0.title']);
    expect(issuesOf({ timezone, general, banners: [{ ...banner, hours: [9, 9] }] })).toEqual([
      'banners.0.hours',
    ]);
    expect(issuesOf({ timezone, general, banners: [{ ...banner, hours: [24] }] })).toEqual([
      'banners.0.hours.0',
    ]);
  });
});

describe('campaign list filters', () => {
  it('defaults to page 1, 5 per page, in progress, by end date ascending', () => {
    expect(campaignListFilter.parse({})).toMatchObject({
      page: 1,
      limit: 5,
      status: 'in progress',
      sort: 'endDate',
      order: 'asc',
    });
  });

  it('refuses page 0, a short search and an end before the start', () => {
    const path = (filter: object) => campaignListFilter.safeParse(filter).error?.issues[0]?.path;
    expect(path({ page: 0 })).toEqual(['page']);
    expect(path({ search: 'ab' })).toEqual(['search']);
    expect(path({ startDate: '2026-02-01', endDate: '2026-01-01' })).toEqual(['endDate']);
  });
});

describe('other campaign requests', () => {
  it('asks for a status an action leads to: pause, activate, finish or cancel (decision 041)', () => {
    for (const status of ['PAUSED', 'DELIVERING', 'COMPLETED', 'CANCELED']) {
      expect(updateCampaignStatusRequest.safeParse({ status }).success).toBe(true);
    }
    for (const status of ['READY', 'DRAFT', 'PENDING_APPROVAL', 'DISAPPROVED']) {
      expect(updateCampaignStatusRequest.safeParse({ status }).success).toBe(false);
    }
  });

  it('estimates capping only for an end date on or after the start', () => {
    expect(cappingEstimateParams.safeParse({ a: '2026-01-01', b: '2026-01-01' }).success).toBe(true);
    expect(
      cappingEstimateParams.safeParse({ a: '2026-01-02', b: '2026-01-01' }).error?.issues[0]?.path,
    ).toEqual(['b']);
  });
});
