import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { CampaignListFilter } from '@adcontrol/domain/campaigns/campaign';
import { CAMPAIGN_SORT_FIELDS } from '@adcontrol/domain/campaigns/campaign';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { yesterdayWindow } from '@adcontrol/domain/rules/yesterday';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildServerInto } from '../../../apps/server/build-into';
import { openDatabase } from '../../../apps/server/src/db/client';
import { migrate } from '../../../apps/server/src/db/migrate';
import { signAccessToken } from '../../../apps/server/src/modules/auth/tokens';
import {
  refreshCampaignDelivery,
  rollYesterday,
} from '../../../apps/server/src/modules/campaigns/delivery-totals-repository';
import { measure } from '../measure';
import { loadNetwork, SELLERS } from './data';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 100_000);
const STATISTICS_DAYS = Number(process.env.BENCH_STATISTICS_DAYS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 3917);
/** Requests timed per single query, after 5 warm-ups: with 40 the p95 is the second slowest, not the slowest. */
const SINGLE_RUNS = Number(process.env.BENCH_SINGLE_RUNS ?? 40);
const DATABASE = 'adcontrol_control_bench';
const JWT_SECRET = 'control-bench-secret-that-is-long-enough-for-hs256';
/** `off` runs only the server without the answer cache (LIST_CACHE_SECONDS=0); `both` (default) first runs it with. */
const CACHE = process.env.BENCH_CACHE === 'off' ? 'off' : 'both';

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
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

/** The server as production runs it: compiled by build.mjs (docs/decisions/067), into a folder of the bench's own. */
const BUILT_SERVER = new URL('../../../apps/server/.build-test-bench', import.meta.url).pathname;

/** The server; `cacheSeconds` 0 turns the list's answer cache off (LIST_CACHE_SECONDS, docs/decisions/024). */
async function startServer(cacheSeconds?: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(BUILT_SERVER, 'main.js')], {
    env: {
      ...process.env,
      ...(cacheSeconds === undefined ? {} : { LIST_CACHE_SECONDS: String(cacheSeconds) }),
      NODE_ENV: 'production',
      // Production waits for a balancer to take it out before it stops; nothing balances here.
      SHUTDOWN_DELAY_MS: '0',
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

/** autocannon on `url`; `headersOf(connection)` gives each connection its own headers (its own caller). */
async function load(url: string, headersOf: (connection: number) => Record<string, string>) {
  let connection = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    setupClient: (client) => {
      client.setHeaders(headersOf(connection));
      connection += 1;
    },
  });
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

type Load = Awaited<ReturnType<typeof load>>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The admin's token and one per seller (accounts 2 to 51 of `loadNetwork`). */
async function tokens() {
  const sign = (accountId: number, role: 'admin' | 'seller') =>
    signAccessToken(
      { secret: new TextEncoder().encode(JWT_SECRET), accessTokenTtlSeconds: 3600 },
      { accountId, role, actingAccountId: null },
    );
  const admin = await sign(1, 'admin');
  const sellers = await Promise.all(Array.from({ length: SELLERS }, (_, index) => sign(2 + index, 'seller')));
  return {
    admin: bearer(admin),
    seller: (connection: number) => bearer(sellers[connection % SELLERS] ?? admin),
  };
}

const row = (name: string, r: Load) =>
  `| ${name} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.requests.average.toFixed(0)} |`;

async function warmUp(headers: Record<string, string>) {
  await autocannon({ url: listUrl(), connections: 10, duration: 3, headers });
}

/** The server with its answer cache: the default page as the admin, then the same while a writer changes a campaign. */
async function withCache(admin: Record<string, string>): Promise<string[]> {
  const server = await startServer();
  try {
    log(`with the answer cache: warming up, then ${CONNECTIONS} connections for ${SECONDS} s each`);
    await warmUp(admin);
    const peer = await load(`http://127.0.0.1:${PORT}/api/client-config`, () => ({}));
    const list = await load(listUrl(), () => admin);
    const writing = await whileWriting(1000, () => load(listUrl(), () => admin));
    return [
      row('`GET /api/client-config` (peer: no database)', peer),
      row('`GET /api/campaigns` default first page, admin', list),
      row(`the same while a campaign changes every second (${writing.writes} writes)`, writing.result),
    ];
  } finally {
    await stopServer(server);
  }
}

async function main() {
  log(`load average before the run: ${loadAverage()} (1, 5, 15 min)`);
  await buildServerInto(BUILT_SERVER);
  // BENCH_REUSE_DATABASE=1 runs again on a database an earlier run kept (BENCH_KEEP_DATABASE=1).
  if (!process.env.BENCH_REUSE_DATABASE) await prepare();
  let server: ChildProcess | undefined;
  try {
    const { admin, seller } = await tokens();
    const cached = CACHE === 'off' ? [] : await withCache(admin);
    server = await startServer(0);
    log(`the answer cache off (LIST_CACHE_SECONDS=0): ${CONNECTIONS} connections for ${SECONDS} s each`);
    await warmUp(admin);
    await warmUp(seller(0));
    const peer = await load(`http://127.0.0.1:${PORT}/api/client-config`, () => ({}));
    const uncached = await load(listUrl(), () => admin);
    const sellers = await load(listUrl(), seller);
    console.log(
      `\n| route (${CONNECTIONS} connections, ${SECONDS} s) | p50 ms | p90 ms | p97.5 ms | p99 ms | requests/s |`,
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const line of cached) console.log(line);
    console.log(row('cache off: `GET /api/client-config` (peer: no database)', peer));
    console.log(row('cache off: default first page, admin', uncached));
    console.log(
      row(
        `cache off: default first page, each connection a different seller (${Math.min(CONNECTIONS, SELLERS)})`,
        sellers,
      ),
    );
    console.log(
      `\n| single request, cache off (admin, ${CAMPAIGNS.toLocaleString('en')} campaigns, ${SINGLE_RUNS} runs) | median ms | p95 ms | total |`,
    );
    console.log('| --- | ---: | ---: | ---: |');
    for (const [name, filter] of singleRequests()) {
      let total = 0;
      const timing = await measure(
        name,
        async () => {
          const response = await fetch(listUrl(filter), { headers: admin });
          if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
          total = ((await response.json()) as { total: number }).total;
        },
        SINGLE_RUNS,
      );
      console.log(`| ${name} | ${timing.medianMs.toFixed(1)} | ${timing.p95Ms.toFixed(1)} | ${total} |`);
    }
    console.log(`\nload average when the run ended: ${loadAverage()} (1, 5, 15 min)`);
  } finally {
    if (server) await stopServer(server);
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
