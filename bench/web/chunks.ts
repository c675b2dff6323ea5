import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** The largest module in it, by its source map: chunks are named by their hash alone (decision 013). */
  holds: string;
}

/** The largest source of a chunk, as `package/File` or the app's file name, or '' without a source map. */
function largestSource(path: string): string {
  const mapPath = `${path}.map`;
  if (!existsSync(mapPath)) return '';
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; sourcesContent?: string[] };
  let best = -1;
  map.sources.forEach((_, index) => {
    if (best < 0 || (map.sourcesContent?.[index]?.length ?? 0) > (map.sourcesContent?.[best]?.length ?? 0))
      best = index;
  });
  const source = map.sources[best] ?? '';
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  const file = basename(source).replace(/\.[^.]+$/, '');
  return inPackage ? `${inPackage[1]}/${file}` : file;
}

/** Every JavaScript chunk of the production build, largest first. */
export function distChunks(distDir: string): Chunk[] {
  const assets = join(distDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const path = join(assets, file);
      return {
        file,
        bytes: statSync(path).size,
        gzipBytes: gzipSync(readFileSync(path)).length,
        holds: largestSource(path),
      };
    })
    .sort((a, b) => b.bytes - a.bytes);
}
