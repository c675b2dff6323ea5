import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import {
  linkNewton,
  updateCapping,
  updateEmpower,
  updateSource,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cappingOf, deliverySettings } from './delivery-settings-fixtures';

/** The capping split by shares, set per source or summed, below the needed capping; the source rule; empower. */
const delivery = deliverySettings();
const { admin, send } = delivery;

/** The admin's capping of campaign `id`. */
const capped = (id: number, body: RequestOf<typeof updateCapping>['body']) =>
  send(updateCapping, { params: { id }, body });

describe('capping', () => {
  it('splits a total between the servers by their current shares (SPEC 9)', async () => {
    const { id } = await delivery.campaign();
    const body = { capping: { impressions: 5_000, clicks: 50 }, source: null, action: 'split' } as const;
    expect(await cappingOf(await capped(id, body))).toMatchObject({
      source: null,
      impressions: 5_000,
      clicks: 50,
      newton: { impressions: 3_000, clicks: 30 },
      sinew: { impressions: 2_000, clicks: 20 },
    });
  });

  it('set for one source: that source takes the values and the total becomes them (SPEC 4)', async () => {
    const { id } = await delivery.campaign();
    const body = { capping: { impressions: 2_000, clicks: 20 }, source: 'sinew', action: 'set' } as const;
    expect(await cappingOf(await capped(id, body))).toMatchObject({
      source: 'sinew',
      impressions: 2_000,
      clicks: 20,
      newton: { impressions: 600, clicks: 6 },
      sinew: { impressions: 2_000, clicks: 20 },
    });
  });

  it('set for both with no source: the total is the two summed (SPEC 4)', async () => {
    const { id } = await delivery.campaign();
    const capping = { impressions: 0, clicks: 0, newton: { impressions: 700, clicks: 7 } };
    const response = await capped(id, { capping, source: null });
    expect(await cappingOf(response)).toMatchObject({ impressions: 1_100, clicks: 11, source: null });
  });

  it('must stay lower than the needed capping (SPEC 5), naming the field; nothing changes', async () => {
    const { id } = await delivery.campaign();
    const at = (impressions: number) =>
      capped(id, { capping: { impressions, clicks: 1 }, source: 'newton', action: 'set' });
    const refused = await at(10_000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'capping.impressions',
      message: MESSAGES['validation.cappingNotLowerThanNeeded'].en,
    });
    const details = await send(getCampaignDetails, { params: { id } });
    expect(details.json().capping.newton).toEqual({ impressions: 600, clicks: 6 });
    expect((await at(9_999)).statusCode).toBe(200);
  });

  it('refuses a split with one source, both sources with no values, and a negative number', async () => {
    const { id } = await delivery.campaign();
    const cases = [
      [{ capping: { impressions: 10, clicks: 1 }, source: 'newton', action: 'split' }, 'action'],
      [{ capping: { impressions: 10, clicks: 1 }, source: 'all', action: 'set' }, 'capping.newton'],
      [{ capping: { impressions: -1, clicks: 1 }, source: 'newton' }, 'capping.impressions'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await admin('PATCH', `/campaigns/${id}/capping`, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });

  it("answers SPEC 8's message when the write itself fails, and keeps the capping", async () => {
    const { id } = await delivery.campaign();
    await send(linkNewton, { params: { id }, body: {} });
    const { db } = delivery.testApp.database;
    await db.execute(sql`alter table delivery_outbox rename to delivery_outbox_away`);
    const response = await capped(id, {
      capping: { impressions: 5_000, clicks: 50 },
      source: null,
      action: 'split',
    });
    await db.execute(sql`alter table delivery_outbox_away rename to delivery_outbox`);
    expect(response.statusCode).toBe(500);
    expect(response.failure().message).toBe(MESSAGES['capping.updateFailed'].en);
    const details = await send(getCampaignDetails, { params: { id } });
    expect(details.json().capping.impressions).toBe(1_000);
  });
});

describe('source and empower', () => {
  it("replaces the total with one source's values, and sums both for all or none (SPEC 4)", async () => {
    const { id } = await delivery.campaign();
    const total = async (source: RequestOf<typeof updateSource>['body']['source']) => {
      const capping = await cappingOf(await send(updateSource, { params: { id }, body: { source } }));
      return [capping.source, capping.impressions, capping.clicks];
    };
    expect(await total('newton')).toEqual(['newton', 600, 6]);
    expect(await total('sinew')).toEqual(['sinew', 400, 4]);
    expect(await total('all')).toEqual(['all', 1_000, 10]);
    expect(await total(null)).toEqual([null, 1_000, 10]);
    const bad = await admin('PATCH', `/campaigns/${id}/source`, { source: 'both' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'source' });
  });

  it('toggling empower flips capping.empower and back', async () => {
    const { id } = await delivery.campaign();
    const flip = async (empower: boolean) => {
      const response = await send(updateEmpower, { params: { id }, body: { empower } });
      return [response.json().capping.empower, response.json().empower];
    };
    expect(await flip(true)).toEqual([true, true]);
    expect(await flip(false)).toEqual([false, false]);
  });
});
