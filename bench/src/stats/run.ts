import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Database, type Db, openDatabase, schema } from '../../../apps/server/src/db/client';
import { migrate } from '../../../apps/server/src/db/migrate';
import type { Actor } from '../../../apps/server/src/modules/scope/actor';
import * as statistics from '../../../apps/server/src/modules/statistics/service';
import { factRows, generate, type Volume, volumeFor } from './generate';

/*
 * `npm run bench:stats` (bench/README.md): the campaign detail page's statistics queries over 90 days, on
 * generated facts in PostgreSQL (50 M rows by default) beside the same queries made to scan plainly, and on
 * PGlite at a smaller volume.
 */
const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CAMPAIGNS = Number(process.env.BENCH_STATS_CAMPAIGNS ?? 25_000);
const PGLITE_CAMPAIGNS = Number(process.env.BENCH_STATS_PGLITE_CAMPAIGNS ?? 500);
const PAGES = Number(process.env.BENCH_STATS_PAGES ?? 30);
const PEER_PAGES = Number(process.env.BENCH_STATS_PEER_PAGES ?? 2);
const DATABASE = 'adcontrol_stats_bench';
/** Turns off every index access path: the planner can only scan the tables. */
const PLAIN_SCAN = '-c enable_indexscan=off -c enable_bitmapscan=off -c enable_indexonlyscan=off';

const admin: Actor = {
  accountId: 0,
  role: 'admin',
  email: 'bench@bench.test',
  country: null,
  parentId: null,
  language: 'en',
  actingAccountId: null,
  sessionId: null,
  ip: null,
  scope: { kind: 'all' },
};

/** The calls the detail page makes for one campaign and a 90-day range. */
function detailPage(db: Db, id: number, volume: Volume) {
  const date = { start: volume.firstDay, end: lastDay(volume) };
  const query = { start: date.start, end: date.end };
  const base = { campaigns: [id], sources: ['newton', 'sinew'] as ('newton' | 'sinew')[], date };
  return {
    'statistics by day': () => statistics.campaignStatistics(db, admin, { ...base, groupBy: 'day' }),
    'statistics by creative': () =>
      statistics.campaignStatistics(db, admin, { ...base, groupBy: 'creative' }),
    regions: () => statistics.countryReport(db, admin, id, query),
    apps: () => statistics.appsReport(db, admin, id, query),
    quartiles: () => statistics.videoQuartiles(db, admin, { idsCampaign: [id], banners: [], date }),
    reach: () => statistics.campaignReach(db, admin, { idsCampaign: [id] }),
  };
}

function lastDay(volume: Volume): string {
  const end = new Date(`${volume.firstDay}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + volume.days - 1);
  return end.toISOString().slice(0, 10);
}

type Timings = Record<string, number[]>;

async function measure(db: Db, volume: Volume, pages: number): Promise<Timings> {
  const timings: Timings = { page: [] };
  for (let n = 0; n < pages; n++) {
    const id = 1 + (Math.floor(((n * 7919) % volume.campaigns) + 0.5) % volume.campaigns);
    const started = performance.now();
    for (const [name, callPage] of Object.entries(detailPage(db, id, volume))) {
      const begin = performance.now();
      await callPage();
      timings[name] = [...(timings[name] ?? []), performance.now() - begin];
    }
    timings.page?.push(performance.now() - started);
  }
  return timings;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function print(title: string, indexed: Timings, peer: Timings | null) {
  console.log(`\n${title}`);
  console.log('| query | indexed p50 / p95 (ms) | plain scan p50 (ms) | ratio |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, values] of Object.entries(indexed)) {
    const plain = peer?.[name];
    const p50 = percentile(values, 50);
    const peerP50 = plain ? percentile(plain, 50) : null;
    console.log(
      `| ${name === 'page' ? '**whole page (6 calls)**' : name} | ${ms(p50)} / ${ms(percentile(values, 95))} | ${
        peerP50 === null ? '-' : ms(peerP50)
      } | ${peerP50 === null ? '-' : `${(peerP50 / p50).toFixed(0)}x`} |`,
    );
  }
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

const rowsLine = (volume: Volume) => {
  const rows = factRows(volume);
  const total = Object.values(rows).reduce((a, b) => a + b, 0);
  return `${total.toLocaleString('en')} fact rows (${Object.entries(rows)
    .map(([table, count]) => `${table} ${count.toLocaleString('en')}`)
    .join(', ')})`;
};

async function postgres(volume: Volume) {
  const admin = new pg.Client({ connectionString: BASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE}`);
  await admin.query(`create database ${DATABASE}`);
  const url = new URL(BASE_URL);
  url.pathname = `/${DATABASE}`;
  let indexed: Database | undefined;
  let plain: Database | undefined;
  try {
    indexed = await openDatabase({ url: url.toString() });
    await migrate(indexed);
    const loader = new pg.Client({ connectionString: url.toString() });
    await loader.connect();
    try {
      await loader.query(`set maintenance_work_mem = '1GB'`);
      await timed(`PostgreSQL: generated ${rowsLine(volume)}`, () =>
        generate(drizzle({ client: loader, schema }) as unknown as Db, volume),
      );
    } finally {
      await loader.end();
    }
    await measure(indexed.db, volume, 3);
    const timings = await measure(indexed.db, volume, PAGES);
    const plainUrl = new URL(url);
    plainUrl.searchParams.set('options', PLAIN_SCAN);
    plain = await openDatabase({ url: plainUrl.toString() });
    const peer = await timed('plain scans', () => measure(plain?.db as Db, volume, PEER_PAGES));
    print(`PostgreSQL, ${volume.campaigns} campaigns, ${PAGES} pages (peer: ${PEER_PAGES})`, timings, peer);
  } finally {
    await plain?.close();
    await indexed?.close();
    await admin.query(`drop database if exists ${DATABASE}`);
    await admin.end();
  }
}

async function pglite(volume: Volume) {
  const database = await openDatabase({});
  try {
    await migrate(database);
    await timed(`PGlite: generated ${rowsLine(volume)}`, () => generate(database.db, volume));
    await measure(database.db, volume, 3);
    print(
      `PGlite, ${volume.campaigns} campaigns, ${PAGES} pages`,
      await measure(database.db, volume, PAGES),
      null,
    );
  } finally {
    await database.close();
  }
}

if (process.env.BENCH_STATS_SKIP_PGLITE !== '1') await pglite(volumeFor(PGLITE_CAMPAIGNS));
if (process.env.BENCH_STATS_SKIP_POSTGRES !== '1') await postgres(volumeFor(CAMPAIGNS));
