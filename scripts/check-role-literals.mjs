#!/usr/bin/env node
/*
 * Who may do what is written once, in packages/domain/src/rules/permissions.ts (docs/decisions/058). This check
 * fails when the web app or the server types a role again: a role name compared with a role (`role === 'admin'`),
 * given as a role's fallback (`role ?? 'admin'`), or listed in an array of role names (`['admin', 'seller']`).
 *
 * Not checked: packages/domain (the table and the enums live there), tests and their support files, seeds and
 * translations. A role name that is not a role check (a column called `seller`, a feature called `advertiser`)
 * passes: it is neither compared with a role nor in an array of role names only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const SCANNED = ['apps/web/src', 'apps/server/src'];
const ROLES = ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager', 'analyst'];

const role = `['"](?:${ROLES.join('|')})['"]`;
const roleOperand = String.raw`[\w$]*[rR]ole\b`;
const PATTERNS = [
  { name: 'compared with a role', regex: new RegExp(String.raw`${roleOperand}\s*[!=]==?\s*${role}`, 'g') },
  { name: 'compared with a role', regex: new RegExp(String.raw`${role}\s*[!=]==?\s*[\w$?.]*[rR]ole\b`, 'g') },
  { name: "a role's fallback", regex: new RegExp(String.raw`${roleOperand}\s*\?\?\s*${role}`, 'g') },
  { name: 'a list of roles', regex: new RegExp(String.raw`\[\s*(?:${role}\s*,\s*)*${role}\s*,?\s*\]`, 'g') },
];

/**
 * Files still to move onto the table, each with why it waits: their role names are listed, not failed. Remove a
 * line once its file asks can(role, action); a new file never goes here.
 */
const PENDING = new Map([]);

const SKIPPED_DIRS = new Set(['node_modules', '__tests__', 'test', 'locales', 'seed']);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* sourceFiles(path);
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
      yield path;
    }
  }
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

const findings = [];
const pending = [];
for (const dir of SCANNED) {
  for (const file of sourceFiles(join(ROOT, dir))) {
    const path = relative(ROOT, file);
    const text = readFileSync(file, 'utf8');
    for (const { name, regex } of PATTERNS) {
      for (const match of text.matchAll(regex)) {
        const finding = `${path}:${lineOf(text, match.index)}  ${name}: ${match[0].replace(/\s+/g, ' ')}`;
        (PENDING.has(path) ? pending : findings).push(finding);
      }
    }
  }
}

if (pending.length > 0) {
  const files = new Set(pending.map((finding) => finding.split(':')[0]));
  console.log(
    `Role names still to move onto the permissions table: ${pending.length} in ${files.size} file(s).`,
  );
  for (const file of files) console.log(`  ${file} (${PENDING.get(file)})`);
}

if (findings.length > 0) {
  const unique = [...new Set(findings)].sort();
  console.error(unique.join('\n'));
  console.error(
    `\n${unique.length} role name(s) typed outside the permissions table: use can(role, action) from ` +
      'packages/domain/src/rules/permissions.ts (add the action there if it is missing).',
  );
  process.exit(1);
}
console.log('Role names: only in the permissions table.');
