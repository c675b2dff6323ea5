import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** Every file of every language, by path: `./es.json` holds the shared words, `./es/payments.json` a feature's. */
const files = {
  ...import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' }),
};
const TRANSLATED = ['es', 'pt'] as const;
const englishFiles = Object.keys(files)
  .filter((path) => path === './en.json' || path.startsWith('./en/'))
  .sort();

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...new Set(text.match(/\{\{\s*[\w.]+\s*\}\}/g) ?? [])].sort();
const translationOf = (path: string, language: string) => path.replace(/^\.\/en(?=[./])/, `./${language}`);

describe('the translations', () => {
  it.each(TRANSLATED)('%s has the same files as English', (language) => {
    const own = Object.keys(files).filter(
      (path) => path === `./${language}.json` || path.startsWith(`./${language}/`),
    );
    expect(own.sort()).toEqual(englishFiles.map((path) => translationOf(path, language)).sort());
  });

  describe.each(TRANSLATED)('%s', (language) => {
    it.each(englishFiles)('has exactly the keys of %s, none empty, with the same placeholders', (path) => {
      const english = new Map(leaves(files[path] as Tree));
      const translated = new Map(leaves((files[translationOf(path, language)] ?? {}) as Tree));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of translated) {
        expect(value.trim(), key).not.toBe('');
        expect(placeholders(value), key).toEqual(placeholders(english.get(key) ?? ''));
      }
    });
  });

  it("keep each section in one file, so no file hides another one's words", () => {
    const owner = new Map<string, string>();
    for (const path of englishFiles) {
      const tree = files[path] as Tree;
      // A feature's file holds its own section, but the shell's, which holds several.
      const sections =
        path === './en.json' || path === './en/shell.json' ? Object.keys(tree) : [path.slice(5, -5)];
      for (const section of sections) {
        expect(owner.get(section), `${section} in ${path}`).toBeUndefined();
        owner.set(section, path);
      }
    }
  });
});
