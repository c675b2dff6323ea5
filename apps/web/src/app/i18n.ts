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
 * (decision 013). The shell's (its menus, the welcome, the customizer) come with the shell, so the sign-in page
 * does not carry them. Spanish and Portuguese, loaded on demand anyway, keep every text in one file.
 */
const feature = (name: string) => (texts: { default: object }) => ({ [name]: texts.default });
const englishTexts = {
  accounts: () => import('../locales/en/accounts.json').then(feature('accounts')),
  activity: () => import('../locales/en/activity.json').then(feature('activity')),
  advertiser: () => import('../locales/en/advertiser.json').then(feature('advertiser')),
  audience: () => import('../locales/en/audience.json').then(feature('audience')),
  campaigns: () => import('../locales/en/campaigns.json').then(feature('campaigns')),
  campaignDetail: () => import('../locales/en/campaignDetail.json').then(feature('campaignDetail')),
  control: () => import('../locales/en/control.json').then(feature('control')),
  delivery: () => import('../locales/en/delivery.json').then(feature('delivery')),
  expenses: () => import('../locales/en/expenses.json').then(feature('expenses')),
  home: () => import('../locales/en/home.json').then(feature('home')),
  payments: () => import('../locales/en/payments.json').then(feature('payments')),
  presentation: () => import('../locales/en/presentation.json').then(feature('presentation')),
  profile: () => import('../locales/en/profile.json').then(feature('profile')),
  scheduledReports: () => import('../locales/en/scheduledReports.json').then(feature('scheduledReports')),
  simulator: () => import('../locales/en/simulator.json').then(feature('simulator')),
  programmatics: () => import('../locales/en/programmatics.json').then(feature('programmatics')),
  shell: () => import('../locales/en/shell.json').then((texts): object => texts.default),
};
export type TextsFeature = keyof typeof englishTexts;

export async function loadEnglishTexts(bundle: TextsFeature): Promise<void> {
  i18n.addResourceBundle('en', 'translation', await englishTexts[bundle](), true, true);
}

preferencesStore.subscribe(() => {
  const { language } = preferencesStore.get();
  if (language && language !== i18n.language) void i18n.changeLanguage(language);
});
