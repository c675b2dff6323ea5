import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language } from '../../packages/domain/src/shared/enum-values';
import { MESSAGES } from '../../packages/domain/src/shared/messages';

const PREFIX = 'virtual:messages/';
const MESSAGES_FILE = fileURLToPath(new URL('../../packages/domain/src/shared/messages.ts', import.meta.url));
/** The catalogue's areas, which messages.ts collects (decision 059). */
const AREAS_DIR = fileURLToPath(new URL('../../packages/domain/src/shared/messages/', import.meta.url));

/** SPEC 8's catalogue in one language, under `<feature>.<name>`, as i18next reads it. */
export function messagesIn(language: Language): Record<string, Record<string, string>> {
  const tree: Record<string, Record<string, string>> = {};
  for (const [key, texts] of Object.entries(MESSAGES)) {
    const [feature = '', name = ''] = key.split('.');
    tree[feature] = { ...tree[feature], [name]: texts[language] };
  }
  return tree;
}

/**
 * `virtual:messages/<language>`: the shared domain's messages in that language only, written out at build time,
 * so the entry carries the English texts and not the Spanish and Portuguese ones too (decision 013). The dev
 * server restarts when the catalogue changes, since it is read once, with the config.
 */
export function messagesByLanguage(): Plugin {
  return {
    name: 'adcontrol:messages-by-language',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1) as Language;
      if (!LANGUAGES.includes(language)) throw new Error(`no messages in ${language}`);
      return `export default ${JSON.stringify(messagesIn(language))};`;
    },
    configureServer(server) {
      server.watcher.add([MESSAGES_FILE, AREAS_DIR]);
      server.watcher.on('change', (file) => {
        if (file === MESSAGES_FILE || file.startsWith(AREAS_DIR)) void server.restart();
      });
    },
  };
}
