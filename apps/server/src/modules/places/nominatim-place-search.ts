import type { Place } from '@adcontrol/domain/places/contracts';
import { distanceMeters, type PlaceSearch } from './place-search';

const TIMEOUT_MS = 3_000;

interface NominatimPlace {
  place_id?: number | string;
  osm_type?: string;
  osm_id?: number | string;
  name?: string;
  display_name?: string;
  lat?: string;
  lon?: string;
  address?: { country_code?: string; state?: string; province?: string; region?: string };
  extratags?: { population?: string } | null;
}

/**
 * A Nominatim-compatible service (PLACES_URL, e.g. a self-hosted Nominatim): `/search` and `/reverse` in
 * `jsonv2`. Failures throw; the routes turn them into an empty answer (SPEC 8).
 */
export function createNominatimPlaceSearch(baseUrl: string): PlaceSearch {
  const base = baseUrl.replace(/\/+$/, '');
  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params })}`;
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`place service answered ${response.status}`);
    return response.json();
  }

  return {
    name: 'nominatim',
    async search(text, countries, limit) {
      if (text.trim() === '') return [];
      const params: Record<string, string> = { q: text, limit: String(limit), extratags: '1' };
      if (countries.length > 0) params.countrycodes = countries.join(',').toLowerCase();
      const found = (await get('/search', params)) as NominatimPlace[];
      return (Array.isArray(found) ? found : []).flatMap((item) => toPlace(item) ?? []).slice(0, limit);
    },
    async reverse(lat, lng) {
      const found = (await get('/reverse', {
        lat: String(lat),
        lon: String(lng),
        zoom: '10',
      })) as NominatimPlace;
      const place = toPlace(found);
      return place
        ? { place, distanceMeters: Math.round(distanceMeters(lat, lng, place.lat, place.lng)) }
        : null;
    },
  };
}

function toPlace(item: NominatimPlace): Place | null {
  const lat = Number(item.lat);
  const lng = Number(item.lon);
  const countryCode = item.address?.country_code?.toUpperCase();
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !countryCode || !/^[A-Z]{2}$/.test(countryCode))
    return null;
  const population = Number(item.extratags?.population);
  return {
    id: `osm:${item.osm_type ?? 'place'}:${item.osm_id ?? item.place_id ?? `${lat},${lng}`}`.slice(0, 80),
    name: (item.name || item.display_name?.split(',')[0] || '').slice(0, 200),
    region:
      (item.address?.state ?? item.address?.province ?? item.address?.region ?? null)?.slice(0, 200) ?? null,
    countryCode,
    lat,
    lng,
    population: Number.isInteger(population) && population >= 0 ? population : null,
  };
}
