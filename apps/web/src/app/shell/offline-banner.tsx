import WifiOffOutlined from '@mui/icons-material/WifiOffOutlined';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useIsOnline } from '../../lib/network-status';

/**
 * SPEC 1: going offline shows a persistent error until the connection returns. It stays in view above the
 * page rather than queueing behind other notifications.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <Alert
      severity="error"
      variant="filled"
      icon={<WifiOffOutlined fontSize="inherit" />}
      sx={{ borderRadius: 0, py: 0.25 }}
    >
      {t('messages.common.offline')}
    </Alert>
  );
}
