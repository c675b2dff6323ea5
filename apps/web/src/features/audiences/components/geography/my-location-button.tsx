import MyLocationOutlined from '@mui/icons-material/MyLocationOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LatLng } from './geography-values';

/** Long enough for a phone to get a fix; past it the browser's position counts as unavailable. */
const LOCATE_TIMEOUT_MS = 10_000;

interface MyLocationButtonProps {
  /** Where the browser says the person is, and how sure it is (metres). */
  onLocated: (center: LatLng, accuracy: number) => void;
  /** Refused, unavailable, timed out, or a browser without geolocation. */
  onFailed: () => void;
}

/** "Use my location": asks the browser where the person is, to centre the map there. */
export function MyLocationButton({ onLocated, onFailed }: MyLocationButtonProps) {
  const { t } = useTranslation();
  const [isLocating, setIsLocating] = useState(false);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      onFailed();
      return;
    }
    setIsLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setIsLocating(false);
        onLocated({ lat: coords.latitude, lng: coords.longitude }, coords.accuracy);
      },
      () => {
        setIsLocating(false);
        onFailed();
      },
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };
  return (
    <Button
      variant="outlined"
      startIcon={<MyLocationOutlined />}
      loading={isLocating}
      loadingPosition="start"
      onClick={locate}
      sx={{ flexShrink: 0, alignSelf: 'flex-start' }}
    >
      {t('audience.geography.map.myLocation')}
    </Button>
  );
}
