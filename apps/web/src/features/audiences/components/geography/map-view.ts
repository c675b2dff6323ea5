import { COUNTRIES, type CountryCode } from '@adcontrol/domain/shared/enum-values';
import type { LatLng } from './geography-values';

/** West, south, east, north, in degrees. */
export type Bounds = [number, number, number, number];

/**
 * The zoom the app itself moves the camera to: flying to one point lands here, and fitting countries or
 * points never comes closer (SPEC 9's default 14). People may zoom on, up to the map's maximum.
 */
export const DEFAULT_ZOOM = 14;
/** SPEC 9's "computed maximum": the closest the map goes, by the controls, the wheel or the keyboard. */
export const MAX_ZOOM = 22;
export const MIN_ZOOM = 0;

/**
 * The part of each market people are targeted in: mainland and near islands. Drawn by hand rather than
 * taken from the geometry, whose extents include Alaska, the Aleutians across the antimeridian, the Canaries
 * and Easter Island, and would fit a view of half the planet.
 */
export const MARKET_BOUNDS: Record<CountryCode, Bounds> = {
  AR: [-73.6, -55.1, -53.6, -21.8],
  CL: [-75.7, -56.0, -66.4, -17.5],
  CO: [-79.1, -4.3, -66.8, 12.5],
  ES: [-9.4, 35.9, 4.4, 43.8],
  MX: [-117.2, 14.5, -86.7, 32.7],
  PA: [-83.1, 7.2, -77.1, 9.7],
  PE: [-81.4, -18.4, -68.6, -0.03],
  US: [-124.8, 24.5, -66.9, 49.4],
};

const METERS_PER_DEGREE = 111_320;

/** The square around a circle of `radius` metres, in degrees (good enough for a camera). */
export function circleBounds(center: LatLng, radius: number): Bounds {
  const dLat = radius / METERS_PER_DEGREE;
  const dLng = radius / (METERS_PER_DEGREE * Math.max(Math.cos((center.lat * Math.PI) / 180), 0.01));
  return [
    Math.max(center.lng - dLng, -180),
    Math.max(center.lat - dLat, -85),
    Math.min(center.lng + dLng, 180),
    Math.min(center.lat + dLat, 85),
  ];
}

export function unionBounds(all: readonly Bounds[]): Bounds | null {
  if (!all.length) return null;
  return all.reduce((a, b) => [
    Math.min(a[0], b[0]),
    Math.min(a[1], b[1]),
    Math.max(a[2], b[2]),
    Math.max(a[3], b[3]),
  ]);
}

/** SPEC: the map opens on the chosen countries and points; with neither, on the network's markets. */
export function defaultView(
  countries: readonly CountryCode[],
  points: readonly { center: LatLng; radius: number }[],
): Bounds {
  const chosen = unionBounds([
    ...countries.map((code) => MARKET_BOUNDS[code]),
    ...points.map((point) => circleBounds(point.center, point.radius)),
  ]);
  return chosen ?? (unionBounds(COUNTRIES.map((code) => MARKET_BOUNDS[code])) as Bounds);
}

/** What the camera should do next; `id` changes with every request, so the same one can be asked twice. */
export type CameraRequest =
  | { id: number; kind: 'fit'; bounds: Bounds }
  | { id: number; kind: 'fly'; center: LatLng; radius: number };

/** A view's box inside the world's coordinates (Leaflet may pan past ±180 over open sea). */
export function clampToWorld([west, south, east, north]: Bounds): Bounds {
  return [Math.max(west, -180), Math.max(south, -90), Math.min(east, 180), Math.min(north, 90)];
}

/**
 * The towns whose names fit without covering one another, most populous first: each label is taken as a box
 * of about 7 px per letter beside its dot, and a town whose box meets one already placed is left out.
 */
export function uncrowded<Town extends { name: string; population: number | null }>(
  towns: readonly Town[],
  at: (town: Town) => { x: number; y: number },
): Town[] {
  const placed: { left: number; top: number; right: number; bottom: number }[] = [];
  return [...towns]
    .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))
    .filter((town) => {
      const { x, y } = at(town);
      const box = { left: x - 4, top: y - 10, right: x + 12 + town.name.length * 7, bottom: y + 10 };
      const meets = placed.some(
        (other) =>
          box.left < other.right &&
          other.left < box.right &&
          box.top < other.bottom &&
          other.top < box.bottom,
      );
      if (!meets) placed.push(box);
      return !meets;
    });
}
