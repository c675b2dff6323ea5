import type { OptionsObject, ProviderContext, SnackbarKey, SnackbarMessage } from 'notistack';

type Notistack = Pick<ProviderContext, 'enqueueSnackbar' | 'closeSnackbar'>;
type Call = (notistack: Notistack) => void;

/*
 * notistack loads with the first notification, not with the app (decision 013): until then calls wait here,
 * and `NotificationHost` (components/notification-host.tsx) mounts its provider as soon as one is asked for.
 */
let notistack: Notistack | null = null;
const waiting: Call[] = [];
let isHostWanted = false;
const listeners = new Set<() => void>();
let lastKey = 0;

function run(call: Call): void {
  if (notistack) {
    call(notistack);
    return;
  }
  waiting.push(call);
  if (isHostWanted) return;
  isHostWanted = true;
  for (const listener of listeners) listener();
}

const notifications: Notistack = {
  enqueueSnackbar(messageOrOptions: SnackbarMessage | OptionsObject, options?: OptionsObject): SnackbarKey {
    const isOptions =
      typeof messageOrOptions === 'object' && messageOrOptions !== null && 'message' in messageOrOptions;
    const given = (isOptions ? messageOrOptions : options) as OptionsObject | undefined;
    const key = given?.key ?? `notification-${++lastKey}`;
    run((loaded) =>
      isOptions
        ? loaded.enqueueSnackbar({ ...(messageOrOptions as OptionsObject), key })
        : loaded.enqueueSnackbar(messageOrOptions as SnackbarMessage, { ...options, key }),
    );
    return key;
  },
  closeSnackbar(key?: SnackbarKey) {
    run((loaded) => loaded.closeSnackbar(key));
  },
} as Notistack;

/** notistack's `useSnackbar`, usable before notistack has loaded: the same two functions. */
export function useSnackbar(): Notistack {
  return notifications;
}

export const notificationHost = {
  isWanted: () => isHostWanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The provider is mounted: what waited is shown, in order. */
  ready(loaded: Notistack) {
    notistack = loaded;
    for (const call of waiting.splice(0)) call(loaded);
  },
  /** The provider is gone (the app unmounted, as between tests): calls wait for the next one. */
  gone() {
    notistack = null;
  },
};
