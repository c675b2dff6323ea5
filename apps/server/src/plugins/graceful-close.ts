import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the app has begun closing: the readiness probe answers 503 from then on (decision 066). */
    isDraining(): boolean;
  }
}

/**
 * Once the app is closing (SIGTERM, decision 045), every answer still being made tells its client to close the
 * connection. Fastify closes the keep-alive connections that are idle when closing starts and answers new
 * requests 503, but a connection whose request was in flight would stay open after its answer until the
 * keep-alive timeout (72 s), holding the shutdown past its bound.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let isClosing = false;
  app.decorate('isDraining', () => isClosing);
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isClosing) reply.header('connection', 'close');
  });
}
