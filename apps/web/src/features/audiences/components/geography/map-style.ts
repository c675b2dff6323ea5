import type { CircleMarkerOptions, PathOptions } from 'leaflet';
import type { MapPalette } from './map-palette';

/** A country's fill: tinted when it is one of the audience's chosen markets. Strokes are the border layers'. */
export function countryStyle(palette: MapPalette, isChosen: boolean): PathOptions {
  return {
    stroke: false,
    fill: true,
    fillColor: isChosen ? palette.chosenLand : palette.land,
    fillOpacity: 1,
    interactive: false,
  };
}

export function borderStyle(palette: MapPalette): PathOptions {
  return { color: palette.border, weight: 0.8, opacity: 1, fill: false, interactive: false };
}

export function coastStyle(palette: MapPalette): PathOptions {
  return { color: palette.coast, weight: 1, opacity: 1, fill: false, interactive: false };
}

/** Included points are drawn in the success colour, excluded ones in the error colour. */
const colourOf = (palette: MapPalette, isIncluded: boolean) =>
  isIncluded ? palette.included : palette.excluded;

/** A point's area on the ground: filled at 22 % and outlined. */
export function circleStyle(palette: MapPalette, isIncluded: boolean): PathOptions {
  const colour = colourOf(palette, isIncluded);
  return { color: colour, weight: 2, fillColor: colour, fillOpacity: 0.22, interactive: false };
}

/** A dot of fixed size at each centre, so a 100 m point stays visible from a whole continent away. */
export function centerStyle(palette: MapPalette, isIncluded: boolean): CircleMarkerOptions {
  return {
    radius: 5,
    color: palette.centerStroke,
    weight: 2,
    fillColor: colourOf(palette, isIncluded),
    fillOpacity: 1,
    interactive: false,
  };
}

/** A town of the offline map: a small dot in the colour of its label. */
export function townDotStyle(palette: MapPalette): CircleMarkerOptions {
  return { radius: 2.5, stroke: false, fillColor: palette.label, fillOpacity: 1, interactive: false };
}
