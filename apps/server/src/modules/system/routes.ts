import { getClientConfig, health } from '@adcontrol/domain/system/contracts';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import { migrationStatus } from '../../db/migrate';
import type { AudienceEngineHolder } from '../audiences/engine-holder';

const startedAt = Date.now();

export function registerSystemRoutes(
  router: ContractRouter,
  { config, database }: AppDependencies,
  audienceEngine: AudienceEngineHolder,
): void {
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
    };
  });

  router.route(getClientConfig, async () => ({
    environment: config.appEnv,
    isProduction: config.appEnv === 'production',
    supportUrl: config.supportUrl,
    mapTileUrl: config.mapTileUrl,
  }));
}
