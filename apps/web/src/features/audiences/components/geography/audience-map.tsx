import 'leaflet/dist/leaflet.css';
import type { Place } from '@adcontrol/domain/places/contracts';
import type { CountryCode } from '@adcontrol/domain/shared/enums';
import Alert from '@mui/material/Alert';
import { useTheme } from '@mui/material/styles';
import { control, type FitBoundsOptions, Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTownsInView } from '../../api/places';
import { loadWorldGeometry, type WorldGeometry } from './base-map';
import type { IndexedPoint, LatLng, LookupMode } from './geography-values';
import { MapFrame, MapGestureHint, MapNote, MapSkeleton } from './map-frame';
import { cooperativeGestures, isMac, isTouchFirst, prefersReducedMotion } from './map-gestures';
import {
  type BaseLayers,
  type BaseMap,
  baseLayers,
  pointLayers,
  toLatLngBounds,
  townLayer,
} from './map-layers';
import { mapPalette } from './map-palette';
import {
  type Bounds,
  type CameraRequest,
  circleBounds,
  clampToWorld,
  DEFAULT_ZOOM,
  defaultView,
  MAX_ZOOM,
  MIN_ZOOM,
  uncrowded,
} from './map-view';
import { useGestureHint } from './use-gesture-hint';

export interface AudienceMapProps {
  points: IndexedPoint[];
  countries: CountryCode[];
  camera: CameraRequest | null;
  /** The deployment's raster tiles, or null for the shipped offline base map. */
  tileUrl: string | null;
  /** A click on the map: where a new point goes. */
  onPick: (center: LatLng) => void;
  /** Which variant of the town lookup labels the offline map: the signed-in one, or the public demo's. */
  lookups: LookupMode;
}

/** From here the offline map names the towns in view: closer than its countries and coastlines say much. */
const TOWN_ZOOM = 7;
/** From here a view is a few streets wide, which the offline map does not draw: a note says so. */
const STREET_ZOOM = 12;

/** Camera moves the app makes by itself never come closer than SPEC 9's default zoom. */
const FIT: FitBoundsOptions = { padding: [32, 32], maxZoom: DEFAULT_ZOOM };

/** Leaflet times a flight by its length (3 to 4 s from a country to a street); the list should answer sooner. */
const FLIGHT_SECONDS = 1.5;

/**
 * Leaflet draws one world, without copies. Panning may go 90° past its edges (open sea) so that a view
 * wider than the world can still centre on the markets; a click out there adds nothing.
 */
const PANNABLE = toLatLngBounds([-270, -90, 270, 90]);

