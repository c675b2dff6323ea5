import {
  getDeliveryState,
  linkCampaign,
  linkedNotification,
  linkNewton,
  linkSinew,
  updateCapping,
  updateOptimizationThreshold,
  updateOptimized,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import {
  dropDeliveryChange,
  retryDeliveryChange,
} from '@adcontrol/domain/campaigns/delivery-outbox-contracts';
import type { Source } from '@adcontrol/domain/shared/enums';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, deliveryOutbox } from '../../src/db/schema';
import {
  DeliveryRefusedError,
  type DeliveryServer,
  type DeliveryServers,
} from '../../src/modules/delivery/delivery-server';
import { deliverDue, REFUSALS_BEFORE_FAILED } from '../../src/modules/delivery/outbox';
import type { Person } from '../helpers/callers';
import { readOutbox } from '../helpers/outbox';
import { request } from '../helpers/request';
import { deliverySettings } from './delivery-settings-fixtures';

/** What the linked servers are told of each setting, the linked notification, and a change a server refuses. */
const delivery = deliverySettings();
const { admin, send, pendingOf } = delivery;

describe('what the servers are told', () => {
  it('queues capping and optimisation for the linked server only, with its own values', async () => {
    const { id } = await delivery.campaign();
    const unlinked = await delivery.campaign();
    await send(linkNewton, { params: { id }, body: {} });
    for (const target of [id, unlinked.id]) {
      const params = { id: target };
      await send(updateCapping, {
        params,
        body: { capping: { impressions: 5_000, clicks: 50 }, source: null, action: 'split' },
      });
      const optimized = await send(updateOptimized, {
        params,
        body: { enableOptimized: true, optimizationWeight: 40 },
      });
      expect(optimized.json()).toMatchObject({ enableOptimized: true, optimizationWeight: 40 });
      const threshold = await send(updateOptimizationThreshold, {
        params,
        body: { optimizationThreshold: 2.5 },
      });
      expect(threshold.json().optimizationThreshold).toBe(2.5);
    }
    expect(await pendingOf(unlinked.id)).toEqual([]);
    expect(await pendingOf(id)).toEqual([
      'newton link',
      'newton capping',
      'newton optimisation',
      'newton optimisation',
    ]);
    const rows = await delivery.testApp.database.db
      .select({ change: deliveryOutbox.change })
      .from(deliveryOutbox)
      .where(eq(deliveryOutbox.campaignId, id))
      .orderBy(asc(deliveryOutbox.id));
    expect(rows.slice(1).map((row) => row.change)).toEqual([
      { type: 'capping', capping: { impressions: 3_000, clicks: 30 } },
      { type: 'optimisation', optimisation: { enabled: true, weight: 40, threshold: null } },
      { type: 'optimisation', optimisation: { enabled: true, weight: 40, threshold: 2.5 } },
    ]);
  });

  it('refuses a weight that is not a whole percent and a threshold past 100', async () => {
    const { id } = await delivery.campaign();
    const weight = await admin('PATCH', `/campaigns/${id}/optimized`, {
      enableOptimized: true,
      optimizationWeight: 12.5,
    });
    expect(weight.json().field).toBe('optimizationWeight');
    const threshold = await admin('PATCH', `/campaigns/${id}/optimizationThreshold`, {
      optimizationThreshold: 101,
    });
    expect(threshold.json().field).toBe('optimizationThreshold');
  });
});

describe('the linked notification', () => {
  it('e-mails the advertiser and the seller, each in their language, once the campaign is linked there', async () => {
    const { id, name } = await delivery.campaign();
    const notify = (who: Person, source: 'all' | 'newton' | 'sinew') =>
      request(delivery.testApp, who, linkedNotification, { body: { campaignId: id, source } });
    const before = await notify(delivery.people.admin, 'sinew');
    expect(before.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'source' });

    await send(linkSinew, { params: { id }, body: {} });
    const sent = await notify(delivery.people.superSeller, 'sinew');
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = (await readOutbox(delivery.testApp.config)).filter((mail) => mail.subject.includes(name));
    const emails = await delivery.testApp.database.db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(sql`${accounts.id} in (${delivery.people.advertiser.id}, ${delivery.people.seller.id})`);
    const emailOf = (person: Person) => emails.find((row) => row.id === person.id)?.email;
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [emailOf(delivery.people.advertiser), `Tu campaña ${name} está vinculada`],
        [emailOf(delivery.people.seller), `Your campaign ${name} is linked`],
      ].sort(),
    );
    expect(mails.every((mail) => mail.text.includes(`/campaigns/${id}`) && mail.text.includes('sinew'))).toBe(
      true,
    );
    expect((await notify(delivery.people.stranger, 'sinew')).statusCode).toBe(404);
    expect((await notify(delivery.people.seller, 'sinew')).statusCode).toBe(403);
  });
});

