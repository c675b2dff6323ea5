import enMessages from 'virtual:messages/en';
import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enum-values';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, preferencesStore } from '../lib/preferences';
import en from '../locales/en.json';

/**
 * English ships in the entry, so the first paint (and every test) has its words at once; the other languages
 * are fetched the first time they are chosen, and most visitors never download them.
 */
const otherLanguages: Record<
  Exclude<Language, 'en'>,
  () => Promise<[{ default: object }, { default: object }]>
> = {
  es: () => Promise.all([import('../locales/es.json'), import('virtual:messages/es')]),
  pt: () => Promise.all([import('../locales/pt.json'), import('virtual:messages/pt')]),
};

const lazyLanguages: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, _namespace, callback) {
    const load = otherLanguages[language as keyof typeof otherLanguages];
    if (!load) return callback(new Error(`no translations for ${language}`), false);
    load().then(
      ([texts, messages]) => callback(null, { ...texts.default, messages: messages.default }),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(lazyLanguages)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: { ...en, messages: enMessages } } },
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

/**
 * The English texts of most screens travel with those screens: the router awaits them with the screen's code
 * (decision 013). Spanish and Portuguese, loaded on demand anyway, keep every text in one file.
 */
const englishByFeature = {
  accounts: () => import('../locales/en/accounts.json'),
  audience: () => import('../locales/en/audience.json'),
  campaigns: () => import('../locales/en/campaigns.json'),
  home: () => import('../locales/en/home.json'),
  profile: () => import('../locales/en/profile.json'),
};
export type TextsFeature = keyof typeof englishByFeature;

export async function loadEnglishTexts(feature: TextsFeature): Promise<void> {
  const texts = await englishByFeature[feature]();
  i18n.addResourceBundle('en', 'translation', { [feature]: texts.default }, true, true);
}

preferencesStore.subscribe(() => {
  const { language } = preferencesStore.get();
  if (language && language !== i18n.language) void i18n.changeLanguage(language);
});
