import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { AudienceEngineHolder } from '../../modules/audiences/engine-holder';
import type { DeliveryServers } from '../../modules/delivery/delivery-server';
import type { FileStorage } from '../../modules/files/storage';
import type { Mailer } from '../../modules/mail/mailer';
import type { PlaceSearch } from '../../modules/places/place-search';
import type { ProgrammaticExchange } from '../../modules/programmatics/exchange';
import { audienceEnginePlugin } from './audience-engine';
import { configPlugin } from './config';
import { deliveryServersPlugin } from './delivery-servers';
import { exchangePlugin } from './exchange';
import { mailerPlugin } from './mailer';
import { placesPlugin } from './places';
import { rateLimitsPlugin } from './rate-limits';
import { readReplicasPlugin } from './read-replicas';
import { storagePlugin } from './storage';

/** What the server runs on; the optional adapters replace the ones the configuration picks (tests pass fakes). */
export interface Infrastructure {
  config: Config;
  database: Database;
  /** Replaces the mailer the configuration picks (SMTP or the outbox). */
  mailer?: Mailer;
  /** Replaces the audience engine loaded from the configured population. */
  audienceEngine?: AudienceEngineHolder;
  /** Replaces the place search the configuration picks (the gazetteer or PLACES_URL). */
  places?: PlaceSearch;
  /** Replaces the delivery servers reached over HTTP at NEWTON_URL and SINEW_URL. */
  deliveryServers?: DeliveryServers;
  /** Replaces the programmatic exchange the configuration picks (EXCHANGE_URL or the offline exchange). */
  exchange?: ProgrammaticExchange;
  /** Replaces the file storage under the data directory (uploads, avatars, payment proofs, decks). */
  storage?: FileStorage;
}

/**
 * Decorates the root instance with the configuration, the database and every adapter (docs/architecture.md):
 * modules take them from the instance, never from app.ts. Each plugin closes what it opened, in reverse order.
 */
export const infrastructurePlugin = fp(
  async (app: FastifyInstance, options: Infrastructure) => {
    await app.register(configPlugin, { config: options.config, database: options.database });
    await app.register(readReplicasPlugin);
    await app.register(mailerPlugin, { mailer: options.mailer });
    await app.register(rateLimitsPlugin);
    await app.register(audienceEnginePlugin, { audienceEngine: options.audienceEngine });
    await app.register(placesPlugin, { places: options.places });
    await app.register(deliveryServersPlugin, { deliveryServers: options.deliveryServers });
    await app.register(exchangePlugin, { exchange: options.exchange });
    await app.register(storagePlugin, { storage: options.storage });
  },
  { name: 'infrastructure', fastify: '5.x' },
);
