import { describe, expect, it } from 'vitest';
import { parseRadius } from '../geography-values';
import { centerFeatures, circleFeatures } from '../map-features';
import { circleBounds, defaultView, MARKET_BOUNDS } from '../map-view';

/** Great-circle distance in metres (haversine, mean Earth radius as turf uses). */
function distance([lng1 = 0, lat1 = 0]: number[], [lng2 = 0, lat2 = 0]: number[]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(a));
}

const santiago = {
  index: 3,
  name: 'Santiago',
  center: { lat: -33.45, lng: -70.67 },
  radius: 2_500,
  included: false,
};

describe('the map geometry', () => {
  it('draws a point as a 64-vertex polygon whose every vertex lies at its radius on the ground', () => {
    const [circle] = circleFeatures([santiago]).features;
    const ring = circle?.geometry.coordinates[0] ?? [];
    expect(ring).toHaveLength(65);
    for (const vertex of ring) expect(distance([-70.67, -33.45], vertex)).toBeCloseTo(2_500, -1);
    expect(circle?.properties).toEqual({ included: false, index: 3 });
    expect(centerFeatures([santiago]).features[0]?.geometry.coordinates).toEqual([-70.67, -33.45]);
  });

  it('opens on the chosen countries and points, or on all the markets', () => {
    expect(defaultView(['CL'], [])).toEqual(MARKET_BOUNDS.CL);
    const [west, south, east, north] = defaultView([], [{ center: santiago.center, radius: 11_132 }]);
    expect(north - south).toBeCloseTo(0.2, 3);
    expect(east - west).toBeGreaterThan(0.2);
    const markets = defaultView([], []);
    expect(markets[0]).toBe(MARKET_BOUNDS.US[0]);
    expect(markets[1]).toBe(MARKET_BOUNDS.CL[1]);
    expect(markets[2]).toBe(MARKET_BOUNDS.ES[2]);
  });

  it('keeps a circle’s bounds on the map near the poles', () => {
    expect(circleBounds({ lat: 84.9, lng: 179.9 }, 500_000)).toEqual([
      expect.any(Number),
      expect.any(Number),
      180,
      85,
    ]);
  });

  it('reads a radius as digits only, from 1 m to 500 km', () => {
    expect(parseRadius('1a2b0')).toBe(120);
    expect(parseRadius('0')).toBeNull();
    expect(parseRadius('')).toBeNull();
    expect(parseRadius('9999999')).toBe(500_000);
  });
});
