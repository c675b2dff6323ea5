import { getClientConfig, health } from '@adcontrol/domain/system/contracts';
import type { FastifyInstance } from 'fastify';
import { migrationStatus } from '../../db/migrate';

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

  router.route(getClientConfig, async () => ({
    environment: config.appEnv,
    isProduction: config.appEnv === 'production',
    supportUrl: config.supportUrl,
    mapTileUrl: config.mapTileUrl,
  }));
}
