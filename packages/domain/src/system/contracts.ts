import { z } from 'zod';
import { defineEndpoint } from '../contract/define-endpoint';

export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    reachable: z.boolean(),
    driver: z.enum(['pglite', 'postgres']),
    migrationsApplied: z.number().int(),
    migrationsPending: z.number().int(),
  }),
  /** The audience counter (ARCHITECTURE 7, 12): loading in the background, ready, or failed. */
  audienceEngine: z
    .object({
      state: z.enum(['idle', 'loading', 'ready', 'failed']),
      counter: z.enum(['engine', 'postgres']),
      devices: z.number().int().nonnegative(),
    })
    .optional(),
  /**
   * The background jobs of the instance that answered (docs/decisions/061): how often each ran and failed since
   * it started, failures in a row (the job is backing off while above 0), its last success and last round's time.
   */
  jobs: z
    .array(
      z.object({
        name: z.string(),
        intervalMs: z.number().int(),
        runs: z.number().int(),
        failures: z.number().int(),
        consecutiveFailures: z.number().int(),
        lastSuccessAt: z.iso.datetime().nullable(),
        lastDurationMs: z.number().int().nullable(),
        isRunning: z.boolean(),
      }),
    )
    .optional(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const health = defineEndpoint({
  operationId: 'system.health',
  method: 'GET',
  path: '/health',
  tag: 'System',
  summary:
    'Liveness and readiness: database reachable, migrations applied, audience engine, background jobs, version',
  access: 'public',
  response: healthResponse,
});

/** What the web app needs to know about the deployment before anyone signs in (SPEC 1 and 2). */
export const clientConfigResponse = z.object({
  /** The configured environment name; anything but `production` shows the staging label. */
  environment: z.string(),
  isProduction: z.boolean(),
  /** The external support form linked at the bottom of the side menu. */
  supportUrl: z.url(),
  /**
   * A raster tile URL template (`{z}/{x}/{y}`) for the audience map when the deployment allows the network;
   * null draws the shipped offline base map (countries and coastlines).
   */
  mapTileUrl: z.string().max(500).nullable(),
});
export type ClientConfigResponse = z.infer<typeof clientConfigResponse>;

export const getClientConfig = defineEndpoint({
  operationId: 'system.clientConfig',
  method: 'GET',
  path: '/client-config',
  tag: 'System',
  summary: 'The deployment settings the web app shows: environment name and the support form address',
  access: 'public',
  response: clientConfigResponse,
});
