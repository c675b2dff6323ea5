import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

export function LoadingAudience() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} role="status" aria-label={t('common.loading')}>
      {(['name', 'geography', 'applications', 'devices'] as const).map((section, row) => (
        <Skeleton key={section} variant="rounded" height={row === 0 ? 72 : 180} />
      ))}
    </Box>
  );
}

/** An audience that does not exist, is outside the caller's scope (the API answers alike) or has no valid id. */
export function AudienceNotFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <SearchOffOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h2" component="p">
        {t('audience.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('audience.notFound.body')}</Typography>
      <Button component={Link} to={paths.audiences()} variant="contained">
        {t('audience.notFound.back')}
      </Button>
    </Box>
  );
}

/** A missing audience or a failed load. */
export function AudienceLoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404) return <AudienceNotFound />;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.actions.retry')}
        </Button>
      }
    >
      {errorText(error, t)}
    </Alert>
  );
}
