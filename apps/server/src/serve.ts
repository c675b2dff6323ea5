import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './db/seed/demo';
import { createOfflineExchange } from './modules/programmatics/offline-exchange';
import { syncExchange } from './modules/programmatics/sync';
import { isAddressInUse, PortInUseError } from './ports';
import { startSimulatorProcess } from './simulator/child-process';

/**
 * Opens the database, builds the app, starts the delivery simulator beside it when the servers are not
 * configured, seeds the demo, and listens until SIGTERM (src/main.ts checks the configuration and ports first).
 */
export async function serve(config: Config): Promise<void> {
  const { simulatorPort } = config.delivery;
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  await migrate(database);
  const app = await buildApp({ config, database });
  const simulator =
    simulatorPort === null
      ? null
      : startSimulatorProcess(simulatorPort, `${config.dataDir}/simulator`, app.log);
  // Held as a value until seeding is done, so a simulator that cannot take its port fails the start cleanly.
  const simulatorFailure = simulator?.ready.then(
    () => null,
    (error: unknown) => error,
  );

  if (config.seedDemoData) {
    const started = Date.now();
    // The delivery servers, the built-in simulator or external ones, take the demo's delivering campaigns, so
    // their figures move and later changes reach campaigns the servers know (docs/decisions/032).
    const { seeded } = await seedDemoData(database, {
      queueLinks: true,
      storage: app.storage,
    });
    if (seeded) app.log.info({ ms: Date.now() - started }, 'demo data seeded');
    // The demo opens with the offline exchange's deals in the table, before the first timed sync (decision 035).
    if (seeded && !config.exchange.url) await syncExchange(database.db, createOfflineExchange(database.db));
    printDemoAccounts();
  }

  const failure = await simulatorFailure;
  if (failure) throw failure;

  // SIGTERM (systemd's stop): readiness answers 503 at once while requests are still served for
  // SHUTDOWN_DELAY_MS, so a load balancer takes the instance out first (decision 071); then no new requests (503),
  // in-flight requests, the handlers of requests whose clients left (plugins/requests-in-flight.ts) and worker
  // rounds finish, then the simulator and the database close. SIGINT (Ctrl-C) skips the delay. Past the delay plus
  // SHUTDOWN_TIMEOUT_MS the process exits anyway (decision 045).
  const { shutdownDelayMs, shutdownTimeoutMs } = config;
  const onTimeout = (ms: number) =>
    app.log.error({ ms }, 'shutdown took longer than SHUTDOWN_TIMEOUT_MS; exiting with work unfinished');
  closeWithGrace({ delay: shutdownDelayMs + shutdownTimeoutMs, onTimeout }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal, delayMs: shutdownDelayMs, boundMs: shutdownTimeoutMs }, 'shutting down');
    if (signal === 'SIGTERM' && shutdownDelayMs > 0) {
      app.beginDraining();
      await new Promise((resolve) => setTimeout(resolve, shutdownDelayMs));
      app.log.info('pre-stop delay over; no new connections from now on');
    }
    await app.close();
    await simulator?.stop();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
    throw isAddressInUse(error) ? new PortInUseError(config.port, 'PORT') : error;
  });
  app.log.info(
    { driver: database.driver, environment: config.appEnv },
    `adcontrol is ready at http://localhost:${config.port}`,
  );
}

function printDemoAccounts(): void {
  const rows = DEMO_ACCOUNTS.map((account) => `  ${account.role.padEnd(16)} ${account.email}`);
  process.stdout.write(
    `\nDemo accounts (password "${DEMO_PASSWORD}"):\n${rows.join('\n')}\n` +
      'Demo data is turned off when NODE_ENV=production.\n\n',
  );
}
