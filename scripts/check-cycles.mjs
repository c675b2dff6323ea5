// `npm run check` fails when the source has an import cycle, or when a server file reaches app.ts or a module
// imports the server's infrastructure plugins (docs/decisions/057-server-plugins.md, docs/architecture.md).
// Type-only imports count: a cycle through them still ties the files together. Run: node scripts/check-cycles.mjs
import { importsOf, SOURCES, sourceFiles } from './import-graph.mjs';

/**
 * Cycles known when the check came, each to be broken by moving the shared type to a file of its own; listed
 * here they warn instead of failing. Take an entry out once its cycle is gone; never add one.
 */
const KNOWN_CYCLES = [];

const HINT = {
  cycle:
    'Files that import each other (the chain shown) cannot be changed or tested apart. Move what both need ' +
    'into a third file they both import (a types file, or the lower layer) so imports point one way: ' +
    'app.ts -> plugins -> modules -> domain.',
  app:
    "Only serve.ts builds the app. A module takes what it needs from the instance's decorators " +
    '(api.config, api.db, api.mailer, api.storage, api.contractRouter() …) inside its route plugin ' +
    '(docs/architecture.md, "Server: plugins and modules").',
  infrastructure:
    'A module reads an adapter from the instance (api.mailer, api.exchange …) in its route plugin; the ' +
    'plugins that make them (plugins/infrastructure, background-work, contract-router) import modules, never the reverse.',
};

const graph = new Map();
for (const file of SOURCES.flatMap(sourceFiles)) {
  graph.set(file, [...new Set(importsOf(file).map((item) => item.target))]);
}

// Strongly connected components (Tarjan): every component of more than one file holds a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
let counter = 0;
function connect(file) {
  index.set(file, counter);
  low.set(file, counter++);
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (!index.has(next)) {
      connect(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
  }
  if (low.get(file) === index.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) components.push(component);
  }
}
for (const file of graph.keys()) if (!index.has(file)) connect(file);

/** One shortest cycle through `start` inside its component, to show. */
function cycleThrough(start, members) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of graph.get(file)) {
      if (next === start) {
        const path = [file];
        while (previous.get(path[0])) path.unshift(previous.get(path[0]));
        return [...path, start];
      }
      if (members.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

const problems = [];
const known = new Set(KNOWN_CYCLES.map((files) => [...files].sort().join(' ')));
let knownSeen = 0;
for (const component of components) {
  const members = new Set(component);
  const start = [...component].sort()[0];
  const text = `import cycle among ${component.length} files:\n    ${cycleThrough(start, members).join('\n    -> ')}`;
  if (known.has([...component].sort().join(' '))) {
    knownSeen += 1;
    console.warn(`Known ${text}\n(to be broken: scripts/check-cycles.mjs)`);
  } else problems.push({ kind: 'cycle', text });
}
for (const [file, targets] of graph) {
  const server = file.startsWith('apps/server/src/');
  if (
    server &&
    !/^apps\/server\/src\/(app|serve)\.ts$/.test(file) &&
    targets.includes('apps/server/src/app.ts')
  ) {
    problems.push({ kind: 'app', text: `${file} imports apps/server/src/app.ts` });
  }
  if (file.startsWith('apps/server/src/modules/')) {
    for (const target of targets) {
      if (/^apps\/server\/src\/plugins\/(infrastructure\/|background-work|contract-router)/.test(target)) {
        problems.push({ kind: 'infrastructure', text: `${file} imports ${target}` });
      }
    }
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`\n${problem.text}`);
  console.error('');
  for (const kind of new Set(problems.map((problem) => problem.kind)))
    console.error(`Which way to go: ${HINT[kind]}\n`);
  console.error(
    `${problems.length} import rule violation(s) in ${graph.size} files (scripts/check-cycles.mjs).`,
  );
  process.exit(1);
}
const besides = knownSeen ? ` besides the ${knownSeen} known one(s) above` : '';
console.log(`No import cycles${besides}, and no server file reaches app.ts (${graph.size} files).`);
