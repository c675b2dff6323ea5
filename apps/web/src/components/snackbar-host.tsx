import { styled } from '@mui/material/styles';
import { closeSnackbar, enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { notificationHost } from '../lib/notifications';

/**
 * notistack's own greens, oranges and blues carry white text at 2.2:1 to 3.3:1; these keep every variant above
 * WCAG's 4.5:1 in light and dark alike.
 */
const ReadableContent = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b' },
});
const VARIANTS = {
  default: ReadableContent,
  success: ReadableContent,
  error: ReadableContent,
  warning: ReadableContent,
  info: ReadableContent,
};

/** SPEC 1: at most three notifications at a time, bottom right. */
export function SnackbarHost() {
  useEffect(() => {
    notificationHost.ready({ enqueueSnackbar, closeSnackbar });
    return notificationHost.gone;
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={VARIANTS}
    />
  );
}
