import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Every JavaScript chunk of the production build, largest first. */
export function distChunks(distDir: string): Chunk[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const path = join(assets, file);
      return { file, bytes: statSync(path).size, gzipBytes: gzipSync(readFileSync(path)).length };
    })
    .sort((a, b) => b.bytes - a.bytes);
}
