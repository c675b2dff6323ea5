/**
 * A module fetched when the user first asks for what it holds (a menu, a dialog), not with the page
 * (decision 013). `get` answers it once loaded; `load` fetches it once, and again after a failed try.
 */
export interface OnDemand<T> {
  get(): T | null;
  load(): Promise<T>;
  /** Starts the download ahead of a likely use (hover, focus); a failure waits for `load`. */
  prefetch(): void;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const load = () => {
    pending ??= importer().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    get: () => loaded,
    load,
    prefetch: () => void load().catch(() => undefined),
  };
}
