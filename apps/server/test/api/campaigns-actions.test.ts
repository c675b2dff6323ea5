import { createAudience } from '@adcontrol/domain/audiences/contracts';
import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import {
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
  getCampaignDetails,
  listCampaignCreatives,
  listCampaigns,
  updateCampaignStatus,
} from '@adcontrol/domain/campaigns/contracts';
import {
  checkCampaignName,
  getCappingEstimate,
  getVastTag,
  listTags,
  unitPriceFormula,
} from '@adcontrol/domain/campaigns/draft-contracts';
import { updateCreativeStatus, updateCreatives } from '@adcontrol/domain/creatives/contracts';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * The campaign calls around a saved campaign (details, creatives, delete, duplicate, pause and activate, the
 * name check) and the lookups of the creation steps (tags, VAST, unit price, capping estimate), each scoped:
 * another branch's campaign answers 404.
 */
let testApp: TestApp;
const people = {} as Record<'admin' | 'seller' | 'advertiser' | 'stranger', Person>;
let audienceId: number;
let counter = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  const { db } = testApp.database;
  const make = async (role: Person['role'], parentId?: number) => {
    const row = await createAccount(db, { role, country: 'PE', ...(parentId ? { parentId } : {}) });
    return { id: row.id, role };
  };
  people.admin = await make('admin');
  people.seller = await make('seller');
  people.advertiser = await make('advertiser', people.seller.id);
  people.stranger = await make('seller');
  const audience = await request(testApp, people.seller, createAudience, {
    body: {
      name: 'Lima',
      filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } },
    },
  });
  audienceId = audience.json()._id;
});
afterAll(() => testApp.close());

