import { exportActivity } from '@adcontrol/domain/activity/contracts';
import { updateCampaignStatus } from '@adcontrol/domain/campaigns/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { createCampaignWithCreatives } from '../helpers/statistics-fixtures';
import { createTestDatabase, withAdminClient } from '../helpers/test-database';

/**
 * Downloads read a replica, and still show what the caller wrote (docs/decisions/070 and 071). The replica here is
 * a copy of the primary taken before the write, which says it has replayed nothing past `0/1`: a stand-in
 * `pg_last_wal_replay_lsn()` in its public schema, found first on its connections (`search_path`). A download
 * without a read position may read the copy and so misses the write; one sent with the write's `X-Write-Lsn` must
 * not, since the copy has not replayed that far: it reads the primary.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
// The fixture's campaign delivers until the end of March: the clock is held inside its flight, so it can be paused.
const NOW = new Date('2026-03-18T15:30:00Z');
let testApp: TestApp;
let admin: Person;
let campaignId: number;
let dropCopy = async () => {};

const urlOf = (name: string) => {
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url;
};

describe.skipIf(!serverUrl)('a download with a read position, over a replica that lags', () => {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const seeded = await createTestDatabase();
    const [row] = await queryRows<{ name: string }>(seeded.db, sql`select current_database() as name`);
    const primary = row?.name as string;
    const account = await createAccount(seeded.db, { role: 'admin' });
    admin = { id: account.id, role: 'admin' } as Person;
    const advertiser = await createAccount(seeded.db, { role: 'advertiser', country: 'CL' });
    campaignId = (await createCampaignWithCreatives(seeded.db, advertiser.id, 'Replica download')).id;

    const copy = `${primary}_replica`;
    await withAdminClient(serverUrl as string, async (client) => {
      await client.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        primary,
      ]);
      await client.query(`create database ${copy} template ${primary}`);
    });
    dropCopy = () =>
      withAdminClient(serverUrl as string, (client) =>
        client.query(`drop database if exists ${copy} with (force)`),
      ).then(() => {});
    await withAdminClient(urlOf(copy).toString(), (client) =>
      client.query(
        `create function public.pg_last_wal_replay_lsn() returns pg_lsn language sql as $$ select '0/1'::pg_lsn $$`,
      ),
    );
    const replicaUrl = urlOf(copy);
    replicaUrl.searchParams.set('options', '-c search_path=public,pg_catalog');
    testApp = await buildTestApp(
      { DATABASE_URL: urlOf(primary).toString(), DATABASE_READ_URL: replicaUrl.toString() },
      {},
      { database: seeded },
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await dropCopy();
    vi.useRealTimers();
  });

  const exportedLines = async (readAfter: string | null) => {
    const answer = await request(testApp, admin, exportActivity, {
      query: { lang: 'en' },
      headers: readAfter ? { 'x-read-after-lsn': readAfter } : {},
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.body.trim().split('\n').length;
  };

  it('reads the primary when the replica has not replayed the write, the replica otherwise', async () => {
    const before = await exportedLines(null);
    const paused = await request(testApp, admin, updateCampaignStatus, {
      params: { id: campaignId },
      body: { status: 'PAUSED' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const written = String(paused.headers['x-write-lsn']);

    // Without the position the copy answers: the pause's activity row is not there.
    expect(await exportedLines(null)).toBe(before);
    // With it the copy is behind, so the primary answers: one more row, the pause.
    expect(await exportedLines(written)).toBe(before + 1);
  });
});
