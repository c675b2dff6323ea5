import { join } from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage';

export function uploadsDirectory(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'uploads');
}

/** The local directory under DATA_DIR; S3-compatible storage plugs in here when it is configured. */
export function createFileStorage(config: Pick<Config, 'dataDir'>): FileStorage {
  return createLocalStorage(uploadsDirectory(config));
}