async function saveCampaign(extra: { start?: string; topics?: string[] } = {}): Promise<Campaign> {
  const response = await request(testApp, people.seller, createCampaign, {
    body: {
      timezone: 'America/Lima',
      general: {
        campaign_name: `Lima launch ${++counter}`,
        advertiser_id: people.advertiser.id,
        campaign_days: 10,
        campaign_total_budget: 5_000,
        campaign_start_date: extra.start ?? '2020-01-01T05:00:00.000Z',
        campaign_end_date: '2040-01-11T05:00:00.000Z',
        campaign_purchase_model: 'CPC',
        currency: 'PEN',
        unit_price: 0.5,
        country: 'PE',
        action: 'create',
      },
      pushs: [{ title: 'Oferta', link: 'https://shop.example', topics: extra.topics ?? [] }],
      banners: [{ audienceId, image: '/api/files/campaign-uploads/1-a.png', link: 'https://shop.example' }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('a saved campaign', () => {
  it('gives its budget in dollars in its details as the list does, never null', async () => {
    const campaign = await saveCampaign();
    const list = await request(testApp, people.admin, listCampaigns, {
      query: { filter: JSON.stringify({ status: 'all', limit: 200 }) },
    });
    const row = list.json().items.find((item) => item.id === campaign.id);
    const details = await request(testApp, people.admin, getCampaignDetails, { params: { id: campaign.id } });
    // 5,000 PEN at the shipped 3.75 per dollar.
    expect(details.json().budget).toEqual({ total: 5_000, usd: 1_333.33 });
    expect(row?.budgetUsd).toBe(1_333.33);
    expect(campaign.budget.usd).toBe(1_333.33);
  });

  it('shows its details and creatives to its branch and 404 to others', async () => {
    const campaign = await saveCampaign();
    const details = await request(testApp, people.advertiser, getCampaignDetails, {
      params: { id: campaign.id },
    });
    expect(details.json()).toMatchObject({ id: campaign.id, advertiserId: people.advertiser.id });
    const list = await request(testApp, people.seller, listCampaignCreatives, {
      params: { id: campaign.id },
    });
    expect(list.json().map((creative) => creative.name)).toEqual(['push_1', 'banner_1']);
    for (const path of [`/campaigns/${campaign.id}/details`, `/campaigns/${campaign.id}/creatives`]) {
      expect((await call(testApp, people.stranger, 'GET', path)).statusCode).toBe(404);
    }
  });

  it('is paused and activated; activating again before its start makes it READY', async () => {
    const running = await saveCampaign();
    const pause = await request(testApp, people.seller, updateCampaignStatus, {
      params: { id: running.id },
      body: {
        status: 'PAUSED',
      },
    });
    expect(pause.json().status).toBe('PAUSED');
    const resume = await request(testApp, people.seller, updateCampaignStatus, {
      params: { id: running.id },
      body: {
        status: 'DELIVERING',
      },
    });
    expect(resume.json().status).toBe('DELIVERING');
    const future = await saveCampaign({ start: '2039-01-01T05:00:00.000Z' });
    await request(testApp, people.seller, updateCampaignStatus, {
      params: { id: future.id },
      body: { status: 'PAUSED' },
    });
    const early = await request(testApp, people.seller, updateCampaignStatus, {
      params: { id: future.id },
      body: {
        status: 'DELIVERING',
      },
    });
    expect(early.json().status).toBe('READY');
    const foreign = await request(testApp, people.stranger, updateCampaignStatus, {
      params: { id: running.id },
      body: {
        status: 'PAUSED',
      },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is duplicated under a new unique name with its creatives, unlinked', async () => {
    const campaign = await saveCampaign();
    await testApp.database.db
      .update(campaigns)
      .set({ linkedSinew: true })
      .where(eq(campaigns.id, campaign.id));
    const copy = await request(testApp, people.seller, duplicateCampaign, {
      params: { id: campaign.id },
      body: {
        name: `${campaign.name} copy`,
      },
    });
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json()).toMatchObject({
      name: `${campaign.name} copy`,
      status: 'READY',
      linked: { newton: false, sinew: false },
    });
    expect(copy.json().creatives?.map((creative) => creative.name)).toEqual(['push_1', 'banner_1']);
    const again = await request(testApp, people.seller, duplicateCampaign, {
      params: { id: campaign.id },
      body: {
        name: campaign.name.toUpperCase(),
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: MESSAGES['campaigns.alreadyExists'].en, field: 'name' });
    const foreign = await request(testApp, people.stranger, duplicateCampaign, {
      params: { id: campaign.id },
      body: {
        name: 'Not mine',
      },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is deleted with its creatives, only by its branch', async () => {
    const campaign = await saveCampaign();
    expect(
      (await request(testApp, people.stranger, deleteCampaign, { params: { id: campaign.id } })).statusCode,
    ).toBe(404);
    const removed = await request(testApp, people.seller, deleteCampaign, { params: { id: campaign.id } });
    expect(removed.json()).toEqual({ success: true, message: MESSAGES['campaigns.removed'].en });
    expect(
      (await request(testApp, people.seller, getCampaignDetails, { params: { id: campaign.id } })).statusCode,
    ).toBe(404);
  });
});

describe('GET /campaigns/name-available', () => {
  it('answers whether a name is free, in any case, the edited campaign’s own name counting as free', async () => {
    const campaign = await saveCampaign();
    const ask = async (query: { name: string; id?: number }) =>
      (await request(testApp, people.seller, checkCampaignName, { query })).json().available;
    expect(await ask({ name: campaign.name.toLowerCase() })).toBe(false);
    expect(await ask({ name: campaign.name, id: campaign.id })).toBe(true);
    expect(await ask({ name: 'Something new' })).toBe(true);
  });
});

describe('the creation steps’ lookups', () => {
  it('lists the catalogue’s tags and the ones already used in the caller’s creatives only', async () => {
    await saveCampaign({ topics: ['Ceviche lovers'] });
    const mine = (await request(testApp, people.seller, listTags)).json();
    expect(mine.topics).toContain('Sports');
    expect(mine.topics).toContain('Ceviche lovers');
    const theirs = (await request(testApp, people.stranger, listTags)).json();
    expect(theirs.topics).not.toContain('Ceviche lovers');
  });

  it('gives a VAST 4.2 template', async () => {
    const { vast } = (await request(testApp, people.seller, getVastTag)).json();
    expect(vast).toContain('<VAST version="4.2"');
    expect(vast).toContain('<MediaFile');
  });

  it('suggests a unit price in the campaign currency, higher for premium, lower for CPC with a high CTR', async () => {
    const price = async (body: {
      model: 'CPM' | 'CPC';
      currency: 'CLP' | 'USD';
      premium?: boolean;
      ctr?: number;
    }) => {
      const response = await request(testApp, people.seller, unitPriceFormula, {
        body: {
          budget: 1000,
          country: 'CL',
          ...body,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().price;
    };
    const cpmClp = await price({ model: 'CPM', currency: 'CLP' });
    expect(Number.isInteger(cpmClp)).toBe(true);
    expect(await price({ model: 'CPM', currency: 'CLP', premium: true })).toBeGreaterThan(cpmClp);
    const cpcUsd = await price({ model: 'CPC', currency: 'USD' });
    expect(await price({ model: 'CPC', currency: 'USD', ctr: 3 })).toBeLessThan(cpcUsd);
    const refused = await call(testApp, people.seller, 'POST', '/campaigns/formula', {
      model: 'CPM',
      currency: 'CLP',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('estimates the daily capping over the campaign days', async () => {
    const response = await request(testApp, people.seller, getCappingEstimate, {
      params: { a: '2030-03-01', b: '2030-03-11' },
      query: { model: 'CPM', budget: '10000', price: '2' },
    });
    expect(response.json()).toEqual({ impressions: 500_000, clicks: 10_000, days: 10 });
    const backwards = await request(testApp, people.seller, getCappingEstimate, {
      params: { a: '2030-03-11', b: '2030-03-01' },
      query: { model: 'CPM', budget: '1', price: '1' },
    });
    expect(backwards.json()).toMatchObject({ field: 'b' });
  });
});

describe('creatives', () => {
  it('are paused one by one and changed together, all or none, within the caller’s branch', async () => {
    const campaign = await saveCampaign();
    const [push, banner] = campaign.creatives ?? [];
    if (!push || !banner) throw new Error('the campaign was saved without its two creatives');
    const paused = await request(testApp, people.advertiser, updateCreativeStatus, {
      params: { id: push?.id },
      body: {
        status: 1,
      },
    });
    expect(paused.json().status).toBe(1);
    expect(
      (
        await request(testApp, people.stranger, updateCreativeStatus, {
          params: { id: push?.id },
          body: { status: 0 },
        })
      ).statusCode,
    ).toBe(404);

    const both = await request(testApp, people.seller, updateCreatives, {
      body: {
        creatives: [
          { id: push?.id, status: 0, title: 'Nueva oferta' },
          { id: banner?.id, status: 1, deliveryRule: true, days: [1], hours: [8] },
        ],
      },
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject([
      { id: push?.id, status: 0, title: 'Nueva oferta' },
      { id: banner?.id, status: 1, deliveryRule: true, days: [1], hours: [8] },
    ]);

    const [theirs] = (await saveCampaign()).creatives ?? [];
    if (!theirs) throw new Error('the other campaign was saved without creatives');
    const mixed = await request(testApp, people.stranger, updateCreatives, {
      body: {
        creatives: [{ id: theirs.id, status: 1 }],
      },
    });
    expect(mixed.statusCode).toBe(404);
    const renamed = await request(testApp, people.seller, updateCreatives, {
      body: {
        creatives: [
          { id: push?.id, status: 1 },
          { id: banner?.id, name: 'video_1' },
        ],
      },
    });
    expect(renamed.json()).toMatchObject({ field: 'creatives.1.name' });
    const after = await request(testApp, people.seller, listCampaignCreatives, {
      params: { id: campaign.id },
    });
    expect(after.json().find((creative) => creative.id === push?.id)?.status).toBe(0);
  });
});
