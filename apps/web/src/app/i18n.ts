import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enums';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, preferencesStore } from '../lib/preferences';
import en from '../locales/en.json';
import es from '../locales/es.json';
import pt from '../locales/pt.json';

/** SPEC 8's catalogue from the shared domain, under `messages.<feature>.<name>`, beside the screens' own texts. */
function messagesIn(language: Language) {
  const tree: Record<string, Record<string, string>> = {};
  for (const [key, texts] of Object.entries(MESSAGES)) {
    const [feature = '', name = ''] = key.split('.');
    tree[feature] = { ...tree[feature], [name]: texts[language] };
  }
  return tree;
}

export const resources = {
  en: { translation: { ...en, messages: messagesIn('en') } },
  es: { translation: { ...es, messages: messagesIn('es') } },
  pt: { translation: { ...pt, messages: messagesIn('pt') } },
} as const;

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
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
