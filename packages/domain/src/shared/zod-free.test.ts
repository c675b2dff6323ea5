import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The modules the web app imports for values only: the rules, and the closed sets split out of the schema
 * modules. Built into a page, any of them reaching zod builds schemas the page never uses (a campaign's page
 * spent a task of its own on them, decision 075).
 */
const VALUE_MODULES = [
  ...readdirSync(join(SRC, 'rules'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `rules/${file}`),
  'shared/enum-values.ts',
  'payments/payment-values.ts',
];

/** Imports that run: `import type` and `export type` lines are erased by the compiler. */
const RUNTIME_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms;

function runtimeImports(file: string): string[] {
  const source = readFileSync(join(SRC, file), 'utf8');
  return [...source.matchAll(RUNTIME_IMPORT)].map((match) => match[1] ?? '');
}

/** The first chain of runtime imports from `file` that reaches zod, or null. */
function pathToZod(file: string, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  for (const specifier of runtimeImports(file)) {
    if (specifier === 'zod' || specifier.startsWith('zod/')) return [file, 'zod'];
    if (!specifier.startsWith('.')) continue;
    const next = join(dirname(file), `${specifier}.ts`);
    const chain = pathToZod(next, seen);
    if (chain) return [file, ...chain];
  }
  return null;
}

describe('modules the web app imports for their values', () => {
  it.each(VALUE_MODULES)('%s reaches no zod', (file) => {
    expect(pathToZod(file)).toBeNull();
  });

  it('finds the chain when a module does reach zod (the check can fail)', () => {
    expect(pathToZod('payments/payment.ts')).toEqual(['payments/payment.ts', 'zod']);
    expect(pathToZod('shared/enums.ts')).toEqual(['shared/enums.ts', 'zod']);
  });
});
