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
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const health = defineEndpoint({
  operationId: 'system.health',
  method: 'GET',
  path: '/health',
  tag: 'System',
  summary: 'Liveness and readiness: database reachable, migrations applied, audience engine, version',
  access: 'public',
  response: healthResponse,
});
