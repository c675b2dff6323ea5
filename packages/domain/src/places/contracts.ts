import { z } from 'zod';
import { audienceRoles, isoCodeList } from '../audiences/contracts';
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
  countries: isoCodeList.optional(),
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

/** Most towns a view of the map is labelled with. */
export const PLACES_WITHIN_LIMIT = 40;
/** The widest view, in degrees of latitude or longitude, that is labelled with towns (about zoom 6). */
export const PLACES_WITHIN_MAX_DEGREES = 12;

export const placesWithinQuery = z.object({
  west: z.coerce.number().min(-180).max(180),
  south: z.coerce.number().min(-90).max(90),
  east: z.coerce.number().min(-180).max(180),
  north: z.coerce.number().min(-90).max(90),
});
export type PlacesWithinQuery = z.input<typeof placesWithinQuery>;
export const placesWithinResponse = z.array(place).max(PLACES_WITHIN_LIMIT);
export type PlacesWithinResponse = z.infer<typeof placesWithinResponse>;

/**
 * The most populous towns inside a view of the map, to label the offline base map when it is zoomed in past its
 * countries and coastlines (docs/decisions/048). A view wider than `PLACES_WITHIN_MAX_DEGREES`, or a provider that
 * cannot answer it, gives an empty list.
 */
export const placesWithin = defineEndpoint({
  operationId: 'places.within',
  method: 'GET',
  path: '/places/within',
  tag,
  summary: 'The most populous towns inside a view of the map, at most 40, to label the offline base map',
  access: audienceRoles,
  query: placesWithinQuery,
  response: placesWithinResponse,
});

export const placesWithinPublic = defineEndpoint({
  ...placesWithin,
  operationId: 'places.withinPublic',
  path: '/places/within/unauthenticated',
  summary: 'Towns inside a view of the map, for the public audience demo',
  access: 'public',
});
