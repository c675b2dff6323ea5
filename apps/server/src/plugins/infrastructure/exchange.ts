import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ProgrammaticExchange } from '../../modules/programmatics/exchange';
import { createHttpExchange } from '../../modules/programmatics/http-exchange';
import { createOfflineExchange } from '../../modules/programmatics/offline-exchange';

declare module 'fastify' {
  interface FastifyInstance {
    /** The programmatic exchange: the one at EXCHANGE_URL, or the offline one over the database. */
    exchange: ProgrammaticExchange;
  }
}

export const exchangePlugin = fp(
  async (app: FastifyInstance, options: { exchange?: ProgrammaticExchange }) => {
    const { url } = app.config.exchange;
    app.decorate(
      'exchange',
      options.exchange ?? (url ? createHttpExchange(url) : createOfflineExchange(app.db)),
    );
  },
  { name: 'exchange', dependencies: ['config'], fastify: '5.x' },
);
