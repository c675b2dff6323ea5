import { listCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { withAdminClient } from '../helpers/test-database';

/**
 * While PostgreSQL refuses the database (an operator's maintenance, a failover), the API says so with 503 and
 * when to try again, not 500 as if the request were at fault; the instance stays up and answers again as soon
 * as the database does (decision 069).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
let testApp: TestApp;
let analyst: Person;
let name = '';

const refuse = (allow: boolean) =>
  withAdminClient(serverUrl ?? '', async (admin) => {
    await admin.query(`alter database ${name} with allow_connections ${allow}`);
    if (!allow)
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
  });

describe.skipIf(!serverUrl)('the API while the database refuses connections', () => {
  beforeAll(async () => {
    testApp = await buildTestApp();
    analyst = { id: (await createAccount(testApp.database.db, { role: 'analyst' })).id, role: 'analyst' };
    const result = (await testApp.database.db.execute('select current_database() as name')) as unknown as {
      rows: { name: string }[];
    };
    name = result.rows[0]?.name ?? '';
  });
  afterAll(async () => {
    await refuse(true);
    await testApp.close();
  });

  it('answers 503 with Retry-After, then serves again once the database is back', async () => {
    expect((await request(testApp, analyst, listCampaigns)).statusCode).toBe(200);
    await refuse(false);
    const refused = await request(testApp, analyst, listCampaigns);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.failure()).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      key: 'errors.upstreamUnavailable',
    });
    await refuse(true);
    expect((await request(testApp, analyst, listCampaigns)).statusCode).toBe(200);
  });
});
