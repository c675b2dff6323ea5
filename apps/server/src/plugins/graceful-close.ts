import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the app has begun draining: the readiness probe answers 503 from then on (decision 066). */
    isDraining(): boolean;
    /**
     * Starts draining without closing yet: readiness turns 503 and every answer closes its connection, while
     * requests are still served, so a load balancer sees the instance leave before it stops accepting (the
     * pre-stop delay, SHUTDOWN_DELAY_MS, docs/decisions/071). Closing the app drains too.
     */
    beginDraining(): void;
  }
}

/**
 * Once the app drains (SIGTERM, decisions 045 and 071), every answer still being made tells its client to close
 * the connection. Fastify closes the keep-alive connections that are idle when closing starts and answers new
 * requests 503, but a connection whose request was in flight would stay open after its answer until the
 * keep-alive timeout (72 s), holding the shutdown past its bound; and a balancer's pooled connection kept open
 * through the pre-stop delay could carry a request to the instance just as it closes.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let isDraining = false;
  app.decorate('isDraining', () => isDraining);
  app.decorate('beginDraining', () => {
    isDraining = true;
  });
  app.addHook('preClose', async () => {
    isDraining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (isDraining) reply.header('connection', 'close');
  });
}
