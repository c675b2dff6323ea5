import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationHost } from '../lib/notifications';

const SnackbarHost = lazy(async () => ({ default: (await import('./snackbar-host')).SnackbarHost }));

/** Where notifications show; notistack and its provider load when the first one is asked for. */
export function NotificationHost() {
  const isWanted = useSyncExternalStore(
    notificationHost.subscribe,
    notificationHost.isWanted,
    notificationHost.isWanted,
  );
  return isWanted ? (
    <Suspense fallback={null}>
      <SnackbarHost />
    </Suspense>
  ) : null;
}
