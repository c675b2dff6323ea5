import { afterEach, describe, expect, it } from 'vitest';
import { cacheKey, clearLocalCache } from './local-cache';
import { PREFERENCES_STORAGE_KEY } from './preferences';
import { AUTH_STORAGE_KEY } from './session-store';

afterEach(() => localStorage.clear());

describe('clearing the local cache at start-up', () => {
  it('drops cached server data and keeps the session, the preferences and other keys', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{"authenticated":true}');
    localStorage.setItem(PREFERENCES_STORAGE_KEY, '{"mode":"dark"}');
    localStorage.setItem('adcontrol.campaignDraft', '{"step":2}');
    localStorage.setItem(cacheKey('countries'), '["CL"]');
    localStorage.setItem(cacheKey('campaigns?page=1'), '[]');

    expect(clearLocalCache()).toBe(2);

    expect(Object.keys(localStorage).sort()).toEqual(
      [AUTH_STORAGE_KEY, PREFERENCES_STORAGE_KEY, 'adcontrol.campaignDraft'].sort(),
    );
  });
});
