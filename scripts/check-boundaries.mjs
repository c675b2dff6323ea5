// `npm run check` fails when a server file crosses a module boundary (docs/decisions/060-module-boundaries.md,
// docs/architecture.md "Modules and their boundaries"). Inside a module: routes -> service -> repository.
//  (a) Only a repository (`repository.ts`, `*-repository.ts`, `repository/*.ts`), a schema file and db/ import
//      the schema (`db/schema.ts` or `modules/<area>/schema.ts`), type-only imports included.
//  (b) A module that holds data (it has a schema.ts or a repository) is reached from another module only through
//      its public files: `index.ts`, `service.ts` and `*-service.ts`. Types may also come from its other files,
//      never from its repository or schema. Repositories and schema files may name any module's tables (joins,
//      scope filters, foreign keys). Modules without data (files, mail, geo, places, scope …) are open.
// Tests are exempt. Violations known when the check came are listed in scripts/boundaries-allowlist.json: the
// check fails on any other, and on an entry that is no longer needed, so the list only shrinks.
// Run: node scripts/check-boundaries.mjs
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importsOf, ROOT, sourceFiles } from './import-graph.mjs';

const SERVER = 'apps/server/src/';
const ALLOWLIST = 'scripts/boundaries-allowlist.json';

const short = (path) => path.slice(SERVER.length);
const moduleOf = (path) => path.match(/^apps\/server\/src\/modules\/([^/]+)\//)?.[1] ?? null;
const isTest = (path) => /\.test\.tsx?$/.test(path) || path.includes('/__tests__/');
const isSchema = (path) => /^apps\/server\/src\/(db\/schema|modules\/[^/]+\/schema)\.ts$/.test(path);
const isRepository = (path) => /(^|\/|-)repository\.ts$|\/repository\/[^/]+\.ts$/.test(path);
const mayReadSchema = (path) => path.startsWith(`${SERVER}db/`) || isSchema(path) || isRepository(path);
const isPublic = (path) =>
  /^apps\/server\/src\/modules\/[^/]+\/(index|service|[\w-]+-service)\.ts$/.test(path);

/** Modules with tables or queries of their own: the ones whose insides other modules must not reach. */
function dataModules() {
  const dir = join(ROOT, SERVER, 'modules');
  const modules = new Set();
  for (const name of readdirSync(dir)) {
    const files = sourceFiles(`${SERVER}modules/${name}`);
    if (files.some((file) => isSchema(file) || isRepository(file))) modules.add(name);
  }
  return modules;
}

function wayFor(kind, file, target) {
  const own = moduleOf(file);
  if (kind === 'schema') {
    return own
      ? `move this query into modules/${own}/repository.ts and call it through the service; ` +
          "another module's tables through that module's service"
      : 'move this query into the repository of the module that owns the table and call it through ' +
          "that module's service (or modules/<area>/index.ts)";
  }
  const other = moduleOf(target);
  const index = existsSync(join(ROOT, SERVER, 'modules', other, 'index.ts'));
  return index
    ? `reach ${other} through modules/${other}/index.ts (export what ${own} needs there if it is missing)`
    : `reach ${other} through modules/${other}/service.ts, or give it a modules/${other}/index.ts that ` +
        `exports what other modules may use`;
}

/** Every boundary crossed in the server's sources, as `{ key, kind, file, target }`. */
export function findViolations() {
  const guarded = dataModules();
  const found = [];
  for (const file of sourceFiles(SERVER.slice(0, -1))) {
    if (isTest(file)) continue;
    for (const { target, typeOnly } of importsOf(file)) {
      let kind = null;
      if (isSchema(target) && !mayReadSchema(file)) kind = 'schema';
      else {
        const from = moduleOf(file);
        const to = moduleOf(target);
        const crosses = from && to && from !== to && guarded.has(to) && !isPublic(target);
        const named = isSchema(target) || isRepository(target);
        if (crosses && !(isSchema(target) && mayReadSchema(file)) && (named || !typeOnly)) kind = 'module';
      }
      if (kind) found.push({ key: `${short(file)} -> ${short(target)}`, kind, file, target });
    }
  }
  return found;
}

function main() {
  const listed = JSON.parse(readFileSync(join(ROOT, ALLOWLIST), 'utf8')).violations;
  const allowed = new Set(listed);
  const violations = findViolations();
  const seen = new Set(violations.map((violation) => violation.key));
  const fresh = violations.filter((violation) => !allowed.has(violation.key));
  const stale = listed.filter((key) => !seen.has(key));
  for (const { key, kind, file, target } of fresh) {
    console.error(`\n${key}\n  Which way to go: ${wayFor(kind, file, target)}.`);
  }
  for (const key of stale) {
    console.error(
      `\n${key}\n  No longer crosses a boundary: take it out of ${ALLOWLIST} (the list only shrinks).`,
    );
  }
  if (fresh.length > 0 || stale.length > 0) {
    console.error(
      `\n${fresh.length} new module boundary violation(s), ${stale.length} stale allowlist entries, no longer ` +
        'needed (scripts/check-boundaries.mjs; the rule: docs/architecture.md, "Modules and their boundaries").',
    );
    process.exit(1);
  }
  console.log(`No new module boundary violations (${listed.length} known ones left in ${ALLOWLIST}).`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) main();
