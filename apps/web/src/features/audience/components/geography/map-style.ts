import type { FeatureCollection } from 'geojson';
import type {
  ExpressionSpecification,
  FilterSpecification,
  LayerSpecification,
  Map as MapLibreMap,
  StyleSpecification,
} from 'maplibre-gl';
import type { WorldGeometry } from './base-map';
import type { MapPalette } from './map-palette';

const empty = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });

/** Where the base map comes from: the shipped world geometry, or the deployment's raster tiles. */
export type BaseMap = { kind: 'offline'; world: WorldGeometry } | { kind: 'tiles'; tileUrl: string };

export function chosenCountriesFilter(codes: readonly string[]): FilterSpecification {
  return ['in', ['get', 'code'], ['literal', [...codes]]];
}

/** Included points are drawn in the success colour, excluded ones in the error colour. */
type PaintValue = Parameters<MapLibreMap['setPaintProperty']>[2];

const byInclusion = (palette: MapPalette): ExpressionSpecification => [
  'case',
  ['get', 'included'],
  palette.included,
  palette.excluded,
];

/** Every colour of the style, by layer: applied at creation and again when the theme's mode changes. */
export function paintOf(palette: MapPalette): Record<string, Record<string, PaintValue>> {
  return {
    water: { 'background-color': palette.water },
    land: { 'fill-color': palette.land },
    'land-chosen': { 'fill-color': palette.chosenLand },
    borders: { 'line-color': palette.border },
    coast: { 'line-color': palette.coast },
    tiles: { 'raster-brightness-max': palette.rasterBrightnessMax },
    'circles-fill': { 'fill-color': byInclusion(palette) },
    'circles-outline': { 'line-color': byInclusion(palette) },
    centers: { 'circle-color': byInclusion(palette), 'circle-stroke-color': palette.centerStroke },
  };
}

/**
 * Fill, line, circle and raster layers only: no symbol layer, so the map needs no glyphs or sprites from
 * anywhere. The points' circles are true-radius polygons in `circles`, their centres in `centers` (so a
 * 100 m point stays visible from a whole continent away).
 */
export function buildStyle(
  base: BaseMap,
  palette: MapPalette,
  chosen: readonly string[],
): StyleSpecification {
  const paint = paintOf(palette);
  const baseLayers: LayerSpecification[] =
    base.kind === 'offline'
      ? [
          { id: 'land', type: 'fill', source: 'countries', paint: paint.land },
          {
            id: 'land-chosen',
            type: 'fill',
            source: 'countries',
            filter: chosenCountriesFilter(chosen),
            paint: paint['land-chosen'],
          },
          { id: 'borders', type: 'line', source: 'borders', paint: { ...paint.borders, 'line-width': 0.8 } },
          { id: 'coast', type: 'line', source: 'coast', paint: { ...paint.coast, 'line-width': 1 } },
        ]
      : [{ id: 'tiles', type: 'raster', source: 'tiles', paint: paint.tiles }];
  const sources: StyleSpecification['sources'] =
    base.kind === 'offline'
      ? {
          countries: { type: 'geojson', data: base.world.countries, attribution: 'Natural Earth' },
          borders: {
            type: 'geojson',
            data: { type: 'Feature', geometry: base.world.borders, properties: {} },
          },
          coast: {
            type: 'geojson',
            data: { type: 'Feature', geometry: base.world.coastlines, properties: {} },
          },
        }
      : { tiles: { type: 'raster', tiles: [base.tileUrl], tileSize: 256, maxzoom: 19 } };
  return {
    version: 8,
    sources: {
      ...sources,
      circles: { type: 'geojson', data: empty() },
      centers: { type: 'geojson', data: empty() },
    },
    layers: [
      { id: 'water', type: 'background', paint: paint.water },
      ...baseLayers,
      {
        id: 'circles-fill',
        type: 'fill',
        source: 'circles',
        paint: { ...paint['circles-fill'], 'fill-opacity': 0.22 },
      },
      {
        id: 'circles-outline',
        type: 'line',
        source: 'circles',
        paint: { ...paint['circles-outline'], 'line-width': 2 },
      },
      {
        id: 'centers',
        type: 'circle',
        source: 'centers',
        paint: { ...paint.centers, 'circle-radius': 5, 'circle-stroke-width': 2 },
      },
    ] as LayerSpecification[],
  };
}
