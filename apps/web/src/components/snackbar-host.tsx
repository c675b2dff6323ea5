import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { notificationHost } from '../lib/notifications';

/** SPEC 1: at most three notifications at a time, bottom right. */
export function SnackbarHost() {
  useEffect(() => {
    notificationHost.ready({ enqueueSnackbar, closeSnackbar });
    return notificationHost.gone;
  }, []);
  return <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} />;
}
