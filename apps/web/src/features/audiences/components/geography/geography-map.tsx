import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Component, lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../../lib/use-near-viewport';
import { useMapTileUrl } from '../../api/map-tiles';
import type { AudienceMapProps } from './audience-map';
import { MapFrame, MapSkeleton } from './map-frame';

// Leaflet and the map's code load with the section, never with the pages before it.
const AudienceMap = lazy(() => import('./audience-map').then((module) => ({ default: module.AudienceMap })));

class MapLoadBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };
  static getDerivedStateFromError() {
    return { hasFailed: true };
  }
  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

/**
 * The map, loaded on demand as it nears the screen (on a phone it starts below the first one: Leaflet, the
 * world's shapes and the map's drawing wait for the reader, decision 073); a skeleton holds its place
 * meanwhile, and a note replaces it if it cannot load.
 */
export function GeographyMap(props: Omit<AudienceMapProps, 'tileUrl'>) {
  const place = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(place);
  return <Box ref={place}>{isNear ? <NearMap {...props} /> : <MapSkeleton />}</Box>;
}

function NearMap(props: Omit<AudienceMapProps, 'tileUrl'>) {
  const { t } = useTranslation();
  const { isLoading, tileUrl } = useMapTileUrl();
  if (isLoading) return <MapSkeleton />;
  const unavailable = (
    <MapFrame>
      <Alert severity="warning">{t('audience.geography.map.unavailable')}</Alert>
    </MapFrame>
  );
  return (
    <MapLoadBoundary fallback={unavailable}>
      <Suspense fallback={<MapSkeleton />}>
        <AudienceMap {...props} tileUrl={tileUrl} />
      </Suspense>
    </MapLoadBoundary>
  );
}
