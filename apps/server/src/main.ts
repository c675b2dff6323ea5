import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './db/seed/demo';
import { createOfflineExchange } from './modules/programmatics/offline-exchange';
import { syncExchange } from './modules/programmatics/sync';
import { startSimulatorProcess } from './simulator/child-process';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  await migrate(database);
  const app = await buildApp({ config, database });
  const { simulatorPort } = config.delivery;
  const simulator =
    simulatorPort === null
      ? null
      : startSimulatorProcess(simulatorPort, `${config.dataDir}/simulator`, app.log);

  if (config.seedDemoData) {
    const started = Date.now();
    // The simulator takes the demo's delivering campaigns, so their figures move (docs/decisions/032).
    const { seeded } = await seedDemoData(database, { queueLinks: simulatorPort !== null });
    if (seeded) app.log.info({ ms: Date.now() - started }, 'demo data seeded');
    // The demo opens with the offline exchange's deals in the table, before the first timed sync (decision 035).
    if (seeded && !config.exchange.url) await syncExchange(database.db, createOfflineExchange(database.db));
    printDemoAccounts();
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await simulator?.stop();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `adcontrol failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
