import enMessages from 'virtual:messages/en';
import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enum-values';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, preferencesStore } from '../lib/preferences';
import { features as englishFeatures, shared as englishShared } from '../locales/en-index';

/**
 * The features whose words travel with their screens (decision 065): `src/locales/<language>/<feature>.json`,
 * the same files in every language (src/locales/locales.test.ts). Each is an i18next namespace of its own, so
 * i18next loads a feature's words in the reader's language when the feature loads, and the words of every loaded
 * feature in the new language before it switches.
 */
export type TextsFeature =
  | 'accounts'
  | 'activity'
  | 'advertiser'
  | 'audience'
  | 'campaigns'
  | 'campaignDetail'
  | 'control'
  | 'delivery'
  | 'expenses'
  | 'floor'
  | 'home'
  | 'payments'
  | 'presentation'
  | 'profile'
  | 'scheduledReports'
  | 'simulator'
  | 'programmatics'
  | 'shell';

interface LanguageFiles {
  shared: object;
  features: Record<string, () => Promise<{ default: object }>>;
}

/**
 * English ships in the entry, its shared words and the list of its feature files, so the first paint (and every
 * test) has them at once. Another language's list comes with its shared words, the first time it is chosen: the
 * entry grows neither with the languages nor with their features.
 */
const languageFiles: Record<Language, () => Promise<LanguageFiles>> = {
  en: async () => ({ shared: englishShared, features: englishFeatures }),
  es: () => import('../locales/es-index'),
  pt: () => import('../locales/pt-index'),
};
const catalogue: Record<Language, () => Promise<{ default: object }>> = {
  en: async () => ({ default: enMessages }),
  es: () => import('virtual:messages/es'),
  pt: () => import('virtual:messages/pt'),
};

async function sharedWords(language: Language): Promise<object> {
  const [files, messages] = await Promise.all([languageFiles[language](), catalogue[language]()]);
  return { ...files.shared, messages: messages.default };
}

/** A feature's file holds its section, named here, so its keys stay `payments.title` as the screens ask. */
async function featureWords(language: Language, feature: string): Promise<object> {
  const load = (await languageFiles[language]()).features[`./${feature}.json`];
  if (!load) throw new Error(`no ${feature} words in ${language}`);
  const texts = (await load()).default;
  // The shell's file holds several sections (its own, the menu's and the menu's descriptions).
  return feature === 'shell' ? texts : { [feature]: texts };
}

const localeFiles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    // i18next asks only for the languages of `supportedLngs`.
    const words = namespace === 'translation' ? sharedWords : featureWords;
    words(language as Language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * The default namespace falls back to every namespace loaded: this array, which `loadNamespaces` extends, so a
 * screen's `t('payments.title')` finds the payments feature's words once they are loaded.
 */
const namespaces = ['translation'];

export const i18n = i18next.createInstance();

void i18n
  .use(localeFiles)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: { ...englishShared, messages: enMessages } } },
    partialBundledLanguages: true,
    initAsync: false,
    lng: initialLanguage(),
    // Every language holds every key (src/locales/locales.test.ts): a fallback to English would only make Spanish
    // and Portuguese readers download every screen's English words as well.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: namespaces,
    fallbackNS: namespaces,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = i18n.language;

/**
 * A feature's words in the reader's language, which the router awaits with the screen's code (decision 013).
 * The English shell's and Home's travel in those screens' chunks (vite.config.ts).
 */
export async function loadTexts(feature: TextsFeature): Promise<void> {
  // A change of language under way loads the namespaces known when it began (react-i18next reads this too);
  // when it is the first, that read is the one under way and nothing is read twice.
  const next = (i18n as { isLanguageChangingTo?: string }).isLanguageChangingTo;
  await Promise.all([i18n.loadNamespaces(feature), next && i18n.reloadResources(next, feature)]);
}

preferencesStore.subscribe(() => {
  const { language } = preferencesStore.get();
  if (language && language !== i18n.language) void i18n.changeLanguage(language);
});
