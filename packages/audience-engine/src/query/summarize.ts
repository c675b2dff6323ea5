import { AGE_BANDS } from '@adcontrol/domain/rules/age-bands';
import type { AudienceCountResult, CountBreakdown } from '../audience-counter';
import { GENDERS, type PopulationCatalog } from '../population/schema';

export const AGE_BAND_COUNT = AGE_BANDS.length;
export const GENDER_COUNT = GENDERS.length;

/**
 * Matched panel devices by country, and, for a breakdown, by country x gender x age band (flattened,
 * `cells[(country * GENDER_COUNT + gender) * AGE_BAND_COUNT + band]`). Both implementations produce it; one
 * function turns it into the answer, so their totals are computed in the same arithmetic.
 */
export interface CountCube {
  byCountry: number[];
  cells: number[] | null;
}

export function emptyCube(countries: number, withCells: boolean): CountCube {
  return {
    byCountry: new Array<number>(countries).fill(0),
    cells: withCells ? new Array<number>(countries * GENDER_COUNT * AGE_BAND_COUNT).fill(0) : null,
  };
}

/** Adds shard cubes together: shards split the devices, so their matches add up. */
export function mergeCubes(cubes: readonly CountCube[]): CountCube {
  const [first] = cubes;
  if (!first) throw new Error('no cubes to merge');
  const merged = emptyCube(first.byCountry.length, first.cells !== null);
  for (const cube of cubes) {
    cube.byCountry.forEach((value, index) => {
      merged.byCountry[index] = (merged.byCountry[index] ?? 0) + value;
    });
    cube.cells?.forEach((value, index) => {
      if (merged.cells) merged.cells[index] = (merged.cells[index] ?? 0) + value;
    });
  }
  return merged;
}

export function summarize(
  cube: CountCube,
  catalog: PopulationCatalog,
  options: { ignoreMultiplier?: boolean },
  elapsedMs: number,
): AudienceCountResult {
  const factor = (country: number) => (options.ignoreMultiplier ? 1 : (catalog.multipliers[country] ?? 1));
  let panelCount = 0;
  let scaled = 0;
  cube.byCountry.forEach((devices, country) => {
    panelCount += devices;
    scaled += devices * factor(country);
  });
  const result: AudienceCountResult = { count: Math.round(scaled), panelCount, elapsedMs };
  if (cube.cells) result.breakdown = breakdownOf(cube.cells, cube.byCountry, catalog, factor);
  return result;
}

function breakdownOf(
  cells: number[],
  byCountry: number[],
  catalog: PopulationCatalog,
  factor: (country: number) => number,
): CountBreakdown {
  const countries: Record<string, number> = {};
  const genders = new Array<number>(GENDER_COUNT).fill(0);
  const bands = new Array<number>(AGE_BAND_COUNT).fill(0);
  byCountry.forEach((devices, country) => {
    if (devices > 0)
      countries[catalog.countries[country] ?? String(country)] = Math.round(devices * factor(country));
  });
  cells.forEach((devices, index) => {
    if (devices === 0) return;
    const band = index % AGE_BAND_COUNT;
    const gender = Math.floor(index / AGE_BAND_COUNT) % GENDER_COUNT;
    const country = Math.floor(index / (AGE_BAND_COUNT * GENDER_COUNT));
    const value = devices * factor(country);
    genders[gender] = (genders[gender] ?? 0) + value;
    bands[band] = (bands[band] ?? 0) + value;
  });
  return {
    byCountry: countries,
    byGender: {
      male: Math.round(genders[1] ?? 0),
      female: Math.round(genders[2] ?? 0),
      unknown: Math.round(genders[0] ?? 0),
    },
    byAgeRange: Object.fromEntries(AGE_BANDS.map((band, code) => [band.id, Math.round(bands[code] ?? 0)])),
  };
}