describe('a change its server refuses', () => {
  it('is set aside after repeated refusals with its error, lets later changes go, and waits for an admin', async () => {
    const { id } = await delivery.campaign();
    let refusing = true;
    const sent: string[] = [];
    const server = (name: Source): DeliveryServer => ({
      name,
      link: async (campaignId) => {
        if (campaignId === id && refusing)
          throw new DeliveryRefusedError(422, `${name} answered 422: bad zone`);
        if (campaignId === id) sent.push(`${name} link`);
      },
      unlink: async () => {},
      setCreativeStatus: async () => {},
      setCapping: async () => {},
      setCampaignStatus: async () => {},
      setOptimisation: async (campaignId) => {
        if (campaignId === id) sent.push(`${name} optimisation`);
      },
      creatives: async () => null,
      statistics: async () => ({ cursor: 0, rows: [], breakdowns: [] }),
    });
    const servers: DeliveryServers = { newton: server('newton'), sinew: server('sinew') };
    let rounds = 0;
    const round = () => {
      rounds += 1;
      const at = new Date(Date.now() + rounds * 1_000);
      return deliverDue(delivery.testApp.database.db, servers, { baseMs: 1, maxMs: 1 }, at);
    };
    const state = async () => (await send(getDeliveryState, { params: { id } })).json().pending;

    await send(linkCampaign, { params: { id }, body: { source: 'all' } });
    await send(updateOptimized, { params: { id }, body: { enableOptimized: true, optimizationWeight: 30 } });
    for (let attempt = 1; attempt < REFUSALS_BEFORE_FAILED; attempt += 1) await round();
    expect((await state()).map((change) => change.failedAt)).toEqual([null, null, null, null]);
    await round();
    await round();
    expect(sent.sort()).toEqual(['newton optimisation', 'sinew optimisation']);
    const failed = await state();
    expect(failed).toMatchObject([
      {
        server: 'newton',
        type: 'link',
        attempts: REFUSALS_BEFORE_FAILED,
        lastError: 'newton answered 422: bad zone',
      },
      { server: 'sinew', type: 'link', attempts: REFUSALS_BEFORE_FAILED },
    ]);
    expect(failed.every((change) => typeof change.failedAt === 'string')).toBe(true);
    const [newton, sinew] = failed.map((change) => change.id);

    await send(updateOptimizationThreshold, { params: { id }, body: { optimizationThreshold: 3 } });
    const waiting = (await state()).at(-1)?.id;
    const refused = await send(retryDeliveryChange, { params: { id, changeId: waiting } });
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', field: 'changeId' });
    const asSuper = await request(delivery.testApp, delivery.people.superSeller, retryDeliveryChange, {
      params: { id, changeId: newton },
    });
    expect(asSuper.statusCode).toBe(403);
    expect((await send(retryDeliveryChange, { params: { id: 999999, changeId: newton } })).statusCode).toBe(
      404,
    );

    refusing = false;
    const retried = await send(retryDeliveryChange, { params: { id, changeId: newton } });
    expect(retried.json().pending[0]).toMatchObject({
      id: newton,
      attempts: 0,
      failedAt: null,
    });
    const dropped = await send(dropDeliveryChange, { params: { id, changeId: sinew } });
    expect(dropped.json().pending.map((change) => change.id)).not.toContain(sinew);
    await round();
    await round();
    expect(sent.slice(2).sort()).toEqual(['newton link', 'newton optimisation', 'sinew optimisation']);
    expect(await state()).toEqual([]);
  });
});
