import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The metrics one app instance keeps, in a registry of its own (never prom-client's global one, which throws
 * when a second app in the process registers the same names, as every test file's app would).
 */
export interface AppMetrics {
  registry: Registry;
  /** Requests answered, by method, route pattern and status. */
  requests: Counter<'method' | 'route' | 'status'>;
  requestSeconds: Histogram<'method' | 'route' | 'status'>;
  /** How long the audience counter took for one count (its own measure, not the request's). */
  audienceCountSeconds: Histogram<'counter'>;
}

const LABELS = ['method', 'route', 'status'] as const;

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  // Event-loop lag, memory, CPU, handles and garbage collection of this process.
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requests: new Counter({
      name: 'adcontrol_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: LABELS,
      registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: 'adcontrol_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method, route pattern and status code',
      labelNames: LABELS,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
    audienceCountSeconds: new Histogram({
      name: 'adcontrol_audience_count_duration_seconds',
      help: 'Time the audience counter took for one count, by counter (bitmap-engine or postgresql)',
      labelNames: ['counter'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
  };
}
