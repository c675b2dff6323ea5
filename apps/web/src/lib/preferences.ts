import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enum-values';
import { oneOf } from './one-of';
import { createPersistentStore, useStore } from './persistent-store';

export const THEME_MODES = ['light', 'dark', 'semi-dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export const LAYOUTS = ['vertical', 'horizontal'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface Preferences {
  mode: ThemeMode;
  direction: 'ltr' | 'rtl';
  language: Language | null;
  layout: Layout;
  sidebarCollapsed: boolean;
  /** SPEC 1: the welcome modal shows unless the user chose to skip it. */
  skipWelcome: boolean;
}

export const PREFERENCES_STORAGE_KEY = 'adcontrol.preferences';

export const DEFAULT_PREFERENCES: Preferences = {
  mode: 'system',
  direction: 'ltr',
  language: null,
  layout: 'vertical',
  sidebarCollapsed: false,
  skipWelcome: false,
};

/**
 * Each stored field is kept when valid and defaults otherwise, so a choice stored by an older version (or a
 * field added later) is kept rather than thrown away. Plain checks, not a zod schema: this runs in the entry,
 * which ships without zod (decision 013).
 */
export function storedPreferences(stored: unknown): Preferences | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const value = stored as Record<string, unknown>;
  const flag = (key: string) => (typeof value[key] === 'boolean' ? (value[key] as boolean) : false);
  return {
    mode: oneOf(THEME_MODES, value.mode) ?? 'system',
    direction: oneOf(['ltr', 'rtl'] as const, value.direction) ?? 'ltr',
    language: oneOf(LANGUAGES, value.language) ?? null,
    layout: oneOf(LAYOUTS, value.layout) ?? 'vertical',
    sidebarCollapsed: flag('sidebarCollapsed'),
    skipWelcome: flag('skipWelcome'),
  };
}

export const preferencesStore = createPersistentStore<Preferences>(
  PREFERENCES_STORAGE_KEY,
  DEFAULT_PREFERENCES,
  storedPreferences,
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
