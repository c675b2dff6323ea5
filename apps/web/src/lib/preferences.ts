import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enums';
import { z } from 'zod';
import { createPersistentStore, useStore } from './persistent-store';

const preferencesSchema = z.object({
  mode: z.enum(['light', 'dark', 'system']),
  direction: z.enum(['ltr', 'rtl']),
  language: z.enum(LANGUAGES).nullable(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const PREFERENCES_STORAGE_KEY = 'adcontrol.preferences';

export const preferencesStore = createPersistentStore<Preferences>(
  PREFERENCES_STORAGE_KEY,
  { mode: 'system', direction: 'ltr', language: null },
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
