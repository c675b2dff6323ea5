import { updateAccount } from '@adcontrol/domain/accounts/contracts';
import { exportActivity } from '@adcontrol/domain/activity/contracts';
import { updateCampaignStatus } from '@adcontrol/domain/campaigns/contracts';
import { downloadExpenses } from '@adcontrol/domain/expenses/contracts';
import { downloadReport } from '@adcontrol/domain/statistics/contracts';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { createCampaignWithCreatives, insertStatistics } from '../helpers/statistics-fixtures';
import { createTestDatabase, withAdminClient } from '../helpers/test-database';

/**
 * Downloads read a replica, and still show what the caller wrote (docs/decisions/070 and 071). The replica here is
 * a copy of the primary taken before the write, which says it has replayed nothing past `0/1`: a stand-in
 * `pg_last_wal_replay_lsn()` in its public schema, found first on its connections (`search_path`). A download
 * without a read position may read the copy and so misses the write; one sent with the write's `X-Write-Lsn` must
 * not, since the copy has not replayed that far: it reads the primary. The activity export, the campaign report file
 * and the expense workbook are checked, each against a write it shows.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
// The fixture's campaign delivers until the end of March: the clock is held inside its flight, so it can be paused.
const NOW = new Date('2026-03-18T15:30:00Z');
let testApp: TestApp;
let admin: Person;
let advertiserId: number;
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
    advertiserId = advertiser.id;
    const campaign = await createCampaignWithCreatives(seeded.db, advertiser.id, 'Replica download');
    campaignId = campaign.id;
    // A day of delivery in March: the campaign is in that month's expense report.
    await insertStatistics(seeded.db, [
      { date: '2026-03-10', campaignId, creativeId: campaign.banner, source: 'newton', impressions: 1_000 },
    ]);

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

  const workbookOf = async (payload: string | Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(payload as unknown as ArrayBuffer);
    return workbook;
  };
  /** The advertiser each file names for the campaign: the report's summary line, the workbook's campaign row. */
  const reportAdvertiser = async (headers: Record<string, string>) => {
    const answer = await request(testApp, admin, downloadReport, {
      params: { id: campaignId },
      query: { format: 'xlsx', lang: 'en' },
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (await workbookOf(answer.rawPayload)).getWorksheet('Summary')?.getCell('B3').value;
  };
  const workbookAdvertiser = async (headers: Record<string, string>) => {
    const answer = await request(testApp, admin, downloadExpenses, {
      query: { from: '2026-03-01', to: '2026-03-31', lang: 'en' },
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const sheet = (await workbookOf(answer.rawPayload)).getWorksheet('Consumption');
    const row = sheet?.getRows(2, sheet.rowCount - 1)?.find((found) => found.getCell(1).value === campaignId);
    return row?.getCell(3).value;
  };
  // After the export's test, which counts the log's rows: each rename adds one.
  let renames = 0;

  it.each([
    ['the campaign report file', reportAdvertiser],
    ['the expense workbook', workbookAdvertiser],
  ])(
    '%s reads the primary when the replica has not replayed the write, the replica otherwise',
    async (_, advertiserIn) => {
      const before = await advertiserIn({});
      renames += 1;
      const company = `Replica Company ${renames}`;
      const renamed = await request(testApp, admin, updateAccount, {
        params: { id: advertiserId },
        body: { company },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const written = String(renamed.headers['x-write-lsn']);

      // Without the position the copy answers: it still names the advertiser as before the change.
      expect(await advertiserIn({})).toBe(before);
      expect(before).not.toBe(company);
      // With it the copy is behind, so the primary answers: the new company.
      expect(await advertiserIn({ 'x-read-after-lsn': written })).toBe(company);
    },
  );
});
