import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMessageKey, MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';
import { describe, expect, it } from 'vitest';

/**
 * Every refusal the server raises names its catalogue message (decision 059), so a Spanish or Portuguese reader
 * never gets the code's general words instead of what happened. A raise site passes `key` (and `params`), or
 * raises with a catalogue text whose key the error handler finds: `MESSAGES['…'].en` or those very words.
 */
const SOURCE = join(import.meta.dirname, '../src');
const ENGLISH = new Set<string>((Object.keys(MESSAGES) as MessageKey[]).map((key) => MESSAGES[key].en));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The text of a call's arguments, from the parenthesis after `start` to its match. */
function argumentsAt(text: string, start: number): string {
  const open = text.indexOf('(', start);
  let depth = 0;
  for (let at = open; at < text.length; at += 1) {
    if (text[at] === '(') depth += 1;
    if (text[at] === ')') depth -= 1;
    if (depth === 0) return text.slice(open + 1, at);
  }
  return text.slice(open + 1);
}

interface RaiseSite {
  where: string;
  args: string;
}

/** Every `new AppError(…)`, and every `super(…)` of a class that extends AppError. */
function raiseSites(): RaiseSite[] {
  return sourceFiles(SOURCE).flatMap((path) => {
    const text = readFileSync(path, 'utf8');
    const starts = [...text.matchAll(/new AppError\(/g)].map((match) => match.index);
    if (/extends AppError\b/.test(text)) starts.push(...[...text.matchAll(/\bsuper\(/g)].map((m) => m.index));
    return starts.map((index) => ({
      where: `${relative(SOURCE, path)}:${text.slice(0, index).split('\n').length}`,
      args: argumentsAt(text, index),
    }));
  });
}

/** Whether a raise site says which message a person reads. */
function namesItsMessage(args: string): boolean {
  if (/\bkey\b(?=\s*[:,}])|\.\.\.[a-zA-Z]+/.test(args)) return true;
  const message = args.replace(/^\s*'[A-Z_]+',\s*/, '');
  // `MESSAGES[problem].en`, where `problem` is a MessageKey: the type checker holds it to the catalogue.
  const catalogue = /^MESSAGES\[(?:'([a-z]+\.[a-zA-Z]+)'|[a-zA-Z]+)\]\.en\b/.exec(message);
  if (catalogue) return catalogue[1] === undefined || isMessageKey(catalogue[1]);
  const literal = /^'((?:[^'\\]|\\.)*)'|^"([^"]*)"/.exec(message);
  return literal !== null && ENGLISH.has((literal[1] ?? literal[2] ?? '').replace(/\\'/g, "'"));
}

const sites = raiseSites();

describe('the refusals the server raises', () => {
  it('are found in the source', () => {
    expect(sites.length).toBeGreaterThan(100);
  });

  it('each name a catalogue message', () => {
    const silent = sites.filter((site) => !namesItsMessage(site.args)).map((site) => site.where);
    expect(silent, 'raise sites without a key: pass { key, params }').toEqual([]);
  });

  it('name only keys the catalogue has', () => {
    const named = sites.flatMap((site) =>
      [...site.args.matchAll(/\bkey: '([^']+)'/g)].map((match) => ({
        where: site.where,
        key: match[1] ?? '',
      })),
    );
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter(({ key }) => !isMessageKey(key))).toEqual([]);
  });

  it('give the values their message needs', () => {
    const unfilled = sites.filter((site) =>
      [...site.args.matchAll(/\bkey: '([^']+)'/g)].some(
        ([, key]) =>
          isMessageKey(key ?? '') &&
          MESSAGES[key as MessageKey].en.includes('{{') &&
          !/\bparams\b/.test(site.args),
      ),
    );
    expect(unfilled.map((site) => site.where)).toEqual([]);
  });
});
