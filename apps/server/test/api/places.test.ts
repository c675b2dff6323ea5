import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import {
  placesWithin,
  placesWithinPublic,
  reverseGeocode,
  reverseGeocodePublic,
  searchPlaces,
  searchPlacesPublic,
} from '@adcontrol/domain/places/contracts';
import { foldForSearch } from '@adcontrol/domain/rules/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/** Place search and reverse geocoding on the shipped gazetteer (GeoNames towns), SPEC 8 and 9. */
let testApp: TestApp;
let analyst: Person;

beforeAll(async () => {
  testApp = await buildTestApp();
  analyst = { id: (await createAccount(testApp.database.db, { role: 'analyst' })).id, role: 'analyst' };
});
afterAll(() => testApp.close());

type PlacesQuery = RequestOf<typeof searchPlaces>['query'];

async function search(query: PlacesQuery, who: Person | null = analyst) {
  const response = who
    ? await request(testApp, who, searchPlaces, { query })
    : await request(testApp, null, searchPlacesPublic, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /places', () => {
  it('finds places by the start of their name, most populous first, at most 5', async () => {
    const places = await search({ search: 'santiago' });
    expect(places).toHaveLength(5);
    expect(places[0]).toMatchObject({ name: 'Santiago', countryCode: 'CL', region: null });
    expect(places.every((place) => foldForSearch(place.name).startsWith('santiago'))).toBe(true);
    const populations = places.map((place) => place.population ?? 0);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    expect(await search({ search: 's' })).toHaveLength(5);
  });

  it("ranks the audience's countries first", async () => {
    const places = await search({ search: 'santiago', countries: 'AR,MX' });
    const preferred = places.map((place) => ['AR', 'MX'].includes(place.countryCode));
    // Every place of those countries comes before any other, however populous.
    expect(preferred).toEqual([...preferred].sort((a, b) => Number(b) - Number(a)));
    expect(preferred.slice(0, 3)).toEqual([true, true, true]);
    expect(places.map((place) => place.name).slice(0, 2)).toEqual([
      'Santiago de Querétaro',
      'Santiago del Estero',
    ]);
  });

  it('ignores accents and letter case, both ways', async () => {
    for (const text of ['bogota', 'BOGOTÁ', 'Bogotá']) {
      expect((await search({ search: text }))[0]).toMatchObject({
        name: 'Bogotá',
        countryCode: 'CO',
      });
    }
    expect((await search({ search: 'sao paulo' }))[0]).toMatchObject({
      name: 'São Paulo',
      countryCode: 'BR',
    });
    expect((await search({ search: 'medellin' }, null))[0]).toMatchObject({ name: 'Medellín' });
  });

  it('answers nothing for an empty or unknown name', async () => {
    expect(await search({ search: '' })).toEqual([]);
    expect(await search({ search: 'qqqxxyz' })).toEqual([]);
  });
});

describe('GET /places/reverse', () => {
  it('names the nearest town to a point, with its distance', async () => {
    const response = await request(testApp, analyst, reverseGeocode, {
      query: { lat: '-33.45', lng: '-70.66' },
    });
    const body = response.json();
    expect(body.place).toMatchObject({ name: 'Santiago', countryCode: 'CL' });
    expect(body.distanceMeters).toBeGreaterThan(0);
    expect(body.distanceMeters).toBeLessThan(5_000);
    const demo = await request(testApp, null, reverseGeocodePublic, {
      query: { lat: '40.4168', lng: '-3.7038' },
    });
    expect(demo.json().place).toMatchObject({ name: 'Madrid', countryCode: 'ES' });
  });

  it('answers no place in the open sea, beyond 50 km of any town', async () => {
    const response = await request(testApp, analyst, reverseGeocode, { query: { lat: '0', lng: '-30' } });
    expect(response.json()).toEqual({ place: null, distanceMeters: null });
  });

  it('names the coordinate out of range', async () => {
    const response = await request(testApp, analyst, reverseGeocode, { query: { lat: 91, lng: '0' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'lat' });
  });
});

describe('GET /places/within', () => {
  it("gives the most populous towns inside a map's view, to label the offline base map", async () => {
    // Central Santiago, a few kilometres across.
    const response = await request(testApp, analyst, placesWithin, {
      query: { west: '-70.8', south: '-33.6', east: '-70.5', north: '-33.3' },
    });
    const towns = response.json();
    expect(towns[0]).toMatchObject({ name: 'Santiago', countryCode: 'CL' });
    expect(towns.length).toBeGreaterThan(3);
    expect(
      towns.every((town) => town.lat >= -33.6 && town.lat <= -33.3 && town.lng >= -70.8 && town.lng <= -70.5),
    ).toBe(true);
    const populations = towns.map((town) => town.population ?? 0);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('labels nothing in a view wider than a region, and answers the public demo too', async () => {
    expect(
      (
        await request(testApp, analyst, placesWithin, {
          query: { west: '-80', south: '-40', east: '-60', north: '-20' },
        })
      ).json(),
    ).toEqual([]);
    const demo = await request(testApp, null, placesWithinPublic, {
      query: { west: '-70.8', south: '-33.6', east: '-70.5', north: '-33.3' },
    });
    expect(demo.json()[0]).toMatchObject({ name: 'Santiago' });
  });
});

describe('a failing place provider', () => {
  let failing: TestApp;
  beforeAll(async () => {
    failing = await buildTestApp(
      {},
      {
        places: {
          name: 'broken',
          search: () => Promise.reject(new Error('provider down')),
          reverse: () => Promise.reject(new Error('provider down')),
        },
      },
    );
  });
  afterAll(() => failing.close());

  it('gives empty results (SPEC 8), never an error', async () => {
    const found = await request(failing, null, searchPlacesPublic, { query: { search: 'lima' } });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([]);
    const reverse = await request(failing, null, reverseGeocodePublic, { query: { lat: 1, lng: 2 } });
    expect(reverse.json()).toEqual({ place: null, distanceMeters: null });
  });
});
