import 'maplibre-gl/dist/maplibre-gl.css';
import type { CountryCode } from '@adcontrol/domain/shared/enums';
import Alert from '@mui/material/Alert';
import { useTheme } from '@mui/material/styles';
import {
  AttributionControl,
  type GeoJSONSource,
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
// MapLibre 6 under Vite: the worker is its own file, named explicitly.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWorldGeometry } from './base-map';
import type { IndexedPoint, LatLng } from './geography-values';
import { centerFeatures, circleFeatures } from './map-features';
import { MapFrame, MapSkeleton } from './map-frame';
import { mapPalette } from './map-palette';
import { type BaseMap, buildStyle, chosenCountriesFilter, paintOf } from './map-style';
import { type CameraRequest, circleBounds, DEFAULT_ZOOM, defaultView, MAX_ZOOM, MIN_ZOOM } from './map-view';

setWorkerUrl(workerUrl);

export interface AudienceMapProps {
  points: IndexedPoint[];
  countries: CountryCode[];
  camera: CameraRequest | null;
  /** The deployment's raster tiles, or null for the shipped offline base map. */
  tileUrl: string | null;
  /** A click on the map: where a new point goes. */
  onPick: (center: LatLng) => void;
}

const FIT = { padding: 32, maxZoom: DEFAULT_ZOOM } as const;

function useBaseMap(tileUrl: string | null): BaseMap | 'failed' | null {
  const [base, setBase] = useState<BaseMap | 'failed' | null>(tileUrl ? { kind: 'tiles', tileUrl } : null);
  useEffect(() => {
    if (tileUrl) return setBase({ kind: 'tiles', tileUrl });
    let isCurrent = true;
    loadWorldGeometry().then(
      (world) => isCurrent && setBase({ kind: 'offline', world }),
      () => isCurrent && setBase('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [tileUrl]);
  return base;
}

/** The audience's map: countries and coastlines (or the deployment's tiles), each point as a circle of its radius. */
export function AudienceMap({ points, countries, camera, tileUrl, onPick }: AudienceMapProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const palette = useMemo(() => mapPalette(theme), [theme]);
  const base = useBaseMap(tileUrl);
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  // What the map is created with; later changes reach it through the effects below.
  const latest = useRef({ points, countries, palette, onPick });
  latest.current = { points, countries, palette, onPick };

  useEffect(() => {
    if (!base || base === 'failed' || !containerRef.current) return;
    const { points: initialPoints, countries: initialCountries, palette: initialPalette } = latest.current;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container: containerRef.current,
        style: buildStyle(base, initialPalette, initialCountries),
        bounds: defaultView(initialCountries, initialPoints),
        fitBoundsOptions: FIT,
        minZoom: MIN_ZOOM,
        maxZoom: MAX_ZOOM,
        // One finger (or the wheel alone) scrolls the page; two fingers (or Ctrl + wheel) move the map.
        cooperativeGestures: true,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        attributionControl: false,
        locale: {
          'Map.Title': t('audience.geography.map.label'),
          'NavigationControl.ZoomIn': t('audience.geography.map.zoomIn'),
          'NavigationControl.ZoomOut': t('audience.geography.map.zoomOut'),
          'AttributionControl.ToggleAttribution': t('audience.geography.map.attribution'),
          'CooperativeGesturesHandler.WindowsHelpText': t('audience.geography.map.gestureWindows'),
          'CooperativeGesturesHandler.MacHelpText': t('audience.geography.map.gestureMac'),
          'CooperativeGesturesHandler.MobileHelpText': t('audience.geography.map.gestureMobile'),
        },
      });
    } catch {
      setHasFailed(true);
      return;
    }
    created.on('click', (event) => latest.current.onPick({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
    created.on('load', () => setMap(created));
    return () => {
      setMap(null);
      created.remove();
    };
  }, [base, t]);

  useEffect(() => {
    if (!map) return;
    (map.getSource('circles') as GeoJSONSource | undefined)?.setData(circleFeatures(points));
    (map.getSource('centers') as GeoJSONSource | undefined)?.setData(centerFeatures(points));
  }, [map, points]);

  useEffect(() => {
    if (map?.getLayer('land-chosen')) map.setFilter('land-chosen', chosenCountriesFilter(countries));
  }, [map, countries]);

  useEffect(() => {
    if (!map) return;
    for (const [layer, paint] of Object.entries(paintOf(palette))) {
      if (!map.getLayer(layer)) continue;
      for (const [property, value] of Object.entries(paint)) {
        map.setPaintProperty(layer, property as Parameters<MapLibreMap['setPaintProperty']>[1], value);
      }
    }
  }, [map, palette]);

  // The canvas stays left-to-right; its controls move to the reading side's far corner.
  useEffect(() => {
    if (!map) return;
    const isRtl = theme.direction === 'rtl';
    const navigation = new NavigationControl({ showCompass: false });
    const attribution = new AttributionControl({ compact: true });
    map.addControl(navigation, isRtl ? 'top-left' : 'top-right');
    map.addControl(attribution, isRtl ? 'bottom-left' : 'bottom-right');
    return () => {
      map.removeControl(navigation);
      map.removeControl(attribution);
    };
  }, [map, theme.direction]);

  useEffect(() => {
    if (!map || !camera) return;
    const bounds = camera.kind === 'fit' ? camera.bounds : circleBounds(camera.center, camera.radius);
    map.fitBounds(bounds, FIT);
  }, [map, camera]);

  if (hasFailed || base === 'failed') {
    return (
      <MapFrame>
        <Alert severity="warning">{t('audience.geography.map.unavailable')}</Alert>
      </MapFrame>
    );
  }
  return (
    <MapFrame>
      <div ref={containerRef} dir="ltr" style={{ position: 'absolute', inset: 0 }} />
      {!map && <MapSkeleton overlay />}
    </MapFrame>
  );
}
