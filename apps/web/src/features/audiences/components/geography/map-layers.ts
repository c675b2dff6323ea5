import type { Place } from '@adcontrol/domain/places/contracts';
import type { Feature, MultiLineString } from 'geojson';
import {
  circle,
  circleMarker,
  geoJSON,
  type LatLngBounds,
  type Layer,
  type LayerGroup,
  latLngBounds,
  layerGroup,
  tileLayer,
} from 'leaflet';
import type { WorldGeometry } from './base-map';
import type { IndexedPoint } from './geography-values';
import type { MapPalette } from './map-palette';
import { borderStyle, centerStyle, circleStyle, coastStyle, countryStyle, townDotStyle } from './map-style';
import { type Bounds, MAX_ZOOM } from './map-view';

/** Where the base map comes from: the shipped world geometry, or the deployment's raster tiles. */
export type BaseMap = { kind: 'offline'; world: WorldGeometry } | { kind: 'tiles'; tileUrl: string };

/** The base map as layers, and how to repaint it when the theme's mode or the chosen countries change. */
export interface BaseLayers {
  layer: Layer;
  restyle: (palette: MapPalette, chosen: readonly string[]) => void;
}

/** The deployment's tiles go to zoom 19; past it, up to the map's maximum, the last tiles are enlarged. */
const TILE_NATIVE_MAX_ZOOM = 19;

const lines = (geometry: MultiLineString): Feature<MultiLineString> => ({
  type: 'Feature',
  geometry,
  properties: {},
});

function offlineLayers(world: WorldGeometry, palette: MapPalette): BaseLayers {
  // Nothing on the base map answers the pointer: a click anywhere is the map's, and the canvas skips hit tests.
  const countries = geoJSON(world.countries, {
    attribution: 'Natural Earth',
    interactive: false,
    style: () => countryStyle(palette, false),
  });
  const borders = geoJSON(lines(world.borders), { interactive: false, style: () => borderStyle(palette) });
  const coast = geoJSON(lines(world.coastlines), { interactive: false, style: () => coastStyle(palette) });
  return {
    layer: layerGroup([countries, borders, coast]),
    restyle(next, chosen) {
      const isChosen = new Set(chosen);
      countries.setStyle((country) => countryStyle(next, isChosen.has(country?.properties.code)));
      borders.setStyle(borderStyle(next));
      coast.setStyle(coastStyle(next));
    },
  };
}

function tileLayers(tileUrl: string): BaseLayers {
  const tiles = tileLayer(tileUrl, { tileSize: 256, maxNativeZoom: TILE_NATIVE_MAX_ZOOM, maxZoom: MAX_ZOOM });
  return {
    layer: tiles,
    restyle(palette) {
      const container = tiles.getContainer();
      if (container) container.style.filter = palette.tileFilter;
    },
  };
}

export function baseLayers(base: BaseMap, palette: MapPalette): BaseLayers {
  return base.kind === 'offline' ? offlineLayers(base.world, palette) : tileLayers(base.tileUrl);
}

/**
 * Each point as a circle of its true radius in metres on the ground, then a dot at every centre: the dots
 * come last so that no circle covers another point's centre.
 */
export function pointLayers(points: readonly IndexedPoint[], palette: MapPalette): LayerGroup {
  const at = (point: IndexedPoint): [number, number] => [point.center.lat, point.center.lng];
  return layerGroup([
    ...points.map((point) =>
      circle(at(point), { radius: point.radius, ...circleStyle(palette, point.included) }),
    ),
    ...points.map((point) => circleMarker(at(point), centerStyle(palette, point.included))),
  ]);
}

/** Town names over the offline base map once it is zoomed past its countries: a dot and the name beside it. */
export function townLayer(towns: readonly Place[], palette: MapPalette): LayerGroup {
  return layerGroup(
    towns.map((town) => {
      // Text, never markup: the names come from a gazetteer or an external service.
      const label = document.createElement('span');
      label.textContent = town.name;
      return circleMarker([town.lat, town.lng], townDotStyle(palette)).bindTooltip(label, {
        permanent: true,
        direction: 'right',
        offset: [4, 0],
        className: 'audience-map-town',
        interactive: false,
      });
    }),
  );
}

export function toLatLngBounds([west, south, east, north]: Bounds): LatLngBounds {
  return latLngBounds([south, west], [north, east]);
}
