import { createServer } from 'node:net';
import { ConfigError } from './config';

/** A port someone else holds: one line naming the port and the variable that sets it (docs/decisions/045). */
export class PortInUseError extends ConfigError {
  override name = 'PortInUseError';

  constructor(port: number, variable: string, holder = 'another process') {
    super(
      `Port ${port} (${variable}) is already in use by ${holder}: stop it or set ${variable} to a free port.`,
    );
  }
}

/** Whether an error is the operating system saying the address is taken. */
export const isAddressInUse = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'EADDRINUSE';

/**
 * Fails with PortInUseError when the port cannot be bound on the host, before the app opens its database or
 * starts the simulator, so a second start (or a simulator left by an earlier run) is named at once.
 */
export function assertPortFree(port: number, host: string, variable: string, holder?: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(isAddressInUse(error) ? new PortInUseError(port, variable, holder) : error),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** How the delivery simulator tells the app that started it that its port was taken. */
export const PORT_IN_USE_EXIT_CODE = 3;
