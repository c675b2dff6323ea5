import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the browser has a connection (SPEC 1). TanStack Query's online manager follows the browser's
 * online and offline events; while it says offline, queries and mutations wait and run when it returns.
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
