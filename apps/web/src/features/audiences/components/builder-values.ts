import {
  type Audience,
  type AudienceFilters,
  type AudienceOptions,
  audienceFilters,
} from '@adcontrol/domain/audiences/audience';

export interface BuilderValues {
  name: string;
  filters: AudienceFilters;
  options: AudienceOptions;
}

/** A new audience: the contract's defaults (SPEC 3: radius 100, battery 0 to 100, indistinct places). */
export function emptyFilters(): AudienceFilters {
  return audienceFilters.parse({});
}

export function initialValues(audience?: Audience): BuilderValues {
  return {
    name: audience?.name ?? '',
    filters: audience ? audienceFilters.parse(audience.filters) : emptyFilters(),
    options: { ignoreMultiplier: audience?.options.ignoreMultiplier ?? false },
  };
}

/** The country codes of the audience's included countries, which scope the app and carrier lookups. */
export function chosenCountries(filters: AudienceFilters): string[] {
  const codes = filters.geolocalization.coordinates
    .filter((point) => point.type === 'country' && point.included && point.countryCode)
    .map((point) => point.countryCode as string);
  return [...new Set(codes)].sort();
}
