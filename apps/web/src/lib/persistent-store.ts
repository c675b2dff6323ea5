import { useSyncExternalStore } from 'react';

export interface StoreOptions {
  /**
   * Kept for each person apart: signing out (or into another account) sets the value aside under the person's
   * id and brings back the next person's own (session-store.ts), instead of deleting it with the session.
   */
  isPerPerson?: boolean;
}

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
  options: StoreOptions = {},
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

  const store: PersistentStore<T> = {
    get: () => value,
    set(next) {
      write(typeof next === 'function' ? (next as (current: T) => T)(value) : next);
    },
    reset() {
      try {
        globalThis.localStorage?.removeItem(key);
      } catch {
        // storage disabled: only this tab's value goes
      }
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
  if (options.isPerPerson) registerPerPerson(key, store.reload);
  return store;
}

/**
 * The keys of the per-person stores, kept in storage too: a store's code loads with its screen, and a sign-out
 * before that screen was opened must still set its value aside rather than delete it.
 */
export const PER_PERSON_KEYS_KEY = 'adcontrol.perPersonKeys';

/** Each per-person store loaded in this tab, with the way to read it again once its value was swapped. */
const perPersonStores = new Map<string, () => void>();

function registerPerPerson(key: string, reload: () => void): void {
  perPersonStores.set(key, reload);
  const stored = storedPerPersonKeys();
  if (stored.includes(key)) return;
  try {
    globalThis.localStorage?.setItem(PER_PERSON_KEYS_KEY, JSON.stringify([...stored, key]));
  } catch {
    // storage unavailable: nothing is kept across a sign-out anyway
  }
}

function storedPerPersonKeys(): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(PER_PERSON_KEYS_KEY) ?? 'null');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** The storage keys of every per-person store this browser has held, loaded in this tab or not. */
export function perPersonStoreKeys(): string[] {
  return [...new Set([...storedPerPersonKeys(), ...perPersonStores.keys()])];
}

export function reloadStore(key: string): void {
  perPersonStores.get(key)?.();
}

export function useStore<T>(store: PersistentStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
