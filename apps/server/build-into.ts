import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** apps/server, where build.mjs lives and where a build's output folder must sit (docs/decisions/067). */
export const SERVER_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * Bundles the server's sources into `outdir` with build.mjs, in a process of its own, as production's
 * `npm run build` does. The build test, the end-to-end tests and the soak build this way, each into a folder of
 * its own beside src/ (the built files find the migrations and package.json one level up).
 */
export async function buildServerInto(outdir: string): Promise<void> {
  await promisify(execFile)(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: SERVER_DIR });
}
