import { updateCampaignsStatus } from '@adcontrol/domain/campaigns/contracts';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, campaigns } from '../../src/db/schema';
import { call } from '../helpers/callers';
import { request } from '../helpers/request';
import { campaignListOnDemo, displayOf, type StoredCampaign } from './campaigns-list-fixtures';

const list = campaignListOnDemo();

describe('bulk status', () => {
  it('pauses and activates several campaigns at once, each by the single rule', async () => {
    const mine = list.visibleTo(list.demo.seller);
    // Campaigns the status machine lets pause (decision 041): not pending approval, a draft or finished.
    const pausable = (campaign: StoredCampaign) => ['DELIVERING', 'READY'].includes(campaign.status);
    const running = mine.find(
      (campaign) => displayOf(campaign) === 'in progress' && pausable(campaign),
    ) as StoredCampaign;
    const ahead = mine.find(
      (campaign) => displayOf(campaign) === 'awaiting' && pausable(campaign),
    ) as StoredCampaign;
    expect(running && ahead).toBeTruthy();
    const paused = await request(list.testApp, list.demo.seller, updateCampaignsStatus, {
      body: {
        ids: [running.id, ahead.id],
        status: 'PAUSED',
      },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().items).toEqual(
      expect.arrayContaining([
        { id: running.id, status: 'PAUSED' },
        { id: ahead.id, status: 'PAUSED' },
      ]),
    );
    const activated = await request(list.testApp, list.demo.seller, updateCampaignsStatus, {
      body: {
        ids: [running.id, ahead.id],
        status: 'DELIVERING',
      },
    });
    expect(activated.json().items).toEqual(
      expect.arrayContaining([
        { id: running.id, status: 'DELIVERING' },
        { id: ahead.id, status: 'READY' },
      ]),
    );
    const rows = await list.page(list.demo.seller, { status: 'all', search: running.name.slice(0, 40) });
    expect(rows.items.find((row) => row.id === running.id)?.status).toBe('DELIVERING');
  });

  it('changes nothing and answers 404 when any campaign is outside the scope', async () => {
    const { db } = list.testApp.database;
    const mine = list.visibleTo(list.demo.seller).slice(0, 2);
    const foreign = list.stored.find(
      (campaign) => !list.scopeOf(list.demo.seller.id).has(campaign.advertiserId),
    ) as StoredCampaign;
    const chosen = [...mine.map((campaign) => campaign.id), foreign.id];
    const before = await db
      .select({ id: campaigns.id, status: campaigns.status })
      .from(campaigns)
      .where(inArray(campaigns.id, chosen));
    const logged = (await db.select().from(activityLog)).length;
    const response = await request(list.testApp, list.demo.seller, updateCampaignsStatus, {
      body: {
        ids: chosen,
        status: 'PAUSED',
      },
    });
    expect(response.statusCode).toBe(404);
    const after = await db
      .select({ id: campaigns.id, status: campaigns.status })
      .from(campaigns)
      .where(inArray(campaigns.id, chosen));
    expect(after).toEqual(expect.arrayContaining(before));
    expect((await db.select().from(activityLog)).length).toBe(logged);
    const missing = await request(list.testApp, list.demo.admin, updateCampaignsStatus, {
      body: {
        ids: [999_999],
        status: 'PAUSED',
      },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses repeated ids, an empty list and a status no action asks for, naming the field', async () => {
    const id = (list.stored[0] as StoredCampaign).id;
    const cases: [object, string][] = [
      [{ ids: [id, id], status: 'PAUSED' }, 'ids'],
      [{ ids: [], status: 'PAUSED' }, 'ids'],
      [{ ids: [id], status: 'DRAFT' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const response = await call(list.testApp, list.demo.admin, 'PATCH', '/campaigns/status', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect(
      (
        await request(list.testApp, list.demo.analyst, updateCampaignsStatus, {
          body: { ids: [id], status: 'PAUSED' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
