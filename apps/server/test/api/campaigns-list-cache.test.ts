import { updateAccount } from '@adcontrol/domain/accounts/contracts';
import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import {
  createCampaign,
  deleteCampaign,
  listAdvertiserCampaigns,
  updateCampaignStatus,
} from '@adcontrol/domain/campaigns/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { accounts, campaigns } from '../../src/db/schema';
import { recordStatistics } from '../../src/modules/campaigns/delivery-totals-repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { validGeneral } from '../helpers/campaign-save-cases';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { createCampaignWithCreatives } from '../helpers/statistics-fixtures';

/**
 * The Control list's answers come from memory (docs/decisions/024) yet never show data older than the last write
 * a caller could have seen, through any write path, and never someone else's scope. The clock is held still, so
 * an answer kept in memory would stay fresh by its age alone: only the data version can end it.
 */
const NOW = new Date('2026-03-18T15:30:00Z');
const TTL_SECONDS = 15;

let testApp: TestApp;
const people = {} as Record<'admin' | 'seller' | 'otherSeller' | 'advertiser' | 'otherAdvertiser', Person>;
const campaignIds: number[] = [];
let otherCampaign = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  testApp = await buildTestApp({ LIST_CACHE_SECONDS: String(TTL_SECONDS) });
  const { db } = testApp.database;
  const make = async (role: Person['role'], parentId: number | null = null) => {
    const row = await createAccount(db, { role, parentId, country: 'CL' });
    return { id: row.id, role };
  };
  people.admin = await make('admin');
  people.seller = await make('seller');
  people.otherSeller = await make('seller');
  people.advertiser = await make('advertiser', people.seller.id);
  people.otherAdvertiser = await make('advertiser', people.otherSeller.id);
  for (const name of ['Cache alpha', 'Cache beta', 'Cache gamma']) {
    campaignIds.push((await createCampaignWithCreatives(db, people.advertiser.id, name)).id);
  }
  otherCampaign = (await createCampaignWithCreatives(db, people.otherAdvertiser.id, 'Cache other')).id;
});
afterAll(async () => {
  await testApp?.close();
  vi.useRealTimers();
});

const everything = `/campaigns?filter=${encodeURIComponent(JSON.stringify({ status: 'all', limit: 200 }))}`;

