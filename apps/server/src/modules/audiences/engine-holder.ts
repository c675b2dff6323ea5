import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { BitmapAudienceEngine } from '@adcontrol/audience-engine/engine/bitmap-engine';
import { readPopulationFile, writePopulationFile } from '@adcontrol/audience-engine/population/arrow-file';
import { generateBatches, populationInfo } from '@adcontrol/audience-engine/population/generate';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';

export type EngineState = 'idle' | 'loading' | 'ready' | 'failed';

/** The server's one audience engine (ARCHITECTURE 7), loaded once, in the background, from the population file. */
export interface AudienceEngineHolder {
  /** Starts loading if nothing has; resolves when the engine can count. */
  ready(): Promise<BitmapAudienceEngine>;
  status(): { state: EngineState; devices: number };
}

export const DEFAULT_POPULATION_SEED = 1;

/** The population file: AUDIENCE_POPULATION_FILE, or a small one generated under DATA_DIR on first use. */
export function populationPath(config: Config): string {
  return (
    config.audience.populationFile ??
    join(
      config.dataDir,
      'audience',
      `population-${config.audience.defaultDevices}-seed${DEFAULT_POPULATION_SEED}.arrow`,
    )
  );
}

export function createAudienceEngineHolder(config: Config, log: FastifyBaseLogger): AudienceEngineHolder {
  let loading: Promise<BitmapAudienceEngine> | null = null;
  let state: EngineState = 'idle';
  let devices = 0;

  async function load(): Promise<BitmapAudienceEngine> {
    const started = performance.now();
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
    const engine = await BitmapAudienceEngine.build(file.info, file.batches);
    devices = engine.devices;
    log.info({ path, devices, ms: Math.round(performance.now() - started) }, 'audience engine ready');
    return engine;
  }

  return {
    ready() {
      if (!loading) {
        state = 'loading';
        loading = load().then(
          (engine) => {
            state = 'ready';
            return engine;
          },
          (error: unknown) => {
            state = 'failed';
            log.error({ err: error }, 'the audience engine could not load its population');
            throw error;
          },
        );
      }
      return loading;
    },
    status: () => ({ state, devices }),
  };
}
