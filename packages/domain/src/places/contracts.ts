import { z } from 'zod';
import { audienceRoles } from '../audiences/contracts';
import { defineEndpoint } from '../contract/define-endpoint';

const tag = 'Places';

/** SPEC 9: place search returns at most 5 results. */
export const PLACE_SEARCH_LIMIT = 5;

/** A place the audience map can centre on and drop a point at (a city of the gazetteer, or the external service's). */
export const place = z.object({
  /** Stable within the provider: the gazetteer's id, or the external service's place id. */
  id: z.string().max(80),
  name: z.string().max(200),
  /** Region or province, when the provider knows it. */
  region: z.string().max(200).nullable(),
  /** ISO 3166-1 alpha-2; any country of the world, not only the network's markets. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  population: z.number().int().nonnegative().nullable(),
});
export type Place = z.infer<typeof place>;

export const placeSearchQuery = z.object({
  search: z.string().trim().max(120).default(''),
  /** The audience's countries, comma-separated ISO codes: their places rank first. */
  countries: z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z]{2}( *, *[A-Za-z]{2})*$/, 'must be comma-separated two-letter country codes')
    .optional(),
});
export type PlaceSearchQuery = z.input<typeof placeSearchQuery>;
export const placeSearchResponse = z.array(place).max(PLACE_SEARCH_LIMIT);
export type PlaceSearchResponse = z.infer<typeof placeSearchResponse>;

export const searchPlaces = defineEndpoint({
  operationId: 'places.search',
  method: 'GET',
  path: '/places',
  tag,
  summary:
    'Places by name prefix, accent-insensitive, most populous first, at most 5 (a failing provider gives an empty list)',
  access: audienceRoles,
  query: placeSearchQuery,
  response: placeSearchResponse,
});

export const searchPlacesPublic = defineEndpoint({
  ...searchPlaces,
  operationId: 'places.searchPublic',
  path: '/places/unauthenticated',
  summary: 'Place search for the public audience demo',
  access: 'public',
});

export const reverseGeocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export type ReverseGeocodeQuery = z.input<typeof reverseGeocodeQuery>;
/** The nearest known place to a clicked point, or null where there is none (open sea). */
export const reverseGeocodeResponse = z.object({
  place: place.nullable(),
  distanceMeters: z.number().nullable(),
});
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponse>;

export const reverseGeocode = defineEndpoint({
  operationId: 'places.reverse',
  method: 'GET',
  path: '/places/reverse',
  tag,
  summary: 'The nearest place to a point, to name a point clicked on the map',
  access: audienceRoles,
  query: reverseGeocodeQuery,
  response: reverseGeocodeResponse,
});

export const reverseGeocodePublic = defineEndpoint({
  ...reverseGeocode,
  operationId: 'places.reversePublic',
  path: '/places/reverse/unauthenticated',
  summary: 'Reverse geocoding for the public audience demo',
  access: 'public',
});
