import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AudienceEngineHolder, createAudienceEngineHolder } from '../../modules/audiences/engine-holder';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts audiences over the configured population (loaded on first use or as the server starts). */
    audienceEngine: AudienceEngineHolder;
  }
}

/** The engine over the configured population, or the one given (a test's); closed with the app. */
export const audienceEnginePlugin = fp(
  async (app: FastifyInstance, options: { audienceEngine?: AudienceEngineHolder }) => {
    const engine = options.audienceEngine ?? createAudienceEngineHolder(app.config, app.log);
    app.decorate('audienceEngine', engine);
    app.addHook('onClose', async () => engine.close());
  },
  { name: 'audience-engine', dependencies: ['config'], fastify: '5.x' },
);
