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
});
export type HealthResponse = z.infer<typeof healthResponse>;

export const health = defineEndpoint({
  operationId: 'system.health',
  method: 'GET',
  path: '/health',
  tag: 'System',
  summary: 'Liveness and readiness: database reachable, migrations applied, version',
  access: 'public',
  response: healthResponse,
});
