import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type AudienceEngineHolder, createAudienceEngineHolder } from '../../modules/audiences/engine-holder';
import { timedAudienceEngine } from '../metrics/timed-audience-engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts audiences over the configured population (loaded on first use or as the server starts). */
    audienceEngine: AudienceEngineHolder;
  }
}

/**
 * The engine over the configured population, or the one given (a test's), timing its counts when metrics are
 * kept (plugins/metrics); closed with the app.
 */
export const audienceEnginePlugin = fp(
  async (app: FastifyInstance, options: { audienceEngine?: AudienceEngineHolder }) => {
    const holder = options.audienceEngine ?? createAudienceEngineHolder(app.config, app.log);
    const engine = app.metrics ? timedAudienceEngine(holder, app.metrics.audienceCountSeconds) : holder;
    app.decorate('audienceEngine', engine);
    app.addHook('onClose', async () => engine.close());
  },
  { name: 'audience-engine', dependencies: ['config', 'metrics'], fastify: '5.x' },
);
