import { getClientConfig, health } from '@adcontrol/domain/system/contracts';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import { migrationStatus } from '../../db/migrate';

const startedAt = Date.now();

export function registerSystemRoutes(router: ContractRouter, { config, database }: AppDependencies): void {
  router.route(health, async () => {
    const reachable = await database.ping();
    const migrations = reachable ? await migrationStatus(database) : { applied: 0, pending: 0 };
    const isHealthy = reachable && migrations.pending === 0;
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
    };
  });

  router.route(getClientConfig, async () => ({
    environment: config.appEnv,
    isProduction: config.appEnv === 'production',
    supportUrl: config.supportUrl,
  }));
}
