import { useSyncExternalStore } from 'react';

export interface PersistentStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/**
 * A small state container kept in localStorage, for the state SPEC 3 says survives a reload (auth state,
 * preferences). `validate` rejects stored values of an older shape instead of trusting them.
 */
export function createPersistentStore<T>(
  key: string,
  initial: T,
  validate: (stored: unknown) => T | null,
): PersistentStore<T> {
  const listeners = new Set<() => void>();
  let value = read();

  function read(): T {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      return (raw ? validate(JSON.parse(raw)) : null) ?? initial;
    } catch {
      return initial;
    }
  }

  function write(next: T) {
    value = next;
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(next));
    } catch {
      // storage full or disabled: the state still holds for this tab
    }
    for (const listener of listeners) listener();
  }

  return {
    get: () => value,
    set(next) {
      write(typeof next === 'function' ? (next as (current: T) => T)(value) : next);
    },
    reset() {
      globalThis.localStorage?.removeItem(key);
      value = initial;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStore<T>(store: PersistentStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
