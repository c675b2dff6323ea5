import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPlaceSearch } from '../../modules/places/create-place-search';
import type { PlaceSearch } from '../../modules/places/place-search';

declare module 'fastify' {
  interface FastifyInstance {
    /** Finds places by name: the gazetteer, or the service at PLACES_URL. */
    places: PlaceSearch;
  }
}

export const placesPlugin = fp(
  async (app: FastifyInstance, options: { places?: PlaceSearch }) => {
    app.decorate('places', options.places ?? createPlaceSearch(app.config));
  },
  { name: 'places', dependencies: ['config'], fastify: '5.x' },
);
