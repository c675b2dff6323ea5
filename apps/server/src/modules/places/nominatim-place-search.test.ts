import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNominatimPlaceSearch } from './nominatim-place-search';

/** The PLACES_URL adapter against a stand-in Nominatim that records what it was asked. */
let server: Server;
let baseUrl = '';
const asked: URL[] = [];
let failing = false;

const LIMA = {
  place_id: 1,
  osm_type: 'relation',
  osm_id: 1944670,
  name: 'Lima',
  display_name: 'Lima, Perú',
  lat: '-12.0621065',
  lon: '-77.0365256',
  address: { country_code: 'pe', region: 'Lima' },
  extratags: { population: '8852000' },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    asked.push(url);
    if (failing) {
      response.writeHead(503).end();
      return;
    }
    const body = url.pathname === '/search' ? [LIMA, { name: 'No country', lat: '1', lon: '2' }] : LIMA;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Nominatim place search', () => {
  it('asks /search with the text, the countries and the limit, and keeps the places it can read', async () => {
    const places = await createNominatimPlaceSearch(baseUrl).search('lima', ['PE', 'CL'], 5);
    expect(places).toEqual([
      {
        id: 'osm:relation:1944670',
        name: 'Lima',
        region: 'Lima',
        countryCode: 'PE',
        lat: -12.0621065,
        lng: -77.0365256,
        population: 8852000,
      },
    ]);
    const url = asked.at(-1) as URL;
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      q: 'lima',
      countrycodes: 'pe,cl',
      limit: '5',
      format: 'jsonv2',
    });
  });

  it('names a point with /reverse, with its distance', async () => {
    const found = await createNominatimPlaceSearch(baseUrl).reverse(-12.05, -77.04);
    expect(found?.place.name).toBe('Lima');
    expect(found?.distanceMeters).toBeGreaterThan(1_000);
    expect(found?.distanceMeters).toBeLessThan(2_000);
  });

  it('throws when the service fails, for the routes to answer nothing', async () => {
    failing = true;
    await expect(createNominatimPlaceSearch(baseUrl).search('lima', [], 5)).rejects.toThrow(/503/);
    failing = false;
  });
});
