import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { updateCampaignStatus } from '@adcontrol/domain/campaigns/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { queryRows } from '../../src/db/query-rows';
import { parseLsn } from '../../src/db/read-routing';
import { buildTestApp, TEST_JWT_SECRET } from '../helpers/build-test-app';
import { headersOf, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { createCampaignWithCreatives } from '../helpers/statistics-fixtures';
import { createTestDatabase } from '../helpers/test-database';

/**
 * Read replicas (docs/decisions/070). Without DATABASE_READ_URL nothing changes: no answer names a WAL position.
 * With it, a write's answer carries the primary's position and a read sent after it sees the write. Here a second
 * pool to the same database stands in for the replica (it replays nothing, so it holds everything); the routing
 * against a replica that lags is tested in src/db/read-routing.test.ts, and a real streaming replica runs in the
 * soak (bench/src/soak, `--replica`).
 */
// The fixture's campaign delivers until the end of March: the clock is held inside its flight.
const NOW = new Date('2026-03-18T15:30:00Z');
const everything = `/campaigns?filter=${encodeURIComponent(JSON.stringify({ status: 'all', limit: 200 }))}`;

async function setUp(env: (databaseUrl: string) => Record<string, string>) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const database = await createTestDatabase();
  const url = new URL(process.env.TEST_DATABASE_URL || 'postgres://unused');
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  url.pathname = `/${row?.name}`;
  const testApp = await buildTestApp(env(url.toString()), {}, { database });
  const seller = await createAccount(database.db, { role: 'seller', country: 'CL' });
  const advertiser = await createAccount(database.db, {
    role: 'advertiser',
    parentId: seller.id,
    country: 'CL',
  });
  const campaign = await createCampaignWithCreatives(database.db, advertiser.id, 'Replica campaign');
  return { testApp, seller: { id: seller.id, role: 'seller' } as Person, campaignId: campaign.id };
}

describe('the DATABASE_READ_URL setting', () => {
  const primary = 'postgres://app@primary:5432/adcontrol';
  const configOf = (env: Record<string, string>) =>
    loadConfig({
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: '/tmp/adcontrol-config-test',
      ...env,
    });

  it('names one or more replicas, separated by commas', () => {
    const config = configOf({
      DATABASE_URL: primary,
      DATABASE_READ_URL: ' postgres://app@replica-1/adcontrol, postgresql://app@replica-2/adcontrol ,',
    });
    expect(config.databaseReadUrls).toEqual([
      'postgres://app@replica-1/adcontrol',
      'postgresql://app@replica-2/adcontrol',
    ]);
  });
  it('is empty when unset, and ignored with the embedded database', () => {
    expect(configOf({ DATABASE_URL: primary }).databaseReadUrls).toEqual([]);
    expect(configOf({ DATABASE_READ_URL: 'postgres://app@replica-1/adcontrol' }).databaseReadUrls).toEqual(
      [],
    );
  });
  it('refuses what is not a PostgreSQL address', () => {
    expect(() => configOf({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://replica/adcontrol' })).toThrow(
      ConfigError,
    );
  });
});

describe('without replicas', () => {
  let setup: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    setup = await setUp(() => ({}));
  });
  afterAll(async () => {
    await setup?.testApp.close();
    vi.useRealTimers();
  });

  it('reads the primary, and no answer names a WAL position', async () => {
    const { testApp, seller, campaignId } = setup;
    expect(testApp.app.readDb).toBe(testApp.database.db);
    const patched = await request(testApp, seller, updateCampaignStatus, {
      params: { id: campaignId },
      body: { status: 'PAUSED' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.headers['x-write-lsn']).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('with a replica', () => {
  let setup: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    setup = await setUp((url) => ({ DATABASE_URL: url, DATABASE_READ_URL: url, LIST_CACHE_SECONDS: '15' }));
  });
  afterAll(async () => {
    await setup?.testApp.close();
    vi.useRealTimers();
  });

  const list = async (who: Person, readAfter: string | null) => {
    const response = await setup.testApp.app.inject({
      method: 'GET',
      url: `/api${everything}`,
      headers: {
        ...(await headersOf(setup.testApp, who)),
        ...(readAfter ? { 'x-read-after-lsn': readAfter } : {}),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-write-lsn']).toBeUndefined();
    return (response.json() as { items: CampaignRow[] }).items;
  };

  it("answers a write with the primary's WAL position, and a read after it shows the write", async () => {
    const { testApp, seller, campaignId } = setup;
    expect(testApp.app.readDb).not.toBe(testApp.database.db);
    expect((await list(seller, null)).find((row) => row.id === campaignId)?.status).toBe('DELIVERING');
    const patched = await request(testApp, seller, updateCampaignStatus, {
      params: { id: campaignId },
      body: { status: 'PAUSED' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const written = String(patched.headers['x-write-lsn']);
    expect(parseLsn(written)).not.toBeNull();
    expect((await list(seller, written)).find((row) => row.id === campaignId)?.status).toBe('PAUSED');
  });

  it('names no position when the write failed', async () => {
    const { testApp, seller } = setup;
    const refused = await request(testApp, seller, updateCampaignStatus, {
      params: { id: 999_999 },
      body: { status: 'PAUSED' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['x-write-lsn']).toBeUndefined();
  });

  it('takes a position it cannot read as none', async () => {
    expect(await list(setup.seller, 'not a position')).not.toHaveLength(0);
  });
});
