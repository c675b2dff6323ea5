import { readFileSync } from 'node:fs';

export type Language = 'en' | 'es' | 'pt';
export type Words = Record<string, unknown>;

const localeFile = (path: string): Words =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/locales/${path}`, import.meta.url), 'utf8'));

/**
 * A language's words as the web app holds them once the given features are loaded: the shared words of
 * `locales/<language>.json` and each feature's `locales/<language>/<feature>.json` under the feature's name.
 */
export function wordsOf(language: Language, ...features: string[]): Words {
  const words = localeFile(`${language}.json`);
  for (const feature of features) words[feature] = localeFile(`${language}/${feature}.json`);
  return words;
}

/** The text a key shows, interpolated as i18next would; a key with no text throws, naming it. */
export function textOf(words: Words, key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Words | undefined)?.[part], words);
  if (typeof found !== 'string') throw new Error(`no text for ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
