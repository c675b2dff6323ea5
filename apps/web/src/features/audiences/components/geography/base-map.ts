import type { CountryCode } from '@adcontrol/domain/shared/enums';
import type { FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Natural Earth 1:50m countries, shipped with the app and fetched from our own origin: no tile server needed.
import worldUrl from 'world-atlas/countries-50m.json?url';

/** ISO 3166-1 numeric ids (world-atlas's feature ids) of the network's markets. */
const MARKET_BY_NUMERIC_ID: Record<string, CountryCode> = {
  '032': 'AR',
  '152': 'CL',
  '170': 'CO',
  '484': 'MX',
  '591': 'PA',
  '604': 'PE',
  '724': 'ES',
  '840': 'US',
};

export interface WorldGeometry {
  /** Every country, with `code` set to the market's code for the network's markets. */
  countries: FeatureCollection<Polygon | MultiPolygon, { code: string | null }>;
  /** Borders between countries, drawn once each. */
  borders: MultiLineString;
  /** Where land meets the sea. */
  coastlines: MultiLineString;
}

type WorldTopology = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

let loading: Promise<WorldGeometry> | undefined;

export function loadWorldGeometry(): Promise<WorldGeometry> {
  loading ??= fetch(worldUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`world geometry: HTTP ${response.status}`);
      return response.json() as Promise<WorldTopology>;
    })
    .then(toGeometry)
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * A few rings cross the antimeridian (Russia's Chukotka, Fiji's Taveuni): drawn as they are, they would join
 * +180 to -180 with a line round the whole world. Moving their western half by 360 degrees keeps each in one
 * piece, which Leaflet draws past the antimeridian. Antarctica, which truly circles the globe, is left be.
 */
function onOneSide(line: Position[]): Position[] {
  const longitudes = line.map(([lng = 0]) => lng);
  if (!(Math.min(...longitudes) < -90 && Math.max(...longitudes) > 90)) return line;
  const shifted = line.map(([lng = 0, lat = 0]) => [lng < 0 ? lng + 360 : lng, lat]);
  const eastmost = Math.max(...shifted.map(([lng = 0]) => lng));
  const westmost = Math.min(...shifted.map(([lng = 0]) => lng));
  return eastmost - westmost < 180 ? shifted : line;
}

function polygonOnOneSide(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(onOneSide) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map(onOneSide)) };
}

/** A border or coast is only a line: where it jumps across the antimeridian it is simply cut in two. */
function meshWithoutJumps(lines: MultiLineString): MultiLineString {
  const pieces = lines.coordinates.flatMap((line) => {
    const cut: Position[][] = [[]];
    line.forEach((point, i) => {
      const previous = line[i - 1];
      if (previous && Math.abs((point[0] ?? 0) - (previous[0] ?? 0)) > 180) cut.push([]);
      cut.at(-1)?.push(point);
    });
    return cut.filter((piece) => piece.length > 1);
  });
  return { type: 'MultiLineString', coordinates: pieces };
}

function toGeometry(world: WorldTopology): WorldGeometry {
  const countries = feature(world, world.objects.countries) as FeatureCollection<Polygon | MultiPolygon>;
  return {
    countries: {
      type: 'FeatureCollection',
      features: countries.features.map((country) => ({
        ...country,
        geometry: polygonOnOneSide(country.geometry),
        properties: { code: MARKET_BY_NUMERIC_ID[String(country.id)] ?? null },
      })),
    },
    borders: meshWithoutJumps(mesh(world, world.objects.countries, (a, b) => a !== b)),
    coastlines: meshWithoutJumps(mesh(world, world.objects.countries, (a, b) => a === b)),
  };
}
