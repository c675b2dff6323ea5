import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';

export type Geolocalization = AudienceFilters['geolocalization'];

/** Which endpoint variants the builder's lookups use: the signed-in ones, or the public demo's. */
export type LookupMode = 'private' | 'public';

export interface GeographySectionProps {
  /** The audience's geography: countries (`type: 'country'`), points, residents or indistinct, default radius. */
  value: Geolocalization;
  onChange: (next: Geolocalization) => void;
  lookups: LookupMode;
  /** The field error the save returned for the geography (e.g. 'needs at least one location or point'). */
  error?: string;
}

/**
 * The Geography section of the audience builder: countries, the map with its points (clicked, searched or
 * uploaded from an .xlsx), each with its radius and included or excluded, residents or indistinct.
 * Interface only for now: the section itself lands with the map.
 */
export function GeographySection(_props: GeographySectionProps) {
  return null;
}
