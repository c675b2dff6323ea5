import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { audienceFilters } from '@adcontrol/domain/audiences/audience';
import { afterAll, describe, expect, it } from 'vitest';
import { BitmapAudienceEngine } from '../engine/bitmap-engine';
import { readPopulationFile, writePopulationFile } from './arrow-file';
import { generateBatches, populationInfo } from './generate';
import type { DeviceBatch } from './schema';

const directory = await mkdtemp(join(tmpdir(), 'population-'));
afterAll(() => rm(directory, { recursive: true, force: true }));

const OPTIONS = { devices: 3_000, seed: 11, batchSize: 1_024 };

async function collect(batches: AsyncIterable<DeviceBatch>): Promise<DeviceBatch[]> {
  const all: DeviceBatch[] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

describe('the population file (Arrow IPC)', () => {
  it('reads back exactly the devices the generator wrote, catalog included', async () => {
    const info = populationInfo(OPTIONS);
    const written = [...generateBatches(info, OPTIONS)];
    const path = join(directory, 'population.arrow');
    await writePopulationFile(path, info, written);
    const file = await readPopulationFile(path, { adIds: true });
    const read = await collect(file.batches);
    expect(file.info).toEqual(info);
    expect(read.map((batch) => batch.length)).toEqual(written.map((batch) => batch.length));
    read.forEach((batch, index) => {
      const source = written[index] as DeviceBatch;
      for (const key of Object.keys(source) as (keyof DeviceBatch)[]) {
        expect([key, batch[key]]).toEqual([key, source[key]]);
      }
    });
  });

  it('makes the same population from the same seed, and another from another seed', () => {
    const info = populationInfo(OPTIONS);
    const first = [...generateBatches(info, OPTIONS)];
    const again = [...generateBatches(info, OPTIONS)];
    const other = [...generateBatches(info, { ...OPTIONS, seed: 12 })];
    expect(again).toEqual(first);
    expect(other[0]?.homeLat).not.toEqual(first[0]?.homeLat);
  });

  it('builds an engine from the file that counts as one built from the generator', async () => {
    const info = populationInfo(OPTIONS);
    const path = join(directory, 'population.arrow');
    const fromFile = await readPopulationFile(path);
    const engine = await BitmapAudienceEngine.build(fromFile.info, fromFile.batches);
    const direct = await BitmapAudienceEngine.build(info, generateBatches(info, OPTIONS));
    const filters = audienceFilters.parse({
      geolocalization: { coordinates: [{ type: 'country', countryCode: 'MX' }] },
      demographics: { genreFemale: true },
    });
    const expected = await direct.count(filters, { breakdown: true });
    expect(expected.panelCount).toBeGreaterThan(0);
    expect({ ...(await engine.count(filters, { breakdown: true })), elapsedMs: 0 }).toEqual({
      ...expected,
      elapsedMs: 0,
    });
  });
});
