import { inject } from 'vitest';
import type { SharedServer } from './global-setup';

/**
 * The shared server of this worker. Files on one worker run one after another against it, as they would on
 * a single server; files on the other worker have a server of their own.
 */
export function sharedServer(): SharedServer {
  const servers = inject('sharedServers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('no shared server was started');
  return server;
}
