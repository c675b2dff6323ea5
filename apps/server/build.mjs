// Builds the server into plain JavaScript for production (docs/decisions/067): `npm run build -w @adcontrol/server`.
// The workspace packages (@adcontrol/*, TypeScript sources) are bundled in; every other package stays an import of
// node_modules. Each process or worker the server starts is an entry of its own, named as src/server-files.ts
// expects, and every file lands directly in the output folder, one level under apps/server like src/, so the paths
// src/server-files.ts and config.ts resolve from there (migrations, package.json, the web build) hold for both.
// Usage: node build.mjs [--outdir dist]
import { existsSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const SERVER_DIR = dirname(new URL(import.meta.url).pathname);

const ENTRY_POINTS = {
  main: 'src/main.ts',
  simulator: 'src/simulator/main.ts',
  'coordinate-sheet-worker': 'src/modules/audiences/coordinate-sheet-worker.ts',
};

/** The package a bare import names: `pg` of `pg/lib/x`, `@scope/name` of `@scope/name/x`. */
const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

/** Whether `name` is installed where Node looks for it from the output folder (apps/server, then upwards). */
function isInstalledFor(outdir, name) {
  for (let dir = outdir; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return true;
    if (dirname(dir) === dir) return false;
  }
}

/**
 * Bundles @adcontrol/* and leaves every other package to node_modules. A package that a workspace package uses but
 * that Node would not find from the output (installed only under packages/<name>/node_modules) fails the build
 * here instead of the server's start.
 */
const packagesStayExternal = (outdir) => ({
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@adcontrol/')) return undefined;
      const name = packageOf(args.path);
      if (isBuiltin(args.path) || isInstalledFor(outdir, name)) return { path: args.path, external: true };
      return { errors: [{ text: `${name} is not installed where the built server can import it` }] };
    });
  },
});

export async function buildServer({ outdir = join(SERVER_DIR, 'dist') } = {}) {
  const out = resolve(SERVER_DIR, outdir);
  rmSync(out, { recursive: true, force: true });
  return build({
    absWorkingDir: SERVER_DIR,
    entryPoints: ENTRY_POINTS,
    outdir: out,
    bundle: true,
    // Shared code goes into chunks beside the entries; main.ts still loads the app only once its ports are free.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    // Error names and stack frames keep the source's function and class names.
    keepNames: true,
    logLevel: 'warning',
    plugins: [packagesStayExternal(out)],
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
  await buildServer(values.outdir ? { outdir: values.outdir } : {});
}
