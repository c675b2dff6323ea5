import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AudienceCounter } from '@adcontrol/audience-engine/audience-counter';
import { BitmapAudienceEngine } from '@adcontrol/audience-engine/engine/bitmap-engine';
import { readPopulationFile, writePopulationFile } from '@adcontrol/audience-engine/population/arrow-file';
import { CATALOG_VERSION } from '@adcontrol/audience-engine/population/catalog-data';
import { generateBatches, populationInfo } from '@adcontrol/audience-engine/population/generate';
import { readPopulationInfo } from '@adcontrol/audience-engine/sql/devices-table';
import { SqlAudienceCounter } from '@adcontrol/audience-engine/sql/sql-counter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../../config';

export type EngineState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The server's one audience counter (ARCHITECTURE 7), made once, in the background: the in-memory engine
 * built from the population file, or (AUDIENCE_COUNTER=postgres) SQL over the devices table.
 */
export interface AudienceEngineHolder {
  /** Starts loading if nothing has; resolves when counts can be answered. */
  ready(): Promise<AudienceCounter>;
  status(): { state: EngineState; counter: 'engine' | 'postgres'; devices: number };
  close(): Promise<void>;
}

export const DEFAULT_POPULATION_SEED = 1;

/** The population file: AUDIENCE_POPULATION_FILE, or a small one generated under DATA_DIR on first use. */
export function populationPath(config: Config): string {
  return (
    config.audience.populationFile ??
    join(
      config.dataDir,
      'audience',
      `population-${config.audience.defaultDevices}-seed${DEFAULT_POPULATION_SEED}-v${CATALOG_VERSION}.arrow`,
    )
  );
}

async function buildEngine(config: Config, log: FastifyBaseLogger): Promise<BitmapAudienceEngine> {
  const path = populationPath(config);
  if (!config.audience.populationFile && !existsSync(path)) {
    const options = { devices: config.audience.defaultDevices, seed: DEFAULT_POPULATION_SEED };
    log.info({ path, devices: options.devices }, 'generating the default device population');
    await writePopulationFile(
      path,
      populationInfo(options),
      generateBatches(populationInfo(options), options),
    );
  }
  const file = await readPopulationFile(path);
  return BitmapAudienceEngine.build(file.info, file.batches);
}

export function createAudienceEngineHolder(config: Config, log: FastifyBaseLogger): AudienceEngineHolder {
  let loading: Promise<AudienceCounter> | null = null;
  let state: EngineState = 'idle';
  let devices = 0;
  let pool: pg.Pool | null = null;

  async function load(): Promise<AudienceCounter> {
    const started = performance.now();
    let counter: AudienceCounter;
    if (config.audience.counter === 'postgres') {
      pool = new pg.Pool({ connectionString: config.audience.devicesDatabaseUrl, max: 4 });
      const query = (text: string, params?: unknown[]) => (pool as pg.Pool).query(text, params);
      const info = await readPopulationInfo(query);
      devices = info.devices;
      counter = new SqlAudienceCounter(query, info);
    } else {
      const engine = await buildEngine(config, log);
      devices = engine.devices;
      counter = engine;
    }
    log.info(
      { counter: counter.name, devices, ms: Math.round(performance.now() - started) },
      'audience counts ready',
    );
    return counter;
  }

  return {
    ready() {
      if (!loading) {
        state = 'loading';
        loading = load().then(
          (counter) => {
            state = 'ready';
            return counter;
          },
          (error: unknown) => {
            state = 'failed';
            log.error({ err: error }, 'audience counts are unavailable: the population could not be loaded');
            throw error;
          },
        );
      }
      return loading;
    },
    status: () => ({ state, counter: config.audience.counter, devices }),
    async close() {
      await pool?.end();
    },
  };
}
