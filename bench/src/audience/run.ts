import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { BitmapAudienceEngine } from '@adcontrol/audience-engine/engine/bitmap-engine';
import { readPopulationFile } from '@adcontrol/audience-engine/population/arrow-file';
import { CATALOG_VERSION } from '@adcontrol/audience-engine/population/catalog-data';
import { isLoaded, loadIntoPostgres } from '@adcontrol/audience-engine/sql/copy-loader';
import type { DevicesTables, SqlQuery } from '@adcontrol/audience-engine/sql/devices-table';
import { SqlAudienceCounter } from '@adcontrol/audience-engine/sql/sql-counter';
import pg from 'pg';
import { BackgroundLoad } from './background-load';
import { type FilterSet, filterSets } from './filter-sets';
import { engineOnlyReport, percentile, report, type Sample } from './report';

const DEVICES = Number(process.env.BENCH_DEVICES ?? 10_000_000);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const SETS = Number(process.env.BENCH_FILTER_SETS ?? 240);
const REPEATS = Number(process.env.BENCH_ENGINE_REPEATS ?? 5);
const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? new URL('../../results/cache', import.meta.url).pathname;
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'audience_bench';
const TABLES: DevicesTables = {
  devices: `${SCHEMA}.devices_${DEVICES}`,
  seen: `${SCHEMA}.device_seen_${DEVICES}`,
  catalog: `${SCHEMA}.population_${DEVICES}`,
};
const SQL_TIMEOUT_MS = Number(process.env.BENCH_SQL_TIMEOUT_MS ?? 300_000);
const BACKGROUND_LOAD = Number(process.env.BENCH_BACKGROUND_LOAD ?? 0);

const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function main() {
  const path = join(CACHE_DIR, `population-${DEVICES}-seed${SEED}-v${CATALOG_VERSION}.arrow`);
  if (!existsSync(path)) {
    log(`generating ${DEVICES.toLocaleString('en')} devices into ${path} (once; later runs reuse it)`);
    const script = new URL('./population-cache.ts', import.meta.url).pathname;
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', script, CACHE_DIR, String(DEVICES), String(SEED)],
      {
        stdio: 'inherit',
      },
    );
    if (child.status !== 0) throw new Error('population generation failed');
  }

  log('building the engine from the Arrow file');
  const buildStarted = performance.now();
  const file = await readPopulationFile(path);
  const engine = await BitmapAudienceEngine.build(file.info, file.batches);
  const buildSeconds = (performance.now() - buildStarted) / 1000;
  // V8 frees large array buffers after a collection, on a thread of its own: collect twice, a second apart, so
  // the RSS is that of the engine, not of the build's buffers still waiting to be freed.
  gc();
  await sleep(1_000);
  gc();
  const rssMb = process.memoryUsage().rss / 2 ** 20;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  log(
    `engine built in ${buildSeconds.toFixed(1)} s, RSS ${rssMb.toFixed(0)} MiB (peak ${peakRssMb.toFixed(0)} MiB)`,
  );

  const load = await BackgroundLoad.start(BACKGROUND_LOAD, log);
  const sets = filterSets(engine.info.catalog, SETS);
  const engineSamples: Sample[] = [];
  const breakdownSamples: Sample[] = [];
  const engineCounts = new Map<number, { count: number; panelCount: number }>();
  for (const set of sets) await engine.count(set.filters, { ignoreMultiplier: set.ignoreMultiplier });
  for (let repeat = 0; repeat < REPEATS; repeat += 1) {
    for (const set of sets) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await engine.count(set.filters, { ignoreMultiplier: set.ignoreMultiplier });
      const used = process.cpuUsage(cpu);
      engineSamples.push({ set, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 });
      engineCounts.set(set.id, { count: result.count, panelCount: result.panelCount });
      load.tick();
    }
  }
  for (const set of sets) {
    const started = performance.now();
    await engine.count(set.filters, { ignoreMultiplier: set.ignoreMultiplier, breakdown: true });
    breakdownSamples.push({ set, ms: performance.now() - started });
  }
  log(`engine: ${engineSamples.length} counts, p50 ${percentile(engineSamples, 0.5).toFixed(2)} ms`);

  if (process.env.BENCH_ENGINE_ONLY === '1') {
    console.log(engineOnlyReport(engineSamples, breakdownSamples, buildSeconds, rssMb, peakRssMb));
    console.log(`load average while measuring: ${load.summary()}`);
    load.stop();
    return;
  }

  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 1 });
  const client = await pool.connect();
  const query: SqlQuery = (text, params) => client.query(text, params);
  await query(`CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`);
  let loadSeconds: number | null = null;
  if (await isLoaded(query, TABLES, engine.info)) {
    log('PostgreSQL already holds this population: reusing it');
  } else {
    log('loading the population into PostgreSQL (COPY, then indexes)');
    load.pause();
    const started = performance.now();
    await loadIntoPostgres(client, TABLES, path);
    loadSeconds = (performance.now() - started) / 1000;
    log(`loaded and indexed in ${loadSeconds.toFixed(0)} s`);
    await load.resume(log);
  }
  await query(`SET work_mem = '256MB'`);
  await query('SET jit = off');
  await query(`SET effective_cache_size = '16GB'`);
  await query(`SET statement_timeout = ${SQL_TIMEOUT_MS}`);
  const counter = new SqlAudienceCounter(query, engine.info, TABLES);
  for (const set of sets.slice(0, 6))
    await counter.count(set.filters, { ignoreMultiplier: set.ignoreMultiplier });
  const sqlSamples: Sample[] = [];
  const mismatches: string[] = [];
  const timeouts: FilterSet[] = [];
  for (const set of sets) {
    const started = performance.now();
    try {
      const result = await counter.count(set.filters, { ignoreMultiplier: set.ignoreMultiplier });
      sqlSamples.push({ set, ms: performance.now() - started });
      const expected = engineCounts.get(set.id);
      if (expected?.count !== result.count || expected.panelCount !== result.panelCount) {
        mismatches.push(
          `set ${set.id}: engine ${JSON.stringify(expected)}, PostgreSQL ${result.count}/${result.panelCount}`,
        );
      }
    } catch (error) {
      if (!String(error).includes('statement timeout')) throw error;
      timeouts.push(set);
      sqlSamples.push({ set, ms: SQL_TIMEOUT_MS });
    }
    load.tick();
    if (set.id % 40 === 39) log(`PostgreSQL: ${set.id + 1} of ${sets.length} sets`);
  }
  client.release();
  await pool.end();
  load.stop();

  console.log(
    report({
      devices: DEVICES,
      sets,
      engineSamples,
      breakdownSamples,
      sqlSamples,
      buildSeconds,
      rssMb,
      peakRssMb,
      loadSeconds,
      mismatches,
      timeouts: timeouts.length,
      nonEmpty: [...engineCounts.values()].filter((value) => value.panelCount > 0).length,
      load: load.summary(),
    }),
  );
  if (mismatches.length > 0) {
    console.error(mismatches.join('\n'));
    process.exitCode = 1;
  }
}

await main();
