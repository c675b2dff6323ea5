import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Position } from 'geojson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWorldGeometry } from '../base-map';

const worldFile = createRequire(import.meta.url).resolve('world-atlas/countries-50m.json');

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The widest step between two consecutive points of a line, in degrees of longitude. */
const widestStep = (line: Position[]) =>
  Math.max(0, ...line.slice(1).map(([lng = 0], i) => Math.abs(lng - (line[i]?.[0] ?? 0))));

describe('the offline base map', () => {
  it('draws every country, border and coast without a line round the world (Antarctica aside)', async () => {
    vi.stubGlobal('fetch', async () => new Response(readFileSync(worldFile)));
    const world = await loadWorldGeometry();

    const markets = world.countries.features.flatMap((country) => country.properties.code ?? []);
    expect(markets.sort()).toEqual(['AR', 'CL', 'CO', 'ES', 'MX', 'PA', 'PE', 'US']);
    expect(world.countries.features.length).toBeGreaterThan(200);

    const rings = world.countries.features.flatMap((country) =>
      country.geometry.type === 'Polygon'
        ? country.geometry.coordinates
        : country.geometry.coordinates.flat(),
    );
    const lines = [...world.borders.coordinates, ...world.coastlines.coordinates];
    expect(lines.filter((line) => widestStep(line) > 180)).toEqual([]);
    // Antarctica circles the pole: its outline runs from -180 to 180, south of the map's edge but for a sliver.
    const crossing = rings.filter((ring) => widestStep(ring) > 180);
    expect(crossing.every((ring) => ring.every(([, lat = 0]) => lat < -60))).toBe(true);
  });
});
