import { ConfigError, loadConfig } from './config';
import { assertPortFree } from './ports';

async function main(): Promise<void> {
  const config = loadConfig();
  const { simulatorPort } = config.delivery;
  // A second start, or a simulator left behind by an earlier run, is named before anything opens (decision 045).
  await assertPortFree(config.port, config.host, 'PORT');
  if (simulatorPort !== null) {
    await assertPortFree(
      simulatorPort,
      '127.0.0.1',
      'SIMULATOR_PORT',
      'another process (a simulator left running?)',
    );
  }
  // The app's modules load once the ports are known to be free, so a refused start answers in a moment.
  const { serve } = await import('./serve');
  await serve(config);
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
