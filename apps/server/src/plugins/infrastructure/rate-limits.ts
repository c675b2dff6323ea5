import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthRateLimiter, createAuthRateLimiter } from '../../modules/rate-limit/limiter';
import { createPublicRateLimiter, type PublicRateLimiter } from '../../modules/rate-limit/public-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempts per account and IP at signing in, signing up and resetting a password. */
    authLimiter: AuthRateLimiter;
    /** The one per-IP budget every endpoint answering without a session shares. */
    publicLimiter: PublicRateLimiter;
    /** Route options that spend the public budget: `router.route(endpoint, handler, api.publicLimit)`. */
    publicLimit: { onRequest: (request: FastifyRequest) => Promise<void> };
  }
}

/** The rate limiters over the configured store (memory, PostgreSQL or Redis); closed with the app. */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance) => {
    const authLimiter = createAuthRateLimiter(app.config, app.db);
    const publicLimiter = createPublicRateLimiter(app.config, app.db);
    app.decorate('authLimiter', authLimiter);
    app.decorate('publicLimiter', publicLimiter);
    app.decorate('publicLimit', { onRequest: (request: FastifyRequest) => publicLimiter.hit(request) });
    app.addHook('onClose', async () => {
      await Promise.all([authLimiter.close(), publicLimiter.close()]);
    });
  },
  { name: 'rate-limits', dependencies: ['config'], fastify: '5.x' },
);
