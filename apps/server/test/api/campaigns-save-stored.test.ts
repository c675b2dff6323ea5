import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import { describe, expect, it } from 'vitest';
import { request } from '../helpers/request';
import { campaignSaving } from './campaigns-save-fixtures';

/** What a new campaign stores of itself and of each creative: targets, capping, status, and each kind's fields. */
const saving = campaignSaving();
const { people, audiences, payload, save } = saving;

describe('POST /campaigns: creating', () => {
  it('saves the campaign and its creatives, with targets, capping and a READY status', async () => {
    const body = payload({
      general: { format: 'mixed' },
      pushs: [{ title: 'Hola', link: 'https://shop.example' }],
      interstitials: [
        {
          image: '/api/files/campaign-uploads/1-b.png',
          link: 'https://shop.example',
          width: 320,
          height: 480,
        },
      ],
    });
    const campaign = (await save(people.seller, body)).json<Campaign>();
    expect(campaign).toMatchObject({
      name: body.general.campaign_name,
      advertiserId: people.advertiser.id,
      sellerId: people.seller.id,
      status: 'READY',
      format: 'mixed',
      target: { impressions: 500_000, clicks: 10_000 },
      linked: { newton: false, sinew: false },
    });
    // 500,000 impressions over 30 days, rounded up.
    expect(campaign.capping.impressions).toBe(16_667);
    expect(campaign.capping.newton.impressions + campaign.capping.sinew.impressions).toBe(16_667);
    expect(campaign.creatives?.map((creative) => creative.name).sort()).toEqual([
      'banner_1',
      'interstitial_1',
      'push_1',
    ]);
    const details = await request(saving.testApp, people.seller, getCampaignDetails, {
      params: { id: campaign.id },
    });
    expect(details.json().creatives).toHaveLength(3);
  });

  it('stores the click tag only when checked and days and hours only with a delivery rule (SPEC 5)', async () => {
    const body = payload({
      banners: [
        {
          audienceId: audiences.seller,
          image: '/api/files/campaign-uploads/1-a.png',
          link: 'https://shop.example',
          clickTag: 'https://track.example/click',
          checkedClickTag: false,
          deliveryRule: false,
          days: [1, 2],
          hours: [9, 10],
        },
        {
          audienceId: audiences.seller,
          tag: '<div>ad</div>',
          link: 'https://shop.example',
          clickTag: 'https://track.example/click',
          checkedClickTag: true,
          deliveryRule: true,
          days: [5, 1],
          hours: [22, 9],
        },
      ],
    });
    const campaign = (await save(people.seller, body)).json<Campaign>();
    const [first, second] = campaign.creatives ?? [];
    expect(first).toMatchObject({ clickTag: null, days: [], hours: [], deliveryRule: false });
    expect(second).toMatchObject({ clickTag: 'https://track.example/click', days: [1, 5], hours: [9, 22] });
  });

  it('rounds a video timer and gives the zone its default of 6', async () => {
    const body = payload({
      general: { format: 'video' },
      banners: [],
      videosWeb: [
        {
          audienceId: audiences.seller,
          video: '/api/files/campaign-uploads/1-v.mp4',
          link: 'https://x.example',
          timer: 4.6,
        },
      ],
    });
    const campaign = (await save(people.seller, body)).json<Campaign>();
    expect(campaign.creatives?.[0]).toMatchObject({ format: 'video', timer: 5, zone: 6, name: 'video_1' });
  });

  it('stores one kind of interstitial content: VAST before HTML before image before tag', async () => {
    const body = payload({
      general: { format: 'interstitial' },
      banners: [],
      interstitials: [
        { html: '<p>hi</p>', image: '/api/files/campaign-uploads/1-b.png', link: 'https://x.example' },
        { vast: true, vastString: '<VAST version="4.2"/>', html: '<p>hi</p>', link: 'https://x.example' },
        { image: '/api/files/campaign-uploads/1-b.png', tag: '<script></script>', link: 'https://x.example' },
      ],
    });
    const [html, vast, image] = (await save(people.seller, body)).json<Campaign>().creatives ?? [];
    expect(html).toMatchObject({ html: '<p>hi</p>', image: null, vast: false });
    expect(vast).toMatchObject({ vast: true, vastString: '<VAST version="4.2"/>', html: null });
    expect(image).toMatchObject({ image: '/api/files/campaign-uploads/1-b.png', tag: null });
  });

  it('takes the format from the creatives when none is sent', async () => {
    const body = payload({ general: { format: undefined }, pushs: [{ title: 'Hi' }], banners: [] });
    expect((await save(people.seller, body)).json<Campaign>().format).toBe('push');
  });
});
