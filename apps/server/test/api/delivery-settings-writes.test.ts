import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import { call } from '../helpers/callers';
import { deliverySettings } from './delivery-settings-fixtures';

/** Data info, the campaign every write answers with, and who may write the settings. */
const delivery = deliverySettings();
const { admin } = delivery;

/** One valid write of each setting, by the path it is sent to. */
const WRITES = [
  ['capping', { capping: { impressions: 5_000, clicks: 50 }, source: null, action: 'split' }],
  ['source', { source: 'newton' }],
  ['empower', { empower: true }],
  ['optimized', { enableOptimized: true, optimizationWeight: 10 }],
  ['optimizationThreshold', { optimizationThreshold: 1 }],
  ['data-info', { ctr: 1 }],
] as const;

describe('data info', () => {
  it('changes the fields sent, clears the ones sent as null, and refuses bad ones by name', async () => {
    const { id } = await delivery.campaign();
    const edit = (body: object) => admin('PATCH', `/campaigns/${id}/data-info`, body);
    const first = await edit({
      country: 'PE',
      type: 'STANDARD',
      comment: 'CPM',
      impressions: 20_000,
      clicks: 300,
      ctr: 1.5,
      source: 'all',
      optimized: true,
      boxedCtr: 1.2,
      campaignTitle: 'Verano 2026',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await edit({ country: null, boxedCtr: 2 });
    expect(second.json<Campaign>().dataInfo).toMatchObject({
      country: null,
      type: 'STANDARD',
      comment: 'CPM',
      impressions: 20_000,
      clicks: 300,
      ctr: 1.5,
      source: 'all',
      optimized: true,
      boxedCtr: 2,
      campaignTitle: 'Verano 2026',
    });
    const bad = [
      [{ ctr: 150 }, 'ctr'],
      [{ country: 'XX' }, 'country'],
      [{ comment: 'CPX' }, 'comment'],
      [{ campaignTitle: '<script>' }, 'campaignTitle'],
      [{ impressions: 10, clicks: 20 }, 'clicks'],
      [{ impressions: 100 }, 'impressions'],
    ] as const;
    for (const [body, field] of bad) {
      const response = await edit(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, JSON.stringify(body)).toBe(field);
    }
  });
});

describe('the campaign each answer carries', () => {
  it('has the budget in dollars its details give, for every setting and link', async () => {
    const { id } = await delivery.campaign();
    const details = await admin('GET', `/campaigns/${id}/details`);
    const usd = details.json<Campaign>().budget.usd;
    expect(usd).toBeGreaterThan(0);
    for (const [path, body] of WRITES) {
      const response = await admin('PATCH', `/campaigns/${id}/${path}`, body);
      expect(response.json<Campaign>().budget, path).toEqual(details.json<Campaign>().budget);
    }
    for (const path of ['link/sinew', 'unlink/sinew', 'link']) {
      const body = path === 'link' ? { source: 'newton' } : {};
      const response = await admin('POST', `/campaigns/${id}/${path}`, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ campaign: Campaign }>().campaign.budget.usd, path).toBe(usd);
    }
  });
});

describe('who may change the settings', () => {
  it('admins only: other roles meet 403, a campaign that does not exist 404, and each write is recorded', async () => {
    const { id } = await delivery.campaign();
    for (const [path, body] of WRITES) {
      for (const who of [delivery.people.superSeller, delivery.people.seller, delivery.people.advertiser]) {
        const response = await call(delivery.testApp, who, 'PATCH', `/campaigns/${id}/${path}`, body);
        expect(response.statusCode, `${who.role} ${path}`).toBe(403);
      }
      expect((await admin('PATCH', `/campaigns/999999/${path}`, body)).statusCode, path).toBe(404);
      expect((await admin('PATCH', `/campaigns/${id}/${path}`, body)).statusCode, path).toBe(200);
    }
    const actions = await delivery.testApp.database.db
      .select({ action: activityLog.action, accountId: activityLog.accountId })
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'campaign'), eq(activityLog.entityId, id)))
      .orderBy(asc(activityLog.id));
    expect(actions.slice(-6)).toEqual(
      [
        'campaign.cappingUpdated',
        'campaign.sourceUpdated',
        'campaign.empowerUpdated',
        'campaign.optimizationUpdated',
        'campaign.optimizationUpdated',
        'campaign.dataInfoUpdated',
      ].map((action) => ({ action, accountId: delivery.people.admin.id })),
    );
  });
});