async function list(who: Person, path = everything) {
  const response = await call(testApp, who, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { items: CampaignRow[] } | CampaignRow[];
  return Array.isArray(body) ? body : body.items;
}
const rowOf = async (who: Person, id: number, path = everything) =>
  (await list(who, path)).find((row) => row.id === id);
const idsOf = async (who: Person, path = everything) =>
  (await list(who, path)).map((row) => row.id).sort((a, b) => a - b);

describe('a write is seen by the next list call', () => {
  it('a status change', async () => {
    const id = campaignIds[0] as number;
    expect((await rowOf(people.seller, id))?.status).toBe('DELIVERING');
    const patched = await request(testApp, people.seller, updateCampaignStatus, {
      params: { id },
      body: {
        status: 'PAUSED',
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await rowOf(people.seller, id))?.status).toBe('PAUSED');
    expect((await rowOf(people.advertiser, id, '/campaigns/mine'))?.status).toBe('PAUSED');
  });

  it('a saved new campaign', async () => {
    const before = await idsOf(people.admin);
    const saved = await request(testApp, people.admin, createCampaign, {
      body: {
        timezone: 'America/Santiago',
        general: validGeneral('Cache saved', people.advertiser.id),
        pushs: [{ title: 'Hola', link: 'https://shop.example' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const after = await list(people.admin);
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((row) => row.name)).toContain('Cache saved');
  });

  it('a deleted campaign', async () => {
    const id = campaignIds[2] as number;
    expect(await idsOf(people.advertiser, `/campaigns/of/${people.advertiser.id}`)).toContain(id);
    const deleted = await request(testApp, people.admin, deleteCampaign, { params: { id } });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await idsOf(people.advertiser, `/campaigns/of/${people.advertiser.id}`)).not.toContain(id);
    expect(await idsOf(people.admin)).not.toContain(id);
  });

  it('statistics recorded', async () => {
    const id = campaignIds[1] as number;
    expect((await rowOf(people.admin, id))?.impressions).toBe(0);
    const [creative] = await queryRows<{ id: number }>(
      testApp.database.db,
      sql`select id from creatives where campaign_id = ${id} order by id limit 1`,
    );
    if (!creative) throw new Error('the campaign has no creative');
    await recordStatistics(testApp.database.db, [
      {
        date: '2026-03-17',
        campaignId: id,
        creativeId: creative.id,
        source: 'newton',
        impressions: 4_321,
        clicks: 21,
      },
    ]);
    expect(await rowOf(people.admin, id)).toMatchObject({
      impressions: 4_321,
      clicks: 21,
      yesterdayImpressions: 4_321,
    });
  });

  it("an advertiser's new name", async () => {
    const id = campaignIds[0] as number;
    const renamed = await request(testApp, people.admin, updateAccount, {
      params: { id: people.advertiser.id },
      body: {
        company: 'Renamed Advertiser SpA',
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await rowOf(people.seller, id))?.advertiserName).toBe('Renamed Advertiser SpA');
  });

  it('a seller linked to another advertiser sees its campaigns', async () => {
    expect(await idsOf(people.seller)).not.toContain(otherCampaign);
    await expect(
      request(testApp, people.seller, listAdvertiserCampaigns, { params: { id: people.otherAdvertiser.id } }),
    ).resolves.toMatchObject({
      statusCode: 404,
    });
    const linked = await request(testApp, people.admin, updateAccount, {
      params: { id: people.seller.id },
      body: {
        advertisersLinked: [people.otherAdvertiser.id],
      },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await idsOf(people.seller)).toContain(otherCampaign);
    expect(await idsOf(people.seller, `/campaigns/of/${people.otherAdvertiser.id}`)).toEqual([otherCampaign]);
    const unlinked = await request(testApp, people.admin, updateAccount, {
      params: { id: people.seller.id },
      body: {
        advertisersLinked: [],
      },
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(await idsOf(people.seller)).not.toContain(otherCampaign);
    expect(
      (
        await request(testApp, people.seller, listAdvertiserCampaigns, {
          params: { id: people.otherAdvertiser.id },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('callers with different scopes', () => {
  it('never share an answer to the same query', async () => {
    const seller = await idsOf(people.seller);
    const other = await idsOf(people.otherSeller);
    expect(seller).not.toContain(otherCampaign);
    expect(other).toEqual([otherCampaign]);
    expect(await idsOf(people.admin)).toEqual(expect.arrayContaining([...seller, ...other]));
    expect(await idsOf(people.otherAdvertiser, '/campaigns/mine')).toEqual([otherCampaign]);
    expect(await idsOf(people.advertiser, '/campaigns/mine')).not.toContain(otherCampaign);
  });

  it("never answer one advertiser's campaigns to someone it is not linked to", async () => {
    expect(await idsOf(people.admin, `/campaigns/of/${people.advertiser.id}`)).not.toHaveLength(0);
    const stranger = await request(testApp, people.otherSeller, listAdvertiserCampaigns, {
      params: { id: people.advertiser.id },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('see a role changed since the token was issued at once', async () => {
    const manager = await createAccount(testApp.database.db, { role: 'admin', country: 'CL' });
    const asAdmin = { id: manager.id, role: 'admin' } as Person;
    expect(await idsOf(asAdmin)).toContain(otherCampaign);
    await testApp.database.db.update(accounts).set({ role: 'advertiser' }).where(eq(accounts.id, manager.id));
    expect(await idsOf(asAdmin)).toEqual([]);
  });
});

describe('how long an answer is served', () => {
  /** A change the triggers do not see (replication mode skips them): only time can end the answer kept. */
  async function renameBehindTheCache(id: number, name: string) {
    await testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(campaigns).set({ name }).where(eq(campaigns.id, id));
    });
  }

  it(`is at most ${TTL_SECONDS} seconds, and a clock set back serves nothing kept`, async () => {
    const id = campaignIds[1] as number;
    const start = Date.now();
    try {
      await list(people.admin);
      // An answer made just after a new version is first seen lasts only until the version settles (2 s).
      vi.setSystemTime(start + 3_000);
      await list(people.admin);
      await renameBehindTheCache(id, 'Cache renamed quietly');
      vi.setSystemTime(start + 3_000 + (TTL_SECONDS - 1) * 1000);
      expect((await rowOf(people.admin, id))?.name).toBe('Cache beta');
      vi.setSystemTime(start + 3_000 + TTL_SECONDS * 1000);
      expect((await rowOf(people.admin, id))?.name).toBe('Cache renamed quietly');

      await renameBehindTheCache(id, 'Cache beta');
      vi.setSystemTime(start + 3_000 + TTL_SECONDS * 1000 - 1);
      expect((await rowOf(people.admin, id))?.name).toBe('Cache beta');
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('is at most 2 seconds when made just after a write (the write may not have committed yet)', async () => {
    const id = campaignIds[1] as number;
    const start = Date.now();
    try {
      await request(testApp, people.admin, updateCampaignStatus, {
        params: { id },
        body: { status: 'DELIVERING' },
      });
      await list(people.admin);
      await renameBehindTheCache(id, 'Cache renamed after a write');
      vi.setSystemTime(start + 1_900);
      expect((await rowOf(people.admin, id))?.name).toBe('Cache beta');
      vi.setSystemTime(start + 2_000);
      expect((await rowOf(people.admin, id))?.name).toBe('Cache renamed after a write');
    } finally {
      await renameBehindTheCache(id, 'Cache beta');
      vi.setSystemTime(NOW);
    }
  });
});
