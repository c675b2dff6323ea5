import { createTheme } from '@mui/material/styles';
import { Circle, type CircleMarker } from 'leaflet';
import { describe, expect, it } from 'vitest';
import { readRadius } from '../geography-values';
import { pointLayers } from '../map-layers';
import { mapPalette } from '../map-palette';
import { circleBounds, defaultView, MARKET_BOUNDS, uncrowded } from '../map-view';

const santiago = {
  index: 3,
  name: 'Santiago',
  center: { lat: -33.45, lng: -70.67 },
  radius: 2_500,
  included: false,
};

describe('the map geometry', () => {
  it('draws a point as a circle of its radius in metres, in its inclusion colour, with a dot at its centre', () => {
    const palette = mapPalette(createTheme());
    const valparaiso = { ...santiago, index: 4, center: { lat: -33.05, lng: -71.61 }, included: true };
    const layers = pointLayers([santiago, valparaiso], palette).getLayers();
    const circles = layers.filter((layer): layer is Circle => layer instanceof Circle);
    const centers = layers.filter((layer): layer is CircleMarker => !(layer instanceof Circle));
    expect(layers.slice(0, 2)).toEqual(circles);
    expect(circles.map((circle) => circle.getRadius())).toEqual([2_500, 2_500]);
    expect(circles[0]?.getLatLng()).toMatchObject({ lat: -33.45, lng: -70.67 });
    expect(circles.map((circle) => circle.options.color)).toEqual([palette.excluded, palette.included]);
    expect(centers.map((center) => [center.getLatLng().lng, center.options.fillColor])).toEqual([
      [-70.67, palette.excluded],
      [-71.61, palette.included],
    ]);
    expect(centers[0]?.getRadius()).toBe(5);
  });

  it('opens on the chosen countries and points, or on all the markets', () => {
    expect(defaultView(['CL'], [])).toEqual(MARKET_BOUNDS.CL);
    const [west, south, east, north] = defaultView([], [{ center: santiago.center, radius: 11_132 }]);
    expect(north - south).toBeCloseTo(0.2, 3);
    expect(east - west).toBeGreaterThan(0.2);
    const markets = defaultView([], []);
    expect(markets[0]).toBe(MARKET_BOUNDS.US[0]);
    expect(markets[1]).toBe(MARKET_BOUNDS.CL[1]);
    expect(markets[2]).toBe(MARKET_BOUNDS.ES[2]);
  });

  it('keeps a circle’s bounds on the map near the poles', () => {
    expect(circleBounds({ lat: 84.9, lng: 179.9 }, 500_000)).toEqual([
      expect.any(Number),
      expect.any(Number),
      180,
      85,
    ]);
  });

  it('reads a radius as typed, with one decimal point or comma, and names what is wrong instead of rewriting it', () => {
    expect(readRadius('1.5')).toEqual({ meters: 1.5 });
    expect(readRadius('1,5')).toEqual({ meters: 1.5 });
    expect(readRadius('500000')).toEqual({ meters: 500_000 });
    expect(readRadius('999999')).toEqual({ problem: 'tooLarge' });
    expect(readRadius('1a2b0')).toEqual({ problem: 'invalid' });
    expect(readRadius('1.2.3')).toEqual({ problem: 'invalid' });
    expect(readRadius('0')).toEqual({ problem: 'invalid' });
    expect(readRadius('')).toEqual({ problem: 'invalid' });
  });

  it('names the most populous towns first and leaves out a name that would cover one already placed', () => {
    const town = (name: string, population: number, x: number, y: number) => ({ name, population, x, y });
    const towns = [
      town('Lo Prado', 100_000, 300, 205),
      town('Santiago', 5_000_000, 290, 200),
      town('Puente Alto', 600_000, 320, 300),
      town('Providencia', 140_000, 150, 212),
    ];
    const shown = uncrowded(towns, (each) => ({ x: each.x, y: each.y }));
    expect(shown.map((each) => each.name)).toEqual(['Santiago', 'Puente Alto', 'Providencia']);
  });
});
