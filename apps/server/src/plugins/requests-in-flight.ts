import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Where the request stands in the count of requests being handled: see `Flight`. */
    flight: number;
  }
}

/** A request's course: counted when it arrives, uncounted once, when its handler is done and nothing waits. */
const Flight = { uncounted: 0, running: 1, clientGone: 2, sending: 3, done: 4 } as const;

/** Kept of SHUTDOWN_TIMEOUT_MS for what closes after the app: the simulator and the database (serve.ts). */
const CLOSING_MS = 1_000;

/**
 * Closing the app waits for the handlers of requests whose clients went away (decisions 045 and 071). Fastify's
 * close waits for the requests of open connections only, so a handler whose client left (a load test stopped,
 * SIGTERM at once) ran on while the pools closed under it, and its next query failed ("Cannot use a pool after
 * calling end on the pool"). The requests being handled are counted with synchronous hooks only (a few
 * assignments a request): a request ends when its answer is written (`onResponse`); one whose client left ends
 * when its handler answers (`onSend`, after the other hooks that read the database) or, if it already had, when
 * the client leaves (`onRequestAbort`), since no `onResponse` comes for an answer that cannot be written. Once the
 * server has closed, an `onClose` hook, run before those of the adapters registered earlier (the database's
 * replicas, Redis, the audience engine), waits for the count to reach zero, within SHUTDOWN_TIMEOUT_MS of the
 * start of the close less what the rest of the shutdown needs; past it, a warning says how many still run.
 */
export function registerRequestsInFlight(app: FastifyInstance): void {
  let running = 0;
  let settle: (() => void) | null = null;
  let closingAt = 0;
  const finish = (request: FastifyRequest) => {
    if (request.flight === Flight.uncounted || request.flight === Flight.done) return;
    request.flight = Flight.done;
    running -= 1;
    if (running === 0) settle?.();
  };

  app.decorateRequest('flight', Flight.uncounted);
  app.addHook('onRequest', (request, _reply, done) => {
    request.flight = Flight.running;
    running += 1;
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.flight === Flight.clientGone) finish(request);
    else if (request.flight === Flight.running) request.flight = Flight.sending;
    done(null, payload);
  });
  app.addHook('onRequestAbort', (request, done) => {
    if (request.flight === Flight.sending) finish(request);
    else if (request.flight === Flight.running) request.flight = Flight.clientGone;
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    finish(request);
    done();
  });

  app.addHook('preClose', (done) => {
    closingAt = Date.now();
    done();
  });
  app.addHook('onClose', async () => {
    if (running === 0) return;
    const withinMs = Math.max(0, closingAt + app.config.shutdownTimeoutMs - CLOSING_MS - Date.now());
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, withinMs);
      settle = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    settle = null;
    if (running > 0)
      app.log.warn(
        { running },
        'requests still running at the shutdown bound; closing the database under them',
      );
  });
}
