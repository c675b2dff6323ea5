import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type { CampaignListFilter } from '@adcontrol/domain/campaigns/campaign';
import { CAMPAIGN_SORT_FIELDS } from '@adcontrol/domain/campaigns/campaign';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { yesterdayWindow } from '@adcontrol/domain/rules/yesterday';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../../../apps/server/src/db/client';
import { migrate } from '../../../apps/server/src/db/migrate';
import { signAccessToken } from '../../../apps/server/src/modules/auth/tokens';
import {
  refreshCampaignDelivery,
  rollYesterday,
} from '../../../apps/server/src/modules/campaigns/delivery-totals-repository';
import { measure } from '../measure';
import { loadNetwork } from './data';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100_000);
const STATISTICS_DAYS = Number(process.env.BENCH_STATISTICS_DAYS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const DATABASE = 'adcontrol_control_bench';
const JWT_SECRET = 'control-bench-secret-that-is-long-enough-for-hs256';

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

async function prepare(): Promise<void> {
  await withClient(SERVER_URL, async (admin) => {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  });
  const database = await openDatabase({ url: databaseUrl() });
  try {
    await migrate(database);
    const started = performance.now();
    await withClient(databaseUrl(), (client) => loadNetwork(client, CAMPAIGNS, STATISTICS_DAYS));
    log(
      `loaded ${CAMPAIGNS.toLocaleString('en')} campaigns in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const rollup = performance.now();
    // The same call the seed and any ingestion make (docs/decisions/024).
    await refreshCampaignDelivery(database.db);
    log(`delivery rollup filled in ${((performance.now() - rollup) / 1000).toFixed(1)} s`);
    // What the first list after the day turns pays once: every row's yesterday figures moved to a new day.
    const today = networkDay(new Date());
    const yesterday = networkDay(yesterdayWindow(new Date()).start);
    await rollYesterday(database.db, today);
    const roll = performance.now();
    await rollYesterday(database.db, yesterday);
    log(
      `yesterday rolled to a new day for every campaign in ${((performance.now() - roll) / 1000).toFixed(1)} s`,
    );
    await withClient(databaseUrl(), async (client) => {
      await client.query('vacuum analyze');
      const { rows } = await client.query(
        'select (select count(*) from campaign_statistics)::integer as statistics, (select count(*) from campaigns)::integer as campaigns',
      );
      log(`${rows[0].campaigns} campaigns, ${rows[0].statistics} statistics rows`);
    });
  } finally {
    await database.close();
  }
}

/** The server; `cacheSeconds` 0 turns the list's answer cache off (LIST_CACHE_SECONDS, docs/decisions/024). */
async function startServer(cacheSeconds?: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      ...(cacheSeconds === undefined ? {} : { LIST_CACHE_SECONDS: String(cacheSeconds) }),
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl(),
      JWT_SECRET,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/client-config`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not start');
}

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

const listUrl = (filter?: CampaignListFilter) =>
  `http://127.0.0.1:${PORT}/api/campaigns${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;

/** Every filter alone, then every sort both ways over all campaigns: the worst case for a sort. */
function singleRequests(): [string, CampaignListFilter][] {
  const filters: [string, CampaignListFilter][] = [
    ['default (in progress, endDate asc)', {}],
    ['status awaiting', { status: 'awaiting' }],
    ['status finished', { status: 'finished' }],
    ['status PAUSED', { status: 'PAUSED' }],
    ['status all', { status: 'all' }],
    ['seller', { seller: 7 }],
    ['advertiser', { advertiser: 1042 }],
    ['country', { country: 'MX' }],
    ['currencies', { currencies: ['CLP', 'USD'] }],
    ['startDate + endDate', { startDate: '2026-11-01', endDate: '2026-11-10' }],
    ['optimized', { optimized: true }],
    ['search', { search: 'promo 1234' }],
    ['page 500', { status: 'all', page: 500, limit: 50 }],
  ];
  const sorts = CAMPAIGN_SORT_FIELDS.flatMap((sort) =>
    (['asc', 'desc'] as const).map(
      (order) =>
        [`sort ${sort} ${order} (all)`, { status: 'all', sort, order }] as [string, CampaignListFilter],
    ),
  );
  return [...filters, ...sorts];
}

async function stopServer(server: ChildProcess) {
  server.kill('SIGTERM');
  await once(server, 'exit');
}

/** Runs `work` while a writer changes one campaign every `everyMs` (each write ends every cached list answer). */
async function whileWriting<T>(
  everyMs: number,
  work: () => Promise<T>,
): Promise<{ result: T; writes: number }> {
  return withClient(databaseUrl(), async (client) => {
    let writes = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        await new Promise((resolve) => setTimeout(resolve, everyMs));
        await client.query('update campaigns set optimization_weight = optimization_weight where id = 1');
        writes += 1;
      }
    })();
    try {
      return { result: await work(), writes };
    } finally {
      writing = false;
      await writer;
    }
  });
}

async function main() {
  // BENCH_REUSE_DATABASE=1 runs again on a database an earlier run kept (BENCH_KEEP_DATABASE=1).
  if (!process.env.BENCH_REUSE_DATABASE) await prepare();
  let server = await startServer();
  try {
    const token = await signAccessToken(
      { secret: new TextEncoder().encode(JWT_SECRET), accessTokenTtlSeconds: 3600 },
      { accountId: 1, role: 'admin', actingAccountId: null },
    );
    const headers = { authorization: `Bearer ${token}` };
    log(`warming up, then ${CONNECTIONS} connections for ${SECONDS} s each`);
    await autocannon({ url: listUrl(), connections: 10, duration: 3, headers });
    const peer = await load(`http://127.0.0.1:${PORT}/api/client-config`, {});
    const list = await load(listUrl(), headers);
    const writing = await whileWriting(1000, () => load(listUrl(), headers));
    await stopServer(server);
    server = await startServer(0);
    log('the same server with the answer cache off (LIST_CACHE_SECONDS=0)');
    await autocannon({ url: listUrl(), connections: 10, duration: 3, headers });
    const uncached = await load(listUrl(), headers);
    const row = (name: string, r: typeof list) =>
      `| ${name} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.requests.average.toFixed(0)} |`;
    console.log(
      `\n| route (${CONNECTIONS} connections, ${SECONDS} s) | p50 ms | p97.5 ms | p99 ms | requests/s |`,
    );
    console.log('| --- | ---: | ---: | ---: | ---: |');
    console.log(row('`GET /api/client-config` (peer: no database)', peer));
    console.log(row('`GET /api/campaigns` default first page', list));
    console.log(
      row(`the same while a campaign changes every second (${writing.writes} writes)`, writing.result),
    );
    console.log(row('the same with the answer cache off', uncached));
    console.log(
      `\n| single request, cache off (admin, ${CAMPAIGNS.toLocaleString('en')} campaigns) | median ms | p95 ms | total |`,
    );
    console.log('| --- | ---: | ---: | ---: |');
    for (const [name, filter] of singleRequests()) {
      let total = 0;
      const timing = await measure(
        name,
        async () => {
          const response = await fetch(listUrl(filter), { headers });
          if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
          total = ((await response.json()) as { total: number }).total;
        },
        10,
      );
      console.log(`| ${name} | ${timing.medianMs.toFixed(1)} | ${timing.p95Ms.toFixed(1)} | ${total} |`);
    }
    const load1 = (await import('node:os')).loadavg()[0] ?? 0;
    console.log(`\nload average when the run ended: ${load1.toFixed(1)} (1 min)`);
  } finally {
    await stopServer(server);
    if (!process.env.BENCH_KEEP_DATABASE) {
      await withClient(SERVER_URL, (admin) =>
        admin.query(`drop database if exists ${DATABASE} with (force)`),
      );
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
