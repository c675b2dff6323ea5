import { createHash, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MetricsConfig } from '../../config';
import { outboxBacklog } from '../../modules/delivery/index';
import { listenForMetrics, type MetricsAnswer } from './internal-listener';
import { type AppMetrics, createAppMetrics } from './registry';
import { scrapeGauges } from './scrape-gauges';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's metrics, kept only when someone may read them (METRICS_TOKEN or METRICS_PORT). */
    metrics: AppMetrics | null;
    /** Where the listener of its own serves /metrics once the app is ready (METRICS_PORT), else null. */
    metricsAddress(): AddressInfo | null;
    /** One scrape as the caller with this Authorization header may have it (401 without the token). */
    scrapeMetrics: MetricsAnswer;
  }
}

/**
 * Prometheus metrics at /metrics (docs/decisions/066). Never public by default: with neither METRICS_TOKEN nor
 * METRICS_PORT nothing is measured and the public listener answers /metrics 404. With a token, a scrape there
 * must carry it as a bearer token; with a port, a listener of its own serves /metrics (asking the token too when
 * one is set). Registered first, so its hook times every request; what it reads at scrape time (the database,
 * the outbox, the jobs) is looked up once the app is ready. The public route is `registerMetricsRoute`.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { config: MetricsConfig }) => {
    const { token, port, host } = options.config;
    const metrics = token !== null || port !== null ? createAppMetrics() : null;
    app.decorate('metrics', metrics);

    let scrape: MetricsAnswer = async () => ({ status: 404, contentType: 'text/plain', body: '' });
    let listener: Awaited<ReturnType<typeof listenForMetrics>> | null = null;
    app.decorate('scrapeMetrics', (authorization: string | undefined) => scrape(authorization));
    app.decorate('metricsAddress', () => listener?.address() ?? null);
    if (!metrics) return;

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      };
      metrics.requests.inc(labels);
      metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
    });

    app.addHook('onReady', async () => {
      const gauges = scrapeGauges(
        metrics.registry,
        {
          database: app.database,
          jobs: () => app.jobs.metrics(),
          outboxBacklog: () => outboxBacklog(app.db),
        },
        app.log,
      );
      scrape = async (authorization) => {
        if (token !== null && !isBearer(authorization, token)) {
          return {
            status: 401,
            contentType: 'text/plain; charset=utf-8',
            body: 'Metrics need the metrics token\n',
          };
        }
        await gauges.refresh();
        return {
          status: 200,
          contentType: metrics.registry.contentType,
          body: await metrics.registry.metrics(),
        };
      };
      if (port !== null)
        listener = await listenForMetrics(host, port, (authorization) => scrape(authorization));
    });
    app.addHook('onClose', async () => listener?.close());
  },
  { name: 'metrics', fastify: '5.x' },
);

/** Whether the header carries the token; compared in constant time, whatever the lengths. */
function isBearer(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim() ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics on the public listener: 404 unless METRICS_TOKEN is set, then 401 without it. Registered after the
 * error handling, whose envelope its refusals answer with.
 */
export function registerMetricsRoute(app: FastifyInstance, token: string | null): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (token === null)
      throw new AppError('NOT_FOUND', 'Route GET /metrics not found', { key: 'errors.notFound' });
    const answer = await app.scrapeMetrics(request.headers.authorization);
    if (answer.status === 401) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('UNAUTHENTICATED', 'Metrics need the metrics token', {
        key: 'errors.unauthenticated',
      });
    }
    return reply.status(answer.status).type(answer.contentType).send(answer.body);
  });
}
