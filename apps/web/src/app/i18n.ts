import { LANGUAGES } from '@adcontrol/domain/shared/enums';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import es from '../locales/es.json';
import pt from '../locales/pt.json';
import { initialLanguage, preferencesStore } from './preferences';

export const resources = {
  en: { translation: en },
  es: { translation: es },
  pt: { translation: pt },
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
