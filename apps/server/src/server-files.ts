import { fileURLToPath } from 'node:url';

/*
 * Files the server reads or starts beside its code, found from the package's folder (apps/server). This file lies
 * one level under it both as a source (src/server-files.ts, run through tsx or Vitest) and once built (bundled into
 * a file directly under dist/ by build.mjs), so the same relative paths hold for both (docs/decisions/067).
 */
const SERVER_ROOT = new URL('../', import.meta.url);

/** A file shipped with the server, by its path under apps/server (`drizzle`, `package.json`). */
export function serverFile(path: string): string {
  return fileURLToPath(new URL(path, SERVER_ROOT));
}

/**
 * The processes and workers the server starts, each an entry point of its own: its source, and the file build.mjs
 * makes of it beside the built main.js.
 */
export const ENTRY_POINTS = {
  simulator: { source: 'src/simulator/main.ts', built: 'simulator.js' },
  coordinateSheetWorker: {
    source: 'src/modules/audiences/coordinate-sheet-worker.ts',
    built: 'coordinate-sheet-worker.js',
  },
} as const;

/** The built entry when this runs built (dist/*.js), else the TypeScript source, which needs tsx to load. */
export function entryPoint(name: keyof typeof ENTRY_POINTS): URL {
  const { source, built } = ENTRY_POINTS[name];
  return import.meta.url.endsWith('.ts') ? new URL(source, SERVER_ROOT) : new URL(built, import.meta.url);
}

/** Whether an entry point is TypeScript, to be started with tsx registered. */
export const needsTsx = (entry: URL | string): boolean => String(entry).endsWith('.ts');
