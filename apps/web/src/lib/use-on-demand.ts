import { useEffect, useState } from 'react';
import type { OnDemand } from './on-demand';

export type OnDemandState<T> =
  | { status: 'idle' | 'loading' | 'failed'; module: null }
  | { status: 'loaded'; module: T };

/**
 * A module fetched on demand (lib/on-demand.ts), for a component that needs it once `isWanted`: it renders
 * again when the module arrives, and knows when it could not be downloaded (offline) to show a fallback.
 */
export function useOnDemand<T>(module: OnDemand<T>, isWanted: boolean): OnDemandState<T> {
  const [failed, setFailed] = useState<OnDemand<T> | null>(null);
  const [, setLoaded] = useState<OnDemand<T> | null>(null);
  const loaded = module.get();
  useEffect(() => {
    if (!isWanted || loaded) return;
    let isCurrent = true;
    module.load().then(
      () => isCurrent && setLoaded(module),
      () => isCurrent && setFailed(module),
    );
    return () => {
      isCurrent = false;
    };
  }, [module, isWanted, loaded]);
  if (loaded) return { status: 'loaded', module: loaded };
  if (!isWanted) return { status: 'idle', module: null };
  return { status: failed === module ? 'failed' : 'loading', module: null };
}
