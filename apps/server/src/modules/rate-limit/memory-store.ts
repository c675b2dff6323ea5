import type { RateLimitStore, WindowCount } from './store';

/** The most counters kept at once; the oldest windows go first past it, so a flood cannot grow it for ever. */
const MAX_KEYS = 50_000;

/**
 * Fixed windows in this instance's memory. Not shared between instances: it stands in only while the shared
 * store does not answer (decision 069), so limits still hold, per instance, instead of being lifted.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, WindowCount>();
  const current = (key: string, now: Date) => {
    const window = windows.get(key);
    if (window && window.resetAt > now) return window;
    windows.delete(key);
    return undefined;
  };

  return {
    async hit(key, windowMs, now) {
      const window = current(key, now) ?? { hits: 0, resetAt: new Date(now.getTime() + windowMs) };
      const counted = { hits: window.hits + 1, resetAt: window.resetAt };
      windows.delete(key);
      windows.set(key, counted);
      if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value as string);
      return counted;
    },
    async peek(key, windowMs, now) {
      return current(key, now) ?? { hits: 0, resetAt: new Date(now.getTime() + windowMs) };
    },
    async clear(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