/** The base map, as one object for as long as it stays the same (a new one recreates the map). */
function useBaseMap(tileUrl: string | null): BaseMap | 'failed' | null {
  const [world, setWorld] = useState<WorldGeometry | 'failed' | null>(null);
  useEffect(() => {
    if (tileUrl) return;
    let isCurrent = true;
    loadWorldGeometry().then(
      (loaded) => isCurrent && setWorld(loaded),
      () => isCurrent && setWorld('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [tileUrl]);
  return useMemo(() => {
    if (tileUrl) return { kind: 'tiles', tileUrl };
    return world === null || world === 'failed' ? world : { kind: 'offline', world };
  }, [tileUrl, world]);
}

function createMap(container: HTMLElement, base: BaseLayers, bounds: ReturnType<typeof toLatLngBounds>) {
  const isStill = prefersReducedMotion();
  const map = new LeafletMap(container, {
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    zoomSnap: 0.25,
    maxBounds: PANNABLE,
    maxBoundsViscosity: 1,
    preferCanvas: true,
    zoomControl: false,
    attributionControl: false,
    // A double click would also be two clicks, each adding a point.
    doubleClickZoom: false,
    dragging: !isTouchFirst(),
    zoomAnimation: !isStill,
    fadeAnimation: !isStill,
  });
  map.fitBounds(bounds, { ...FIT, animate: false });
  base.layer.addTo(map);
  return map;
}

/** The audience's map: countries and coastlines (or the deployment's tiles), each point as a circle of its radius. */
export function AudienceMap({ points, countries, camera, tileUrl, onPick, lookups }: AudienceMapProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const palette = useMemo(() => mapPalette(theme), [theme]);
  const base = useBaseMap(tileUrl);
  const containerRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<{ map: LeafletMap; base: BaseLayers } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [hint, showHint] = useGestureHint();
  // What the map is created with; later changes reach it through the effects below.
  const latest = useRef({ points, countries, palette, onPick });
  latest.current = { points, countries, palette, onPick };

  useEffect(() => {
    const container = containerRef.current;
    if (!base || base === 'failed' || !container) return;
    const { points: initialPoints, countries: initialCountries, palette: initialPalette } = latest.current;
    const layers = baseLayers(base, initialPalette);
    let map: LeafletMap;
    try {
      map = createMap(container, layers, toLatLngBounds(defaultView(initialCountries, initialPoints)));
    } catch {
      setHasFailed(true);
      return;
    }
    map.on('click', ({ latlng: { lat, lng } }) => {
      if (Math.abs(lng) <= 180) latest.current.onPick({ lat, lng });
    });
    const stopGestures = cooperativeGestures(container, showHint);
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    setView({ map, base: layers });
    return () => {
      setView(null);
      resize.disconnect();
      stopGestures();
      map.remove();
    };
  }, [base, showHint]);

  useEffect(() => {
    if (!view) return;
    view.base.restyle(palette, countries);
    const container = view.map.getContainer();
    container.style.backgroundColor = palette.water;
    container.style.setProperty('--audience-map-label', palette.label);
    container.style.setProperty('--audience-map-halo', palette.labelHalo);
  }, [view, palette, countries]);

  const isOffline = base !== null && base !== 'failed' && base.kind === 'offline';
  // Where the offline map looks, to name its towns and to say that streets are not drawn.
  const [viewBox, setViewBox] = useState<{ zoom: number; bounds: Bounds } | null>(null);
  useEffect(() => {
    if (!view || !isOffline) return;
    const update = () => {
      const shown = view.map.getBounds();
      setViewBox({
        zoom: view.map.getZoom(),
        bounds: [shown.getWest(), shown.getSouth(), shown.getEast(), shown.getNorth()],
      });
    };
    update();
    view.map.on('moveend', update);
    return () => {
      view.map.off('moveend', update);
    };
  }, [view, isOffline]);
  const towns = useTownsInView(
    lookups,
    viewBox && viewBox.zoom >= TOWN_ZOOM ? clampToWorld(viewBox.bounds) : null,
  );
  const shownTowns = viewBox && viewBox.zoom >= TOWN_ZOOM ? towns.data : undefined;
  useEffect(() => {
    if (!view || !shownTowns?.length || !viewBox) return;
    const at = (town: Place) => view.map.latLngToContainerPoint([town.lat, town.lng]);
    const layer = townLayer(uncrowded(shownTowns, at), palette).addTo(view.map);
    return () => {
      layer.remove();
    };
  }, [view, shownTowns, palette, viewBox]);

  useEffect(() => {
    if (!view) return;
    const layers = pointLayers(points, palette).addTo(view.map);
    return () => {
      layers.remove();
    };
  }, [view, points, palette]);

  // The map stays left-to-right; its zoom buttons sit at the reading side's start, its sources at the end.
  useEffect(() => {
    if (!view) return;
    const isRtl = theme.direction === 'rtl';
    const container = view.map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', t('audience.geography.map.label'));
    const zoom = control.zoom({
      position: isRtl ? 'topright' : 'topleft',
      zoomInTitle: t('audience.geography.map.zoomIn'),
      zoomOutTitle: t('audience.geography.map.zoomOut'),
    });
    const attribution = control.attribution({
      position: isRtl ? 'bottomleft' : 'bottomright',
      prefix: false,
    });
    zoom.addTo(view.map);
    attribution.addTo(view.map);
    return () => {
      zoom.remove();
      attribution.remove();
    };
  }, [view, theme.direction, t]);

  useEffect(() => {
    if (!view || !camera) return;
    const bounds = camera.kind === 'fit' ? camera.bounds : circleBounds(camera.center, camera.radius);
    view.map.flyToBounds(toLatLngBounds(bounds), {
      ...FIT,
      duration: FLIGHT_SECONDS,
      animate: !prefersReducedMotion(),
    });
  }, [view, camera]);

  if (hasFailed || base === 'failed') {
    return (
      <MapFrame>
        <Alert severity="warning">{t('audience.geography.map.unavailable')}</Alert>
      </MapFrame>
    );
  }
  const hintText =
    hint.kind === 'touch'
      ? t('audience.geography.map.gestureMobile')
      : t(isMac() ? 'audience.geography.map.gestureMac' : 'audience.geography.map.gestureWindows');
  return (
    <MapFrame>
      <div ref={containerRef} dir="ltr" style={{ position: 'absolute', inset: 0 }} />
      <MapGestureHint text={hintText} isShown={hint.isShown} />
      {isOffline && viewBox && viewBox.zoom >= STREET_ZOOM && (
        <MapNote text={t('audience.geography.map.noStreets')} />
      )}
      {!view && <MapSkeleton overlay />}
    </MapFrame>
  );
}
