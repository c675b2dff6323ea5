import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isMediaAddress } from '@adcontrol/domain/rules/media-address';
import {
  CAMPAIGN_FORMATS,
  CAMPAIGN_STATUSES,
  CURRENCIES,
  DISPLAY_STATUSES,
  PURCHASE_MODELS,
  ROLES,
} from '@adcontrol/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database';
import { verifyPassword } from '../modules/auth/password';
import { deliveryChange, type LinkedCampaign } from '../modules/delivery/changes';
import { createFileStorage } from '../modules/files/create-file-storage';
import { keyOfPublicUrl } from '../modules/files/public-files';
import type { FileStorage } from '../modules/files/storage';
import type { Database } from './client';
import { queryRows } from './query-rows';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed/demo';

const NOW = new Date('2026-03-18T15:30:00Z');
/** The reporting day of NOW at UTC-3 and the first of the 90 kept. */
const TODAY = '2026-03-18';
const FIRST_DAY = '2025-12-19';

let database: Database;

async function one<Row extends Record<string, unknown>>(query: SQL): Promise<Row> {
  const [row] = await queryRows<Row>(database.db, query);
  if (!row) throw new Error('no row');
  return row;
}

async function values(query: SQL): Promise<string[]> {
  const rows = await queryRows<{ value: string }>(database.db, query);
  return rows.map((row) => row.value);
}

/** Every column of every seeded table except password hashes (salted), folded into one digest per table. */
async function digest(target: Database): Promise<Record<string, string>> {
  const tables: Record<string, string> = {
    accounts: 'id',
    account_advertiser_links: 'account_id, advertiser_id',
    audiences: 'id',
    campaigns: 'id',
    creatives: 'id',
    campaign_statistics: 'campaign_id, creative_id, source, date',
    payments: 'id',
    activity_log: 'id',
    login_events: 'id',
  };
  const result: Record<string, string> = {};
  for (const [table, order] of Object.entries(tables)) {
    const [row] = await queryRows<{ digest: string; rows: string }>(
      target.db,
      sql.raw(
        `select md5(string_agg((to_jsonb(t) - 'password_hash')::text, '|' order by ${order})) as digest,
                count(*) as rows
         from ${table} t`,
      ),
    );
    result[table] = `${row?.rows}:${row?.digest}`;
  }
  return result;
}

let dataDir: string;
let storage: FileStorage;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'adcontrol-seed-'));
  storage = createFileStorage({ dataDir });
  const result = await seedDemoData(database, { now: NOW, queueLinks: true, storage });
  expect(result).toEqual({ seeded: true });
});

afterAll(async () => {
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the demo creatives' pictures", () => {
  it('are files of the app, as every creative address must be, so a demo campaign saves unchanged', async () => {
    const addresses = await values(
      sql`select distinct value from (select image as value from creatives union select logo from creatives) a
          where value is not null`,
    );
    expect(addresses.length).toBeGreaterThan(10);
    for (const address of addresses) {
      expect(isMediaAddress(address), address).toBe(true);
      const key = keyOfPublicUrl(address);
      if (!key) continue; // an outside http(s) address
      const file = await storage.get(key);
      expect(file?.contentType, address).toBe('image/svg+xml');
      file?.body.destroy();
    }
  });
});

