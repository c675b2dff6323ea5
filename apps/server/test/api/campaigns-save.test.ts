import { createAudience } from '@adcontrol/domain/audiences/contracts';
import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { getCampaignDetails, listCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, creatives } from '../../src/db/schema';
import { recordStatistics } from '../../src/modules/campaigns/delivery-totals-repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { validGeneral } from '../helpers/campaign-save-cases';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * Saving a campaign with its creatives (SPEC 3 payload, SPEC 5 rules, docs/decisions/021): who may create for
 * whom, the launch rules, what is stored of each creative, edits, and that a refused save writes nothing.
 */
let testApp: TestApp;
const people = {} as Record<'admin' | 'boss' | 'seller' | 'advertiser' | 'stranger' | 'loner', Person>;
let sellerAudience: number;
let strangerAudience: number;
let advertiserAudience: number;

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  const { db } = testApp.database;
  const make = async (role: Person['role'], extra: { country?: string; parentId?: number } = {}) => {
    const row = await createAccount(db, { role, ...extra });
    return { id: row.id, role };
  };
  people.admin = await make('admin');
  people.boss = await make('super_seller', { country: 'CL' });
  people.seller = await make('seller', { country: 'CL', parentId: people.boss.id });
  people.advertiser = await make('advertiser', { country: 'CL', parentId: people.seller.id });
  people.stranger = await make('seller', { country: 'CL' });
  people.loner = await make('advertiser', { country: 'CL', parentId: people.stranger.id });
  const audience = async (who: Person, name: string) => {
    const response = await request(testApp, who, createAudience, {
      body: {
        name,
        filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()._id;
  };
  sellerAudience = await audience(people.seller, 'Chile all');
  strangerAudience = await audience(people.stranger, 'Not yours');
  advertiserAudience = await audience(people.advertiser, 'My customers');
});
afterAll(() => testApp.close());

let counter = 0;
const uniqueName = (base = 'Summer sale') => `${base} ${++counter}`;

function payload(overrides: { general?: object; [key: string]: unknown } = {}) {
  const { general, ...rest } = overrides;
  return {
    timezone: 'America/Santiago',
    general: {
      ...validGeneral(uniqueName(), people.advertiser.id),
      ...general,
    },
    banners: [
      {
        audienceId: sellerAudience,
        image: '/api/files/campaign-uploads/1-a.png',
        link: 'https://shop.example/cl',
      },
    ],
    ...rest,
  };
}

async function save(who: Person, body: object, status = 201) {
  const response = await call(testApp, who, 'POST', '/campaigns', body);
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

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
    const details = await request(testApp, people.seller, getCampaignDetails, {
      params: { id: campaign.id },
    });
    expect(details.json().creatives).toHaveLength(3);
  });

  it('stores the click tag only when checked and days and hours only with a delivery rule (SPEC 5)', async () => {
    const body = payload({
      banners: [
        {
          audienceId: sellerAudience,
          image: '/api/files/campaign-uploads/1-a.png',
          link: 'https://shop.example',
          clickTag: 'https://track.example/click',
          checkedClickTag: false,
          deliveryRule: false,
          days: [1, 2],
          hours: [9, 10],
        },
        {
          audienceId: sellerAudience,
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
          audienceId: sellerAudience,
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

  it("takes the advertiser's seller when an admin names none", async () => {
    const campaign = (await save(people.admin, payload())).json<Campaign>();
    expect(campaign.sellerId).toBe(people.seller.id);
  });

  it('lets an advertiser create for itself only', async () => {
    const banners = [
      {
        audienceId: advertiserAudience,
        image: '/api/files/campaign-uploads/1-x.png',
        link: 'https://x.example',
      },
    ];
    await save(people.advertiser, payload({ banners }));
    const other = await save(
      people.advertiser,
      payload({ general: { advertiser_id: people.loner.id }, banners }),
      400,
    );
    expect(other.json()).toMatchObject({ field: 'general.advertiser_id' });
  });

  it('refuses an advertiser outside the seller’s branch, naming the field', async () => {
    const response = await save(people.stranger, payload(), 400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'general.advertiser_id' });
  });

  it('refuses an audience the caller cannot read', async () => {
    const body = payload({
      banners: [
        {
          audienceId: strangerAudience,
          image: '/api/files/campaign-uploads/1-x.png',
          link: 'https://x.example',
        },
      ],
    });
    const response = await save(people.seller, body, 400);
    expect(response.json()).toMatchObject({ field: 'banners.0.audienceId' });
  });

  it("answers 'Campaign already exists' for a name taken in any case", async () => {
    const name = uniqueName('Winter');
    await save(people.seller, payload({ general: { campaign_name: name } }));
    const response = await save(
      people.boss,
      payload({ general: { campaign_name: name.toUpperCase() } }),
      409,
    );
    expect(response.json()).toMatchObject({
      message: MESSAGES['campaigns.alreadyExists'].en,
      field: 'general.campaign_name',
    });
  });

  it('refuses creatives the campaign format does not carry', async () => {
    const response = await save(
      people.seller,
      payload({ general: { format: 'push' }, pushs: [{ title: 'x' }] }),
      400,
    );
    expect(response.json()).toMatchObject({ field: 'banners.0' });
  });

  it.each([
    ['push', { banners: [] }, 'campaigns.needsPushOrVideo'],
    ['video', { banners: [] }, 'campaigns.needsBannerInterstitialOrVideo'],
    [
      'banner',
      {
        banners: [],
        videosWeb: [
          { audienceId: 1, video: '/api/files/campaign-uploads/1-v.mp4', link: 'https://x.example' },
        ],
      },
      'campaigns.launchNeedsBannerOrInterstitial',
    ],
  ] as const)('a %s campaign %o is refused with %s', async (format, rest, key) => {
    const response = await save(people.admin, payload({ general: { format }, ...rest }), 400);
    expect(response.json()).toMatchObject({ message: MESSAGES[key].en, field: 'creatives' });
  });

  it('names the missing field of an incomplete creative', async () => {
    const banner = await save(people.admin, payload({ banners: [{ link: 'https://x.example' }] }), 400);
    expect(banner.json()).toMatchObject({ field: 'banners.0.audienceId' });
    const push = await save(
      people.admin,
      payload({ general: { format: 'push' }, banners: [], pushs: [{}] }),
      400,
    );
    expect(push.json()).toMatchObject({ field: 'pushs.0.title' });
  });

  it('writes nothing when one creative of the payload is invalid', async () => {
    const name = uniqueName('Half');
    const body = payload({
      general: { campaign_name: name, format: 'mixed' },
      pushs: [{ title: 'ok' }],
      banners: [
        {
          audienceId: sellerAudience,
          image: '/api/files/campaign-uploads/1-x.png',
          link: 'https://x.example',
          name: 'video_9',
        },
      ],
    });
    const response = await save(people.seller, body, 400);
    expect(response.json()).toMatchObject({ field: 'banners.0.name' });
    const rows = await testApp.database.db.select().from(campaigns).where(eq(campaigns.name, name));
    expect(rows).toHaveLength(0);
  });

  it('refuses a work order that was not uploaded by the caller', async () => {
    const response = await save(people.seller, payload({ odt: ['https://evil.example/order.pdf'] }), 400);
    expect(response.json()).toMatchObject({ field: 'odt.0' });
    const own = `/api/files/campaign-uploads/${people.seller.id}-abc123.pdf`;
    const campaign = (await save(people.seller, payload({ odt: [own] }))).json<Campaign>();
    const [row] = await testApp.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.workOrderFiles.map((file) => file.key)).toEqual([
      `campaign-uploads/${people.seller.id}-abc123.pdf`,
    ]);
  });
});

describe('POST /campaigns: editing', () => {
  async function created(format = 'mixed') {
    const body = payload({ general: { format }, pushs: [{ title: 'One' }, { title: 'Two' }] });
    return (await save(people.seller, body)).json<Campaign>();
  }

  it('renames, updates a creative, removes one and keeps the creatives it does not mention', async () => {
    const campaign = await created();
    const banner = campaign.creatives?.find((creative) => creative.format === 'banner');
    const [push1, push2] = campaign.creatives?.filter((creative) => creative.format === 'push') ?? [];
    const newName = uniqueName('Renamed');
    const edit = payload({
      general: {
        action: 'edit',
        id: campaign.id,
        campaign_name: campaign.name,
        new_campaign_name: newName,
        format: 'mixed',
      },
      banners: [],
      pushs: [{ id: push1?.id, name: push1?.name, title: 'One, changed' }],
      deleted: [push2?.id],
    });
    const saved = (await save(people.seller, edit)).json<Campaign>();
    expect(saved.name).toBe(newName);
    expect(saved.creatives?.map((creative) => [creative.id, creative.title ?? null])).toEqual([
      [push1?.id, 'One, changed'],
      [banner?.id, null],
    ]);
  });

  it('keeps its own name free and names the new name field when another campaign has it', async () => {
    const campaign = await created();
    const other = await created();
    const same = payload({
      general: { action: 'edit', id: campaign.id, campaign_name: campaign.name },
      banners: [],
    });
    await save(people.seller, same);
    const clash = payload({
      general: {
        action: 'edit',
        id: campaign.id,
        campaign_name: campaign.name,
        new_campaign_name: other.name,
      },
      banners: [],
    });
    expect((await save(people.seller, clash, 409)).json()).toMatchObject({
      field: 'general.new_campaign_name',
    });
  });

  it('refuses deleting a creative of another campaign', async () => {
    const campaign = await created();
    const other = await created();
    const edit = payload({
      general: { action: 'edit', id: campaign.id, campaign_name: campaign.name },
      banners: [],
      deleted: [other.creatives?.[0]?.id],
    });
    expect((await save(people.seller, edit, 400)).json()).toMatchObject({ field: 'deleted.0' });
  });

  it('sends a delivering campaign back to approval when a seller changes its budget, not when an admin does', async () => {
    const campaign = await created();
    await testApp.database.db
      .update(campaigns)
      .set({ status: 'DELIVERING' })
      .where(eq(campaigns.id, campaign.id));
    const edit = (who: Person, budget: number) =>
      save(
        who,
        payload({
          general: {
            action: 'edit',
            id: campaign.id,
            campaign_name: campaign.name,
            campaign_total_budget: budget,
          },
          banners: [],
        }),
      );
    expect((await edit(people.admin, 2_000_000)).json<Campaign>().status).toBe('DELIVERING');
    expect((await edit(people.seller, 3_000_000)).json<Campaign>().status).toBe('PENDING_APPROVAL');
  });

  it('reprices what was delivered in the Control list when the price changes', async () => {
    const campaign = await created();
    const banner = campaign.creatives?.find((creative) => creative.format === 'banner');
    await recordStatistics(testApp.database.db, [
      {
        date: '2030-01-02',
        campaignId: campaign.id,
        creativeId: banner?.id as number,
        source: 'newton',
        impressions: 100_000,
        clicks: 1_000,
      },
    ]);
    const listed = async () => {
      const response = await request(testApp, people.seller, listCampaigns, {
        query: { filter: JSON.stringify({ status: 'all', search: campaign.name }) },
      });
      return response.json().items[0];
    };
    // 1,000,000 CLP at 2,000 per thousand buys 500,000 impressions; 100,000 cost 200,000.
    expect(await listed()).toMatchObject({ spent: 200_000, progress: 20, cpm: 2_000 });
    await save(
      people.admin,
      payload({
        general: { action: 'edit', id: campaign.id, campaign_name: campaign.name, unit_price: 4_000 },
        banners: [],
      }),
    );
    expect(await listed()).toMatchObject({ spent: 400_000, progress: 40, cpm: 4_000 });
  });

  it("answers 404 for another branch's campaign", async () => {
    const campaign = await created();
    const edit = payload({
      general: { action: 'edit', id: campaign.id, campaign_name: campaign.name },
      banners: [],
    });
    await save(people.stranger, edit, 404);
  });

  it('keeps the rows when the launch rule refuses an edit that deletes the last creative', async () => {
    const campaign = (await save(people.seller, payload())).json<Campaign>();
    const edit = payload({
      general: { action: 'edit', id: campaign.id, campaign_name: campaign.name },
      banners: [],
      deleted: [campaign.creatives?.[0]?.id],
    });
    await save(people.seller, edit, 400);
    const rows = await testApp.database.db
      .select()
      .from(creatives)
      .where(eq(creatives.campaignId, campaign.id));
    expect(rows).toHaveLength(1);
  });
});
