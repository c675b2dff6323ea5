import { getClientConfig, health } from '@adcontrol/domain/system/contracts';
import type { FastifyInstance } from 'fastify';
import { migrationStatus } from '../../db/migrate';
import { readiness } from './readiness';

const startedAt = Date.now();

export async function systemRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { config, database } = api;
  const { audienceEngine } = api;
  router.route(health, async () => {
    const reachable = await database.ping();
    const migrations = reachable ? await migrationStatus(database) : { applied: 0, pending: 0 };
    const engine = audienceEngine.status();
    const isHealthy = reachable && migrations.pending === 0 && engine.state !== 'failed';
    return {
      status: isHealthy ? ('ok' as const) : ('degraded' as const),
      version: config.version,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      database: {
        reachable,
        driver: database.driver,
        migrationsApplied: migrations.applied,
        migrationsPending: migrations.pending,
      },
      audienceEngine: engine,
      jobs: api.jobs
        .metrics()
        .map((job) => ({ ...job, lastSuccessAt: job.lastSuccessAt?.toISOString() ?? null })),
    };
  });

  // Probes for a supervisor or load balancer (docs/decisions/066): public, never rate-limited, never cached.
  // Live while the process answers at all; ready while the database answers and the app is not draining.
  api.get('/health/live', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'live' }),
  );
  api.get('/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const state = await readiness(database, () => api.isDraining());
    reply.header('cache-control', 'no-store');
    if (state.isReady) return reply.send({ status: 'ready' });
    return reply.status(503).send({ status: 'unready', reason: state.reason });
  });

  router.route(getClientConfig, async () => ({
    environment: config.appEnv,
    isProduction: config.appEnv === 'production',
    supportUrl: config.supportUrl,
    mapTileUrl: config.mapTileUrl,
  }));
}
