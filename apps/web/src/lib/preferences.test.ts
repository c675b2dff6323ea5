import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, storedPreferences } from './preferences';

describe('stored preferences', () => {
  it('keeps every valid choice', () => {
    const chosen = {
      mode: 'dark',
      direction: 'rtl',
      language: 'pt',
      layout: 'horizontal',
      sidebarCollapsed: true,
      skipWelcome: true,
    } as const;
    expect(storedPreferences({ ...chosen, unknown: 1 })).toEqual(chosen);
  });

  it('defaults each field that is missing or invalid, keeping the others', () => {
    expect(
      storedPreferences({ mode: 'dark', direction: 'up', language: 'fr', sidebarCollapsed: 'yes' }),
    ).toEqual({ ...DEFAULT_PREFERENCES, mode: 'dark' });
  });

  it('ignores a stored value that is not an object', () => {
    expect(storedPreferences('dark')).toBeNull();
    expect(storedPreferences(null)).toBeNull();
    expect(storedPreferences([])).toBeNull();
  });
});
