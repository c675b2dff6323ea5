import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { notificationHost } from '../lib/notifications';
import { onDemand } from '../lib/on-demand';

const snackbarHost = onDemand(async () => (await import('./snackbar-host')).SnackbarHost);

/**
 * Where notifications show; notistack and its provider load when the first one is asked for. A failed download
 * (offline) is tried again when the connection returns, and the notifications wait until then.
 */
export function NotificationHost() {
  const isWanted = useSyncExternalStore(
    notificationHost.subscribe,
    notificationHost.isWanted,
    notificationHost.isWanted,
  );
  const [Host, setHost] = useState<ComponentType | null>(() => snackbarHost.get());

  useEffect(() => {
    if (!isWanted || Host) return;
    let isCurrent = true;
    const attempt = () => {
      snackbarHost.load().then(
        (loaded) => {
          if (isCurrent) setHost(() => loaded);
        },
        () => window.addEventListener('online', attempt, { once: true }),
      );
    };
    attempt();
    return () => {
      isCurrent = false;
      window.removeEventListener('online', attempt);
    };
  }, [isWanted, Host]);

  return Host ? <Host /> : null;
}
