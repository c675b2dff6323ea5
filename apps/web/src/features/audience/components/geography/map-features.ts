import circle from '@turf/circle';
import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import type { IndexedPoint } from './geography-values';

/** Enough vertices that a circle reads as round at any zoom, few enough for thousands of points. */
const CIRCLE_STEPS = 64;

type Inclusion = { included: boolean; index: number };

/** Each point as a polygon of its true radius on the ground (metres, geodesic). */
export function circleFeatures(points: readonly IndexedPoint[]): FeatureCollection<Polygon, Inclusion> {
  return {
    type: 'FeatureCollection',
    features: points.map(
      (point): Feature<Polygon, Inclusion> =>
        circle([point.center.lng, point.center.lat], point.radius, {
          steps: CIRCLE_STEPS,
          units: 'meters',
          properties: { included: point.included, index: point.index },
        }),
    ),
  };
}

export function centerFeatures(points: readonly IndexedPoint[]): FeatureCollection<Point, Inclusion> {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.center.lng, point.center.lat] },
      properties: { included: point.included, index: point.index },
    })),
  };
}
