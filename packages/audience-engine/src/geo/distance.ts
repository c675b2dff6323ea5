/** Mean Earth radius in metres (IUGG). */
export const EARTH_RADIUS_M = 6_371_008.8;
export const DEG = Math.PI / 180;

/** A circle the engine and the SQL peer test in the same arithmetic, so their answers agree exactly. */
export interface Circle {
  lat: number;
  lon: number;
  radiusM: number;
  /** cos(lat) of the centre. */
  cosLat: number;
  /** A point is inside when its haversine term is at most this: sin^2(radius / 2R). */
  threshold: number;
  /**
   * The same for a radius one metre shorter: a grid cell whose four corners pass it lies wholly inside the
   * circle (a parallel bows out of a cap by centimetres at most over 0.01 degree), so its points need no test.
   */
  innerThreshold: number;
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number };
}

export function circle(lat: number, lon: number, radiusM: number): Circle {
  const half = Math.sin(radiusM / (2 * EARTH_RADIUS_M));
  const innerHalf = radiusM > 1 ? Math.sin((radiusM - 1) / (2 * EARTH_RADIUS_M)) : -1;
  // A box that holds the whole circle, with room to spare; the exact test decides.
  const dLat = (radiusM / 110_000) * 1.02 + 1e-5;
  const maxAbsLat = Math.min(90, Math.abs(lat) + dLat);
  const dLon = maxAbsLat >= 89 ? 360 : (dLat / Math.cos(maxAbsLat * DEG)) * 1.05;
  return {
    lat,
    lon,
    radiusM,
    cosLat: Math.cos(lat * DEG),
    threshold: half * half,
    innerThreshold: innerHalf < 0 ? -1 : innerHalf * innerHalf,
    box: {
      minLat: Math.max(-90, lat - dLat),
      maxLat: Math.min(90, lat + dLat),
      minLon: Math.max(-180, lon - dLon),
      maxLon: Math.min(180, lon + dLon),
    },
  };
}

/** The haversine term of the distance between the circle's centre and a point; see `circle`. */
export function haversineTerm(target: Circle, lat: number, lon: number): number {
  const sLat = Math.sin(((lat - target.lat) * DEG) / 2);
  const sLon = Math.sin(((lon - target.lon) * DEG) / 2);
  return sLat * sLat + target.cosLat * Math.cos(lat * DEG) * (sLon * sLon);
}

export function isInside(target: Circle, lat: number, lon: number): boolean {
  return haversineTerm(target, lat, lon) <= target.threshold;
}