describe('demo data', () => {
  it("queues a link to each server of every campaign delivering now, carrying today's figures", async () => {
    const queued = await queryRows<{ campaign_id: number; server: string; change: Record<string, unknown> }>(
      database.db,
      sql`select campaign_id, server, change from delivery_outbox order by id`,
    );
    const delivering = await queryRows<{ id: number; servers: number }>(
      database.db,
      sql`select id, linked_newton::int + linked_sinew::int as servers from campaigns
        where status in ('DELIVERING', 'DELIVERY_EXTENDED') and start_date <= ${NOW} and end_date > ${NOW}
          and (linked_newton or linked_sinew)`,
    );
    expect(queued.length).toBe(delivering.reduce((sum, row) => sum + Number(row.servers), 0));
    expect(queued.length).toBeGreaterThan(10);
    const today = await queryRows<{ campaign_id: number; source: string; impressions: string }>(
      database.db,
      sql`select campaign_id, source, sum(impressions) as impressions from campaign_statistics
        where date = ${TODAY} group by campaign_id, source`,
    );
    for (const row of queued) {
      const { campaign } = deliveryChange.parse(row.change) as { campaign: LinkedCampaign };
      expect(campaign.baseline?.date).toBe(TODAY);
      const carried = campaign.creatives.reduce(
        (sum, creative) => sum + (creative.today?.impressions ?? 0),
        0,
      );
      const stored = today.find((t) => t.campaign_id === row.campaign_id && t.source === row.server);
      expect(carried).toBe(Number(stored?.impressions ?? 0));
    }
  });

  it('is not seeded twice', async () => {
    const before = await digest(database);
    expect(await seedDemoData(database, { now: NOW })).toEqual({ seeded: false });
    expect(await digest(database)).toEqual(before);
  });

  // A second whole seed: on a busy 2-core machine it takes longer than the suite's 30 s default.
  it('is identical for the same clock on another database', { timeout: 120_000 }, async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoData(other, { now: NOW });
      expect(await digest(other)).toEqual(await digest(database));
    } finally {
      await other.close();
    }
  });

  it('has one confirmed, named account per role that signs in with the demo password', async () => {
    expect(DEMO_ACCOUNTS.map((account) => account.role).sort()).toEqual([...ROLES].sort());
    const rows = await queryRows<{
      email: string;
      role: string;
      first_name: string;
      confirmed: boolean;
      hash: string;
    }>(
      database.db,
      sql`select email, role, first_name, confirmed_at is not null as confirmed, password_hash as hash
          from accounts where email like '%@demo.adcontrol.test' order by id`,
    );
    expect(rows.map(({ email, role }) => ({ email, role }))).toEqual(DEMO_ACCOUNTS);
    for (const row of rows) {
      expect(row.confirmed).toBe(true);
      expect(row.first_name).toBeTruthy();
      expect(await verifyPassword(DEMO_PASSWORD, row.hash)).toBe(true);
    }
  });

  it('has about 200 campaigns over every format, purchase model, currency and phase', async () => {
    const { count } = await one<{ count: string }>(sql`select count(*) as count from campaigns`);
    expect(Number(count)).toBeGreaterThanOrEqual(180);
    expect(Number(count)).toBeLessThanOrEqual(220);
    const distinct = (column: string) =>
      values(sql.raw(`select distinct ${column} as value from campaigns order by 1`));
    expect(await distinct('format')).toEqual([...CAMPAIGN_FORMATS].sort());
    expect(await distinct('purchase_model')).toEqual([...PURCHASE_MODELS].sort());
    expect(await distinct('currency')).toEqual([...CURRENCIES].sort());
    expect(await distinct('status')).toEqual([...CAMPAIGN_STATUSES].sort());
    const phases = await values(
      sql`select distinct case when start_date > ${NOW} then 'awaiting'
                               when end_date < ${NOW} then 'finished' else 'in progress' end as value
          from campaigns`,
    );
    expect(phases.sort()).toEqual([...DISPLAY_STATUSES].sort());
  });

  it('gives every campaign creatives named by their type', async () => {
    const bare = await values(
      sql`select c.name as value from campaigns c left join creatives cr on cr.campaign_id = c.id where cr.id is null`,
    );
    expect(bare).toEqual([]);
    const misnamed = await values(sql`select name as value from creatives where name not like format || '%'`);
    expect(misnamed).toEqual([]);
  });

  it('has about 40 audiences', async () => {
    const { count } = await one<{ count: string }>(sql`select count(*) as count from audiences`);
    expect(Number(count)).toBeGreaterThanOrEqual(35);
    expect(Number(count)).toBeLessThanOrEqual(45);
  });

  it('keeps 90 days of statistics, each row within its campaign’s run', async () => {
    const span = await one<{ first: string; last: string; days: string }>(
      sql`select min(date) as first, max(date) as last, count(distinct date) as days from campaign_statistics`,
    );
    expect(span).toEqual({ first: FIRST_DAY, last: TODAY, days: '90' });
    const outside = await one<{ count: string }>(
      sql`select count(*) as count from campaign_statistics s join campaigns c on c.id = s.campaign_id
          where s.date < ((c.start_date at time zone 'UTC') - interval '3 hours')::date
             or s.date > ((c.end_date at time zone 'UTC') - interval '3 hours')::date`,
    );
    expect(outside.count).toBe('0');
    const undelivered = await one<{ count: string }>(
      sql`select count(*) as count from campaign_statistics s join campaigns c on c.id = s.campaign_id
          where c.status in ('DRAFT', 'PENDING_APPROVAL', 'DISAPPROVED') or c.start_date > ${NOW}`,
    );
    expect(undelivered.count).toBe('0');
  });

  it('has statistics whose splits and volumes add up', async () => {
    const broken = await one<{ count: string }>(
      sql`select count(*) as count from campaign_statistics
          where clicks > impressions
             or impressions_male + impressions_female > impressions
             or clicks_male + clicks_female > clicks
             or impressions_age_under_18 + impressions_age_18_24 + impressions_age_25_34 + impressions_age_35_44
                + impressions_age_45_54 + impressions_age_55_65 + impressions_age_66_plus > impressions`,
    );
    expect(broken.count).toBe('0');
    const campaigns = await queryRows<{ ctr: number; over: boolean }>(
      database.db,
      sql`select 100.0 * sum(s.clicks) / sum(s.impressions) as ctr,
                 sum(s.impressions) > max(c.target_impressions) as over
          from campaign_statistics s join campaigns c on c.id = s.campaign_id
          group by c.id having sum(s.impressions) > 10000`,
    );
    expect(campaigns.length).toBeGreaterThan(100);
    for (const campaign of campaigns) {
      expect(Number(campaign.ctr)).toBeGreaterThan(0.2);
      expect(Number(campaign.ctr)).toBeLessThan(3.5);
      expect(campaign.over).toBe(false);
    }
    // The capping is daily: enough for the target over the campaign's days, not the whole target at once, and
    // the servers' parts add up to it (SPEC 4's total of both sources).
    const [capping] = await queryRows<{ unsplit: string; short: string; whole: string }>(
      database.db,
      sql`select count(*) filter (where source = 'all' and (capping_newton_impressions + capping_sinew_impressions
                   <> capping_impressions or capping_newton_clicks + capping_sinew_clicks <> capping_clicks)) as unsplit,
                 count(*) filter (where capping_impressions * (end_date::date - start_date::date)
                   < target_impressions) as short,
                 count(*) filter (where capping_impressions = target_impressions
                   and end_date - start_date > interval '3 days') as whole
          from campaigns`,
    );
    expect(capping).toEqual({ unsplit: '0', short: '0', whole: '0' });
  });

  it('builds the sales tree around the demo accounts', async () => {
    const id = async (role: string) =>
      Number(
        (
          await one<{ id: number }>(
            sql`select id from accounts where email = ${`${role}@demo.adcontrol.test`}`,
          )
        ).id,
      );
    const [advertiser, seller, superSeller, countryManager] = await Promise.all(
      ['advertiser', 'seller', 'super_seller', 'country_manager'].map(id),
    );
    const parent = async (child: number | undefined) =>
      (
        await one<{ parent: number | null }>(
          sql`select parent_id as parent from accounts where id = ${child}`,
        )
      ).parent;
    expect(await parent(advertiser)).toBe(seller);
    expect(await parent(seller)).toBe(superSeller);
    const count = async (query: SQL) => Number((await one<{ count: string }>(query)).count);
    expect(
      await count(
        sql`select count(*) as count from accounts where parent_id = ${seller} and role = 'advertiser'`,
      ),
    ).toBeGreaterThanOrEqual(2);
    expect(
      await count(
        sql`select count(*) as count from accounts a join accounts p on p.id = a.parent_id
            where a.role = 'advertiser' and (p.id = ${superSeller} or p.parent_id = ${superSeller})`,
      ),
    ).toBeGreaterThanOrEqual(4);
    for (const linker of [seller, superSeller]) {
      expect(
        await count(sql`select count(*) as count from account_advertiser_links where account_id = ${linker}`),
      ).toBeGreaterThan(0);
    }
    expect(
      await count(sql`select count(*) as count from campaigns where advertiser_id = ${advertiser}`),
    ).toBeGreaterThanOrEqual(5);
    expect(
      await count(
        sql`select count(*) as count from campaigns
            where country = (select country from accounts where id = ${countryManager})`,
      ),
    ).toBeGreaterThan(10);
    expect(
      await count(sql`select count(distinct country) as count from accounts where role = 'advertiser'`),
    ).toBe(8);
  });

  it('leaves the identity sequences after the seeded ids', async () => {
    const next = await one<{ id: number }>(
      sql`insert into accounts (role, email, password_hash) values ('advertiser', 'after-seed@example.test', 'x') returning id`,
    );
    const max = await one<{ max: number }>(
      sql`select max(id) as max from accounts where email <> 'after-seed@example.test'`,
    );
    await database.db.execute(sql`delete from accounts where email = 'after-seed@example.test'`);
    expect(Number(next.id)).toBe(Number(max.max) + 1);
  });
});
