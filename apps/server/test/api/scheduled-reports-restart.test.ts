import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { reportDeliveries } from '../../src/db/schema';
import { outboxDirectory } from '../../src/modules/mail/create-mailer';
import { createOutboxMailer } from '../../src/modules/mail/outbox-mailer';
import { queueDue, runScheduledReports } from '../../src/modules/scheduled-reports/scheduler';
import { TEST_JWT_SECRET, type TestApp } from '../helpers/build-test-app';
import { headersOf } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { runScheduler, sentReports } from '../helpers/scheduled-reports';
import { createCampaignWithCreatives } from '../helpers/statistics-fixtures';
import { createTestDatabase } from '../helpers/test-database';

/** Schedules live in the database: an app started again over it neither loses nor repeats a due report. */
let database: Database;
let config: Config;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'adcontrol-restart-'));
  config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://adcontrol.example.test',
  });
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** headersOf signs with the app's configuration, the only part of a test app it reads. */
const asCaller = {
  get config() {
    return config;
  },
} as TestApp;

const start = async (): Promise<FastifyInstance> => {
  const app = await buildApp({ config, database }, { logger: false });
  await app.ready();
  return app;
};

/** A monthly PDF report of `campaignId` scheduled by its advertiser through `app`: its id and first run. */
async function scheduleMonthly(app: FastifyInstance, ownerId: number, campaignId: number) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/report-schedules',
    headers: await headersOf(asCaller, { id: ownerId, role: 'advertiser' }),
    payload: {
      kind: 'campaign',
      targetId: campaignId,
      format: 'pdf',
      frequency: 'monthly',
      day: 1,
      language: 'en',
    },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ id: number; nextRunAt: string }>();
}

it('sends a report queued before a restart exactly once from the new app', async () => {
  const { db } = database;
  const owner = await createAccount(db, { role: 'advertiser', email: 'owner@example.test' });
  const campaign = await createCampaignWithCreatives(db, owner.id, 'Otoño');
  const who = { id: owner.id, role: 'advertiser' as const };

  const first = await start();
  const { id, nextRunAt } = await scheduleMonthly(first, owner.id, campaign.id);
  const due = new Date(nextRunAt);
  // The first app queues the due period, then stops before sending it (a deploy, a crash).
  expect(await queueDue(db, due)).toBe(1);
  await first.close();

  const second = await start();
  const later = new Date(due.getTime() + 5 * 60_000);
  expect(await runScheduler(db, config, later)).toMatchObject({ queued: 0, sent: 1 });
  expect(await runScheduler(db, config, later)).toMatchObject({ queued: 0, sent: 0 });
  const listed = await second.inject({
    method: 'GET',
    url: '/api/report-schedules',
    headers: await headersOf(asCaller, who),
  });
  expect(listed.json<{ items: { id: number; lastSentAt: string }[] }>().items).toEqual([
    expect.objectContaining({ id, lastSentAt: later.toISOString() }),
  ]);
  await second.close();

  const mails = await sentReports(config);
  expect(mails.map((mail) => mail.subject)).toEqual(['Your monthly report: Otoño']);
  const deliveries = await db.select().from(reportDeliveries).where(eq(reportDeliveries.scheduleId, id));
  expect(deliveries.map((row) => row.status)).toEqual(['sent']);
});

it('an app that stops sends the report it took and leaves the others to another instance at once', async () => {
  const { db } = database;
  const owner = await createAccount(db, { role: 'advertiser', email: 'stopping@example.test' });
  const app = await start();
  const schedules: { id: number; nextRunAt: string }[] = [];
  for (const name of ['Invierno', 'Primavera']) {
    const campaign = await createCampaignWithCreatives(db, owner.id, name);
    schedules.push(await scheduleMonthly(app, owner.id, campaign.id));
  }
  await app.close();
  const due = new Date(schedules[0]?.nextRunAt ?? '');
  expect(await queueDue(db, due)).toBe(2);

  // SIGTERM arrives while the first report is being sent (the job runner aborts the round's signal).
  const stopping = new AbortController();
  const outbox = createOutboxMailer(outboxDirectory(config), config.mailFrom, { info() {} });
  const mailer = {
    ...outbox,
    send: async (mail: Parameters<typeof outbox.send>[0]) => {
      stopping.abort();
      await outbox.send(mail);
    },
  };
  const dependencies = { db, mailer, manageLink: `${config.publicUrl}/profile` };
  expect(await runScheduledReports(dependencies, due, stopping.signal)).toMatchObject({ queued: 0, sent: 1 });
  const statuses = async () =>
    (await db.select().from(reportDeliveries)).filter((row) =>
      schedules.some((s) => s.id === row.scheduleId),
    );
  // The other is still pending, not claimed: no lease for another instance to wait out.
  expect((await statuses()).map((row) => row.status).sort()).toEqual(['pending', 'sent']);

  expect(await runScheduler(db, config, due)).toMatchObject({ sent: 1 });
  expect((await statuses()).map((row) => row.status)).toEqual(['sent', 'sent']);
  const subjects = (await sentReports(config)).map((mail) => mail.subject);
  for (const name of ['Invierno', 'Primavera'])
    expect(subjects.filter((subject) => subject === `Your monthly report: ${name}`)).toHaveLength(1);
});
