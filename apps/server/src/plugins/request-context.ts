import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runWithRequestId } from '../modules/system/request-context';

/**
 * Every request's handling, body parsing and hooks included, runs with its id in an AsyncLocalStorage
 * (modules/system/request-context.ts), so a change queued for the delivery servers records the request that made
 * it without each service passing the id down (docs/decisions/066).
 */
export const requestContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => runWithRequestId(request.id, done));
  },
  { name: 'request-context', fastify: '5.x' },
);
