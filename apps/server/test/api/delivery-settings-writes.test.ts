import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import {
  linkCampaign,
  linkSinew,
  unlinkSinew,
  updateCapping,
  updateDataInfo,
  updateEmpower,
  updateOptimizationThreshold,
  updateOptimized,
  updateSource,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import type { EndpointDefinition, RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import type { Person } from '../helpers/callers';
import { type RequestArgs, request } from '../helpers/request';
import { deliverySettings } from './delivery-settings-fixtures';

/** Data info, the campaign every write answers with, and who may write the settings. */
const delivery = deliverySettings();
const { admin, send } = delivery;

/** A write of `body` to `endpoint`, as `who` sends it to campaign `id`. */
const write =
  <E extends EndpointDefinition>(endpoint: E, body: RequestOf<E>['body']) =>
  (who: Person, id: number) =>
    request(delivery.testApp, who, endpoint, ...([{ params: { id }, body }] as unknown as RequestArgs<E>));

/** One valid write of each setting, by the path it is sent to. */
const WRITES = [
  [
    'capping',
    write(updateCapping, { capping: { impressions: 5_000, clicks: 50 }, source: null, action: 'split' }),
  ],
  ['source', write(updateSource, { source: 'newton' })],
  ['empower', write(updateEmpower, { empower: true })],
  ['optimized', write(updateOptimized, { enableOptimized: true, optimizationWeight: 10 })],
  ['optimizationThreshold', write(updateOptimizationThreshold, { optimizationThreshold: 1 })],
  ['data-info', write(updateDataInfo, { ctr: 1 })],
] as const;

describe('data info', () => {
  it('changes the fields sent, clears the ones sent as null, and refuses bad ones by name', async () => {
    const { id } = await delivery.campaign();
    const edit = (body: RequestOf<typeof updateDataInfo>['body']) =>
      send(updateDataInfo, { params: { id }, body });
    const info = {
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
    } as const;
    const first = await edit(info);
    expect(first.statusCode, first.body).toBe(200);
    const second = await edit({ country: null, boxedCtr: 2 });
    expect(second.json().dataInfo).toMatchObject({ ...info, country: null, boxedCtr: 2 });
    const bad = [
      [{ ctr: 150 }, 'ctr'],
      [{ country: 'XX' }, 'country'],
      [{ comment: 'CPX' }, 'comment'],
      [{ campaignTitle: '<script>' }, 'campaignTitle'],
      [{ impressions: 10, clicks: 20 }, 'clicks'],
      [{ impressions: 100 }, 'impressions'],
    ] as const;
    for (const [body, field] of bad) {
      const response = await admin('PATCH', `/campaigns/${id}/data-info`, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, JSON.stringify(body)).toBe(field);
    }
  });
});

describe('the campaign each answer carries', () => {
  it('has the budget in dollars its details give, for every setting and link', async () => {
    const { id } = await delivery.campaign();
    const details = await send(getCampaignDetails, { params: { id } });
    const usd = details.json().budget.usd;
    expect(usd).toBeGreaterThan(0);
    for (const [path, write] of WRITES) {
      const response = await write(delivery.people.admin, id);
      expect(response.json().budget, path).toEqual(details.json().budget);
    }
    const links = [
      ['link/sinew', () => send(linkSinew, { params: { id }, body: {} })],
      ['unlink/sinew', () => send(unlinkSinew, { params: { id }, body: {} })],
      ['link', () => send(linkCampaign, { params: { id }, body: { source: 'newton' } })],
    ] as const;
    for (const [path, link] of links) {
      const response = await link();
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().campaign.budget.usd, path).toBe(usd);
    }
  });
});

describe('who may change the settings', () => {
  it('admins only: other roles meet 403, a campaign that does not exist 404, and each write is recorded', async () => {
    const { id } = await delivery.campaign();
    for (const [path, write] of WRITES) {
      for (const who of [delivery.people.superSeller, delivery.people.seller, delivery.people.advertiser]) {
        const response = await write(who, id);
        expect(response.statusCode, `${who.role} ${path}`).toBe(403);
      }
      expect((await write(delivery.people.admin, 999999)).statusCode, path).toBe(404);
      expect((await write(delivery.people.admin, id)).statusCode, path).toBe(200);
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
