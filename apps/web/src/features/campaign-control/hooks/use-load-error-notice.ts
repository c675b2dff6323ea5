import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../lib/notifications';

/** SPEC 8: a failed fetch says 'Unexpected error gettting campaigns!' and asks to reload, once per failure. */
export function useLoadErrorNotice(isError: boolean, failedAt: number) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (!isError) return;
    enqueueSnackbar(t('messages.campaigns.loadFailed'), {
      variant: 'error',
      key: `control-load-${failedAt}`,
    });
    enqueueSnackbar(t('messages.common.unexpectedReload'), {
      variant: 'error',
      key: `control-reload-${failedAt}`,
    });
  }, [isError, failedAt, t, enqueueSnackbar]);
}
