import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Resolves once no request's handler is running, or after `withinMs`, with how many still are. A request
     * whose client has gone counts until its handler is done: Fastify's close does not wait for it (its
     * connection is closed), so the shutdown waits here before the database closes (decisions 045 and 071).
     */
    requestsSettled(withinMs: number): Promise<number>;
  }
  interface FastifyRequest {
    /** Where the request stands for `requestsSettled`: see `Flight`. */
    flight: number;
  }
}

/** A request's course: counted when it arrives, uncounted once, when its handler is done and nothing waits. */
const Flight = { uncounted: 0, running: 1, clientGone: 2, sending: 3, done: 4 } as const;

/**
 * Counts the requests being handled, with synchronous hooks only (a few assignments per request). A request
 * ends when its answer is written (`onResponse`); one whose client went away ends when its handler answers
 * (`onSend`, which runs after the other hooks that read the database) or, if it already had, when the client
 * goes (`onRequestAbort`): no `onResponse` comes for an answer that cannot be written.
 */
export function registerRequestsInFlight(app: FastifyInstance): void {
  let running = 0;
  let waiting: (() => void)[] = [];
  const finish = (request: FastifyRequest) => {
    if (request.flight === Flight.uncounted || request.flight === Flight.done) return;
    request.flight = Flight.done;
    running -= 1;
    if (running === 0) for (const settle of waiting.splice(0)) settle();
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

  app.decorate('requestsSettled', (withinMs: number) => {
    if (running === 0) return Promise.resolve(0);
    return new Promise<number>((resolve) => {
      const timer = setTimeout(() => {
        waiting = waiting.filter((settle) => settle !== settled);
        resolve(running);
      }, withinMs);
      const settled = () => {
        clearTimeout(timer);
        resolve(0);
      };
      waiting.push(settled);
    });
  });
}
