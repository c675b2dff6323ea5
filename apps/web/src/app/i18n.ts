import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enum-values';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, preferencesStore } from '../lib/preferences';
import en from '../locales/en.json';

/** SPEC 8's catalogue from the shared domain, under `messages.<feature>.<name>`, beside the screens' own texts. */
function messagesIn(language: Language) {
  const tree: Record<string, Record<string, string>> = {};
  for (const [key, texts] of Object.entries(MESSAGES)) {
    const [feature = '', name = ''] = key.split('.');
    tree[feature] = { ...tree[feature], [name]: texts[language] };
  }
  return tree;
}

/**
 * English ships in the entry, so the first paint (and every test) has its words at once; the other languages
 * are fetched the first time they are chosen, and most visitors never download them.
 */
const otherLanguages: Record<Exclude<Language, 'en'>, () => Promise<{ default: object }>> = {
  es: () => import('../locales/es.json'),
  pt: () => import('../locales/pt.json'),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const load = otherLanguages[language as keyof typeof otherLanguages];
    if (!load) return callback(new Error(`no translations for ${language}`), false);
    load().then(
      (bundle) => callback(null, { ...bundle.default, messages: messagesIn(language as Language) }),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: { ...en, messages: messagesIn('en') } } },
    partialBundledLanguages: true,
    initAsync: false,
    lng: initialLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

preferencesStore.subscribe(() => {
  const { language } = preferencesStore.get();
  if (language && language !== i18n.language) void i18n.changeLanguage(language);
});
