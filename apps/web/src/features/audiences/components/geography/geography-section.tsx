import type { AudienceFilters, GeoCoordinate } from '@adcontrol/domain/audiences/audience';
import type { Place } from '@adcontrol/domain/places/contracts';
import type { CountryCode } from '@adcontrol/domain/shared/enums';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reverseGeocodeAt } from '../../api/places';
import { CoordinateUpload } from './coordinate-upload';
import { CountriesField } from './countries-field';
import { GeographyMap } from './geography-map';
import {
  countriesOf,
  formatCoordinates,
  type LatLng,
  type LookupMode,
  newPoint,
  pointsOf,
  radiusOf,
  withCountries,
  withPointChanged,
  withPointRemoved,
  withPointsAdded,
  withResidents,
} from './geography-values';
import { type Bounds, type CameraRequest, circleBounds, defaultView, unionBounds } from './map-view';
import { MyLocationButton } from './my-location-button';
import { PlaceSearch, placeLabel } from './place-search';
import { PointList } from './point-list';
import { RadiusField } from './radius-field';
import { ResidentsField } from './residents-field';

export type Geolocalization = AudienceFilters['geolocalization'];

export type { LookupMode } from './geography-values';

export interface GeographySectionProps {
  /** The audience's geography: countries (`type: 'country'`), points, residents or indistinct, default radius. */
  value: Geolocalization;
  onChange: (next: Geolocalization) => void;
  lookups: LookupMode;
  /** The field error the save returned for the geography (e.g. 'needs at least one location or point'). */
  error?: string;
}

/** The least view "Use my location" opens on: a few streets around the person. */
const MY_LOCATION_MIN_RADIUS = 300;

/** How long a radius must stay still before the map fits its circle. */
export const RADIUS_FIT_DELAY_MS = 400;

type CameraMove = { kind: 'fit'; bounds: Bounds } | { kind: 'fly'; center: LatLng; radius: number };

/**
 * The Geography section of the audience builder: countries, the map with its points (clicked, searched or
 * uploaded from an .xlsx), each with its radius and included or excluded, residents or indistinct.
 */
export function GeographySection({ value, onChange, lookups, error }: GeographySectionProps) {
  const { t } = useTranslation();
  // A point named by a lookup lands after the lookup answers: it joins the geography as it is by then.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: Geolocalization) => {
    latest.current = next;
    onChange(next);
  };
  const countries = useMemo(() => countriesOf(value), [value]);
  const points = useMemo(() => pointsOf(value), [value]);
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Said politely to screen readers, and shown: a lookup under way, then the point it added.
  const [status, setStatus] = useState('');
  const [camera, setCamera] = useState<CameraRequest | null>(null);
  const moveCamera = (move: CameraMove) => setCamera((last) => ({ ...move, id: (last?.id ?? 0) + 1 }));
  // A radius typed digit by digit (5, 50, 500, 5000) fits the map once, to the circle it ends with.
  const refit = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refit.current), []);
  const fitLater = (move: CameraMove) => {
    clearTimeout(refit.current);
    refit.current = setTimeout(() => moveCamera(move), RADIUS_FIT_DELAY_MS);
  };

  const addPoint = (center: LatLng, name: string) => {
    change(withPointsAdded(latest.current, [newPoint(center, name, latest.current.defaultRadio)]));
    setStatus(t('audience.geography.points.added', { name }));
  };

  const pickOnMap = async (center: LatLng) => {
    setNotice(null);
    setStatus(t('audience.geography.map.lookingUp'));
    let name = formatCoordinates(center);
    try {
      const place = await reverseGeocodeAt(lookups, center);
      if (place) name = placeLabel(place);
    } catch {
      // SPEC 8: the point is kept, named by its coordinates, and the person learns why.
      setNotice(t('messages.maps.locationUnavailable'));
    }
    addPoint(center, name);
  };

  const pickPlace = (place: Place) => {
    const center = { lat: place.lat, lng: place.lng };
    addPoint(center, placeLabel(place));
    moveCamera({ kind: 'fly', center, radius: latest.current.defaultRadio });
  };

  const chooseCountries = (codes: CountryCode[]) => {
    const next = withCountries(latest.current, codes);
    change(next);
    moveCamera({ kind: 'fit', bounds: defaultView(codes, codes.length ? [] : pointsOf(next)) });
  };

  const addUploaded = (uploaded: GeoCoordinate[]) => {
    change(withPointsAdded(latest.current, uploaded));
    const bounds = unionBounds(
      uploaded.flatMap((point) =>
        point.center ? [circleBounds(point.center, radiusOf(point, latest.current.defaultRadio))] : [],
      ),
    );
    if (bounds) moveCamera({ kind: 'fit', bounds });
  };

  return (
    <Stack spacing={3}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <CountriesField value={countries} onChange={chooseCountries} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'flex-start' } }}>
        <ResidentsField
          isResidents={value.residentes}
          onChange={(on) => change(withResidents(latest.current, on))}
        />
        <Box sx={{ width: { xs: '100%', sm: 260 } }}>
          <RadiusField
            label={t('audience.geography.radius.default')}
            value={value.defaultRadio}
            onChange={(meters) => change({ ...latest.current, defaultRadio: meters })}
          />
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <PlaceSearch lookups={lookups} countries={countries} onPick={pickPlace} />
        <MyLocationButton
          onLocated={(center, accuracy) => {
            setNotice(null);
            // The circle of the browser's uncertainty, at least a street's width, so the view is not a blur.
            moveCamera({ kind: 'fly', center, radius: Math.max(accuracy, MY_LOCATION_MIN_RADIUS) });
            setStatus(t('audience.geography.map.centredOnYou'));
          }}
          onFailed={() => setNotice(t('messages.maps.locationUnavailable'))}
        />
        <CoordinateUpload lookups={lookups} onPoints={addUploaded} />
      </Stack>
      {/* The map and its list sit side by side only when the section itself is wide enough for both. */}
      <Box sx={{ containerType: 'inline-size' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'minmax(0, 1fr)',
            alignItems: 'start',
            '@container (min-width: 800px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(320px, 1fr)' },
          }}
        >
          <Stack spacing={1}>
            <GeographyMap
              points={points}
              countries={countries}
              camera={camera}
              onPick={pickOnMap}
              lookups={lookups}
            />
            <Typography variant="body2" color="text.secondary">
              {t('audience.geography.map.help')}
            </Typography>
            <Typography variant="body2" role="status">
              {status}
            </Typography>
            {notice && (
              <Alert severity="warning" onClose={() => setNotice(null)}>
                {notice}
              </Alert>
            )}
          </Stack>
          <Box
            component="section"
            aria-label={t('audience.geography.points.title')}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              '@container (min-width: 800px)': { maxHeight: 480 },
              overflowY: 'auto',
            }}
          >
            <Typography variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5 }}>
              {t('audience.geography.points.title')} ({points.length})
            </Typography>
            <PointList
              points={points}
              selected={selected}
              onSelect={(point) => {
                setSelected(point.index);
                moveCamera({ kind: 'fly', center: point.center, radius: point.radius });
              }}
              onRadius={(point, meters) => {
                change(withPointChanged(latest.current, point.index, { radio: meters }));
                fitLater({ kind: 'fly', center: point.center, radius: meters });
              }}
              onIncluded={(index, included) => change(withPointChanged(latest.current, index, { included }))}
              onRemove={(index) => {
                setSelected(null);
                change(withPointRemoved(latest.current, index));
              }}
            />
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
