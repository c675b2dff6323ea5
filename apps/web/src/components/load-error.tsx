import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';

interface LoadErrorProps {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}

/** What a screen could not read: the failure in the catalogue's words, and a button to try again. */
export function LoadError({ error, isRetrying, onRetry }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<RefreshOutlined />}
          onClick={onRetry}
          disabled={isRetrying}
        >
          {t('common.actions.retry')}
        </Button>
      }
    >
      {errorText(error, t)}
    </Alert>
  );
}
