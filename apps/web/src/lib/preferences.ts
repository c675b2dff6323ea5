import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enums';
import { z } from 'zod';
import { createPersistentStore, useStore } from './persistent-store';

export const THEME_MODES = ['light', 'dark', 'semi-dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Fields added later default, so a choice stored by an older version is kept rather than thrown away. */
const preferencesSchema = z.object({
  mode: z.enum(THEME_MODES).catch('system'),
  direction: z.enum(['ltr', 'rtl']).catch('ltr'),
  language: z.enum(LANGUAGES).nullable().catch(null),
  layout: z.enum(LAYOUTS).catch('vertical'),
  sidebarCollapsed: z.boolean().catch(false),
  /** SPEC 1: the welcome modal shows unless the user chose to skip it. */
  skipWelcome: z.boolean().catch(false),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const PREFERENCES_STORAGE_KEY = 'adcontrol.preferences';

export const DEFAULT_PREFERENCES: Preferences = {
  mode: 'system',
  direction: 'ltr',
  language: null,
  layout: 'vertical',
  sidebarCollapsed: false,
  skipWelcome: false,
};

export const preferencesStore = createPersistentStore<Preferences>(
  PREFERENCES_STORAGE_KEY,
  DEFAULT_PREFERENCES,
  (stored) => preferencesSchema.safeParse(stored).data ?? null,
);

export function usePreferences(): Preferences {
  return useStore(preferencesStore);
}

export function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  preferencesStore.set((current) => ({ ...current, [key]: value }));
}

/** The stored choice, else the browser's language when it is one we offer, else English. */
export function initialLanguage(): Language {
  const stored = preferencesStore.get().language;
  if (stored) return stored;
  const browser = globalThis.navigator?.language?.slice(0, 2) as Language | undefined;
  return browser && LANGUAGES.includes(browser) ? browser : 'en';
}
