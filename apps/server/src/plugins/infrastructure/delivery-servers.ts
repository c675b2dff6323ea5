import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DeliveryServers } from '../../modules/delivery/delivery-server';
import { createHttpDeliveryServer } from '../../modules/delivery/http-delivery-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The ad servers campaigns are delivered on (Newton and Sinew). */
    deliveryServers: DeliveryServers;
  }
}

/** The delivery servers over HTTP at NEWTON_URL and SINEW_URL, or the ones given (a test's). */
export const deliveryServersPlugin = fp(
  async (app: FastifyInstance, options: { deliveryServers?: DeliveryServers }) => {
    const { newtonUrl, sinewUrl } = app.config.delivery;
    app.decorate(
      'deliveryServers',
      options.deliveryServers ?? {
        newton: createHttpDeliveryServer('newton', newtonUrl),
        sinew: createHttpDeliveryServer('sinew', sinewUrl),
      },
    );
  },
  { name: 'delivery-servers', dependencies: ['config'], fastify: '5.x' },
);
