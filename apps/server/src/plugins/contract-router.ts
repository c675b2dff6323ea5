import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ContractRouter } from '../contract/register';
import { createSessionCheck } from '../modules/auth/session-check';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The contract router registering on this instance: a module's route plugin calls
     * `api.contractRouter()` and routes its endpoints through it (contract/register.ts).
     */
    contractRouter(): ContractRouter;
  }
}

/** Gives the API scope (and every module plugin in it) one contract router, with the tokens and session check. */
export const contractRouterPlugin = fp(
  async (api: FastifyInstance) => {
    const { config } = api;
    const shared = new ContractRouter(
      api,
      { secret: config.jwtSecret, accessTokenTtlSeconds: config.accessTokenTtlSeconds },
      createSessionCheck(api.db, config.sessions.cacheMs),
    );
    api.decorate('contractRouter', function contractRouter(this: FastifyInstance) {
      return shared.on(this);
    });
  },
  { name: 'contract-router', dependencies: ['config'], fastify: '5.x' },
);
