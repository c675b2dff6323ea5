// Reads the imports of the repository's TypeScript sources, for the import checks (check-cycles.mjs,
// check-boundaries.mjs). Parsed with @swc/core: TypeScript 7 ships no compiler API (docs/decisions/057).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from '@swc/core';

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
export const SOURCES = [
  'apps/server/src',
  'apps/web/src',
  'packages/domain/src',
  'packages/audience-engine/src',
];
/** Workspace packages export `./*` as `./src/*.ts`. */
const PACKAGES = {
  '@adcontrol/domain/': 'packages/domain/src/',
  '@adcontrol/audience-engine/': 'packages/audience-engine/src/',
};
const EXTENSIONS = ['.ts', '.tsx', '.mts'];

/** Every TypeScript source file under `dir` (relative to the root), declaration files aside. */
export function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(join(ROOT, dir))) {
    const path = `${dir}/${name}`;
    if (name === 'node_modules') continue;
    if (statSync(join(ROOT, path)).isDirectory()) files.push(...sourceFiles(path));
    else if (EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

function resolveFile(base) {
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  for (const candidate of [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((e) => `${stem}/index${e}`),
  ]) {
    if (existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile()) return candidate;
  }
  return null;
}

/** The source file a relative or `@adcontrol/*` specifier names, or null for a package outside ours. */
export function resolveSpecifier(from, specifier) {
  if (specifier.startsWith('.')) return resolveFile(relative(ROOT, resolve(ROOT, dirname(from), specifier)));
  for (const [prefix, dir] of Object.entries(PACKAGES)) {
    if (specifier.startsWith(prefix)) return resolveFile(dir + specifier.slice(prefix.length));
  }
  return null;
}

/** An import or re-export that names only types (`import type`, or every name marked `type`). */
function isTypeOnly(node) {
  if (node.typeOnly) return true;
  const names = node.specifiers ?? [];
  return names.length > 0 && names.every((name) => name.isTypeOnly);
}

/** Every module a file names: imports, re-exports, import() and `import('x').T` types. */
function importsIn(node, found = []) {
  if (Array.isArray(node)) {
    for (const item of node) importsIn(item, found);
  } else if (node && typeof node === 'object') {
    if (
      (node.type === 'ImportDeclaration' ||
        node.type === 'ExportAllDeclaration' ||
        node.type === 'ExportNamedDeclaration') &&
      node.source
    ) {
      found.push({ specifier: node.source.value, typeOnly: isTypeOnly(node) });
    } else if (node.type === 'CallExpression' && node.callee?.type === 'Import') {
      const argument = node.arguments?.[0]?.expression;
      if (argument?.type === 'StringLiteral') found.push({ specifier: argument.value, typeOnly: false });
    } else if (node.type === 'TsImportType') {
      found.push({ specifier: node.argument.value, typeOnly: true });
    }
    for (const key in node) if (key !== 'span' && typeof node[key] === 'object') importsIn(node[key], found);
  }
  return found;
}

/**
 * The imports of a source file that reach another of our files: `{ specifier, target, typeOnly }`, where
 * `target` is the resolved path relative to the root. Type-only imports are included and marked.
 */
export function importsOf(file) {
  const ast = parseSync(readFileSync(join(ROOT, file), 'utf8'), {
    syntax: 'typescript',
    tsx: file.endsWith('.tsx'),
    decorators: true,
    dynamicImport: true,
  });
  const imports = [];
  for (const { specifier, typeOnly } of importsIn(ast.body)) {
    const target = resolveSpecifier(file, specifier);
    if (target && target !== file) imports.push({ specifier, target, typeOnly });
  }
  return imports;
}
