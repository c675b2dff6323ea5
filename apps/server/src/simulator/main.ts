import { resolve } from 'node:path';
import { z } from 'zod';
import { isAddressInUse, PORT_IN_USE_EXIT_CODE, PortInUseError } from '../ports';
import { buildSimulator } from './server';

/*
 * The delivery simulator as its own process: `npm start` starts it beside the app (src/main.ts), or run it alone
 * with `npm run simulator -w @adcontrol/server`. docs/decisions/030.
 */
const environment = z.object({
  SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  SIMULATOR_HOST: z.string().min(1).default('127.0.0.1'),
  SIMULATOR_DATA_DIR: z.string().min(1).default('./data/simulator'),
  SIMULATOR_TICK_MS: z.coerce.number().int().min(0).default(5_000),
  SIMULATOR_DAILY_IMPRESSIONS: z.coerce.number().int().min(0).default(20_000),
});

async function main(): Promise<void> {
  const parsed = environment.safeParse(process.env);
  if (!parsed.success) {
    process.stderr.write(`Invalid simulator configuration:\n${z.prettifyError(parsed.error)}\n`);
    process.exit(1);
  }
  const env = parsed.data;
  const simulator = buildSimulator({
    dataDir: resolve(process.env.INIT_CWD ?? process.cwd(), env.SIMULATOR_DATA_DIR),
    tickMs: env.SIMULATOR_TICK_MS,
    dailyImpressions: env.SIMULATOR_DAILY_IMPRESSIONS,
  });
  const stop = async () => {
    await simulator.app.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started by the app, it holds an IPC channel to it (child-process.ts): the channel closes however the app ends,
  // even by kill -9, and the simulator ends with it instead of holding its port for the next start.
  if (process.send) process.on('disconnect', stop);
  try {
    await simulator.app.listen({ port: env.SIMULATOR_PORT, host: env.SIMULATOR_HOST });
  } catch (error) {
    if (!isAddressInUse(error)) throw error;
    process.stderr.write(`${new PortInUseError(env.SIMULATOR_PORT, 'SIMULATOR_PORT').message}\n`);
    process.exit(PORT_IN_USE_EXIT_CODE);
  }
  process.send?.({ type: 'ready', port: env.SIMULATOR_PORT });
  process.stdout.write(`delivery simulator is ready at http://${env.SIMULATOR_HOST}:${env.SIMULATOR_PORT}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `delivery simulator failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
