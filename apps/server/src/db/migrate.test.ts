import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/test-database';
import { type Database, openDatabase } from './client';
import { MIGRATIONS_FOLDER, migrate, migrationStatus } from './migrate';
import { queryRows } from './query-rows';
import { accounts, campaignStatistics, campaigns, creatives } from './schema';
import { seedDemoData } from './seed/demo';

const TABLES = [
  'account_advertiser_links',
  'accounts',
  'activity_log',
  'audiences',
  'campaign_statistics',
  'campaigns',
  'creatives',
  'login_events',
  'one_time_tokens',
  'payments',
  'refresh_tokens',
];

const CHECKED_IN = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
let database: Database;
const account = (email: string) => ({ role: 'advertiser' as const, email, passwordHash: 'x' });

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

describe('migrations', () => {
  it('leave nothing pending on a fresh database and create every table', async () => {
    expect(await migrationStatus(database)).toEqual({ applied: CHECKED_IN, pending: 0 });
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(TABLES));
  });

  it('apply only once', async () => {
    const before = await migrationStatus(database);
    await migrate(database);
    expect(await migrationStatus(database)).toEqual(before);
  });
});

describe('constraints', () => {
  it('treat e-mail addresses case-insensitively', async () => {
    await database.db.insert(accounts).values(account('Ana@Example.test'));
    await expect(database.db.insert(accounts).values(account('ana@example.TEST'))).rejects.toThrow();
  });

  it('keep campaign names unique regardless of case and statistics with their own campaign', async () => {
    const [owner] = await database.db
      .insert(accounts)
      .values(account('owner@example.test'))
      .returning({ id: accounts.id });
    const campaign = {
      advertiserId: owner?.id ?? 0,
      country: 'CL',
      currency: 'CLP' as const,
      timezone: 'America/Santiago',
      purchaseModel: 'CPM' as const,
      format: 'push' as const,
      budgetTotal: 1000,
      unitPrice: 2,
      startDate: new Date('2026-01-01T03:00:00Z'),
      endDate: new Date('2026-01-31T03:00:00Z'),
    };
    const [first] = await database.db
      .insert(campaigns)
      .values({ ...campaign, name: 'Summer Sale' })
      .returning({ id: campaigns.id });
    await expect(
      database.db.insert(campaigns).values({ ...campaign, name: 'SUMMER sale' }),
    ).rejects.toThrow();
    const [creative] = await database.db
      .insert(creatives)
      .values({ campaignId: first?.id ?? 0, format: 'push', name: 'push_1' })
      .returning();
    expect(creative).toMatchObject({ status: 0, zone: 6, days: [], hours: [], vast: false });

    const [second] = await database.db
      .insert(campaigns)
      .values({ ...campaign, name: 'Winter Sale' })
      .returning({ id: campaigns.id });
    const statistic = {
      date: '2026-01-02',
      creativeId: creative?.id ?? 0,
      source: 'newton' as const,
      impressions: 10,
    };
    await database.db.insert(campaignStatistics).values({ ...statistic, campaignId: first?.id ?? 0 });
    // A creative's statistics can only be filed under its own campaign.
    await expect(
      database.db.insert(campaignStatistics).values({ ...statistic, campaignId: second?.id ?? 0 }),
    ).rejects.toThrow();
  });
});

describe('seedDemoData', () => {
  it('does nothing once any account exists', async () => {
    await database.db.insert(accounts).values(account('first-user@example.test'));
    const before = await database.db.select({ id: campaigns.id }).from(campaigns);
    expect(await seedDemoData(database)).toEqual({ seeded: false });
    expect(await database.db.select({ id: campaigns.id }).from(campaigns)).toEqual(before);
  });
});

// What PGlite keeps on disk; the PostgreSQL pass has nothing to add here.
describe.skipIf(process.env.TEST_DATABASE_URL)('openDatabase on a PGlite data directory', () => {
  it('creates it, answers ping, reports pending migrations until they run and keeps data across restarts', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'adc-pglite-'));
    const dataDir = join(parent, 'nested', 'data');
    try {
      const first = await openDatabase({ dataDir });
      expect(first.driver).toBe('pglite');
      expect(await first.ping()).toBe(true);
      expect(await migrationStatus(first)).toEqual({ applied: 0, pending: CHECKED_IN });
      await migrate(first);
      await first.db.insert(accounts).values(account('kept@example.test'));
      await first.close();
      expect(await first.ping()).toBe(false);
      await first.close();

      const second = await openDatabase({ dataDir });
      try {
        expect(await migrationStatus(second)).toEqual({ applied: CHECKED_IN, pending: 0 });
        expect(await second.db.select({ email: accounts.email }).from(accounts)).toEqual([
          { email: 'kept@example.test' },
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
