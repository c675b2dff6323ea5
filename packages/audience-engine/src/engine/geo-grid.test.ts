import { describe, expect, it } from 'vitest';
import { circle, DEG, EARTH_RADIUS_M, isInside } from '../geo/distance';
import { Random } from '../population/random';
import { GeoGrid } from './geo-grid';
import { IdSet } from './id-set';

/** The point `distance` metres from (lat, lon) along `bearing` (radians), on the sphere. */
function destination(lat: number, lon: number, distance: number, bearing: number): [number, number] {
  const angle = distance / EARTH_RADIUS_M;
  const phi = lat * DEG;
  const to = Math.asin(Math.sin(phi) * Math.cos(angle) + Math.cos(phi) * Math.sin(angle) * Math.cos(bearing));
  const lambda =
    lon * DEG +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(phi),
      Math.cos(angle) - Math.sin(phi) * Math.sin(to),
    );
  return [to / DEG, lambda / DEG];
}

describe('the location grid', () => {
  it('finds exactly the points the haversine test puts inside, even a hair from the edge', () => {
    const random = new Random(99);
    for (const [centerLat, centerLon] of [
      [-33.45, -70.66],
      [40.42, -3.7],
      [0.001, -78.5],
      [61.2, -149.9],
    ] as const) {
      for (const radius of [100, 1_000, 7_500, 60_000]) {
        const count = 20_000;
        const lats = new Float32Array(count);
        const lons = new Float32Array(count);
        for (let index = 0; index < count; index += 1) {
          // Half the points within a millionth of the radius of the edge, the rest anywhere up to twice it.
          const distance =
            index % 2 === 0 ? radius * (1 + (random.next() - 0.5) * 2e-6) : radius * 2 * random.next();
          const [lat, lon] = destination(centerLat, centerLon, distance, random.next() * 2 * Math.PI);
          lats[index] = lat;
          lons[index] = lon;
        }
        const ids = Uint32Array.from({ length: count }, (_, index) => index);
        const grid = GeoGrid.build(ids, lats, lons, count);
        const target = circle(centerLat, centerLon, radius);
        const found = new IdSet(0, count);
        grid.collect(target, found);
        const expected = ids.filter((id) => isInside(target, lats[id] ?? 0, lons[id] ?? 0));
        expect(expected.length).toBeGreaterThan(count / 4);
        expect(Array.from(found.takeBitmap().toUint32Array())).toEqual(Array.from(expected));
      }
    }
  });
});
