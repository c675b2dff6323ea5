import type { Config } from '../../config';
import { createGazetteerPlaceSearch } from './gazetteer-place-search';
import { createNominatimPlaceSearch } from './nominatim-place-search';
import type { PlaceSearch } from './place-search';

/** PLACES_URL set: that service; otherwise the shipped gazetteer, which needs no internet. */
export function createPlaceSearch(config: Pick<Config, 'placesUrl'>): PlaceSearch {
  return config.placesUrl ? createNominatimPlaceSearch(config.placesUrl) : createGazetteerPlaceSearch();
}
