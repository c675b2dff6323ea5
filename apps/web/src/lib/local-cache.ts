/** Local storage keys of data copied from the server, kept only until the app starts again. */
export const CACHE_PREFIX = 'adcontrol.cache.';

export function cacheKey(name: string): string {
  return `${CACHE_PREFIX}${name}`;
}

/**
 * SPEC 9: local cache entries are cleared at start-up, so server data is fetched afresh. The auth state,
 * preferences and drafts live under other keys and are kept.
 */
export function clearLocalCache(storage: Storage | undefined = globalThis.localStorage): number {
  if (!storage) return 0;
  const stale = Object.keys(storage).filter((key) => key.startsWith(CACHE_PREFIX));
  for (const key of stale) storage.removeItem(key);
  return stale.length;
}
