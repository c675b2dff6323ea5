import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writePopulationFile } from '@adcontrol/audience-engine/population/arrow-file';
import { CATALOG_VERSION } from '@adcontrol/audience-engine/population/catalog-data';
import { generateBatches, populationInfo } from '@adcontrol/audience-engine/population/generate';

/** Generates the population file once; later runs reuse it. Run alone so its memory is not counted. */
export async function ensurePopulation(directory: string, devices: number, seed: number): Promise<string> {
  const path = join(directory, `population-${devices}-seed${seed}-v${CATALOG_VERSION}.arrow`);
  if (existsSync(path)) return path;
  const options = { devices, seed };
  await writePopulationFile(path, populationInfo(options), generateBatches(populationInfo(options), options));
  return path;
}

if (process.argv[1]?.endsWith('population-cache.ts')) {
  const [directory = '.', devices = '10000000', seed = '1'] = process.argv.slice(2);
  const started = Date.now();
  const path = await ensurePopulation(directory, Number(devices), Number(seed));
  console.log(`population ready: ${path} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
