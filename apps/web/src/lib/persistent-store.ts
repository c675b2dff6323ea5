import { useSyncExternalStore } from 'react';

export interface PersistentStore<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  reset(): void;
  /** Reads localStorage again: another tab may have written it since (the session, decision 043). */
  reload(): void;
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
  let raw = readRaw();
  let value = parse(raw);

  function readRaw(): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function parse(text: string | null): T {
    try {
      return (text ? validate(JSON.parse(text)) : null) ?? initial;
    } catch {
      return initial;
    }
  }

  function write(next: T) {
    value = next;
    try {
      const text = JSON.stringify(next);
      globalThis.localStorage?.setItem(key, text);
      raw = text;
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
      raw = null;
      value = initial;
      for (const listener of listeners) listener();
    },
    reload() {
      const next = readRaw();
      if (next === raw) return;
      raw = next;
      value = parse(next);
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
