import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorText } from '../../../lib/api-errors';

/** The page's shape in grey while the campaign comes: the header, four figures, the chart. */
export function LoadingDetail() {
  const { t } = useTranslation();
  const block = (height: number, key: string) => (
    <Skeleton key={key} variant="rounded" height={height} sx={{ borderRadius: 2.5 }} />
  );
  return (
    <Box role="status" aria-label={t('common.loading')} sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 420 }} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {['a', 'b', 'c', 'd'].map((key) => block(120, key))}
      </Box>
      {block(360, 'chart')}
    </Box>
  );
}

/** Not there, or another account's (the API answers both alike, docs/decisions/008). */
export function CampaignNotFound() {
  const { t } = useTranslation();
  return (
    <Card
      sx={{
        py: { xs: 5, md: 8 },
        px: 2,
        display: 'grid',
        justifyItems: 'center',
        gap: 1.5,
        textAlign: 'center',
      }}
    >
      <SearchOffOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h1">{t('campaignDetail.notFound.title')}</Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        {t('campaignDetail.notFound.body')}
      </Typography>
      <Button component={Link} to={paths.home()} variant="contained" sx={{ mt: 1 }}>
        {t('campaignDetail.notFound.back')}
      </Button>
    </Card>
  );
}

interface DetailErrorProps {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}

/** The campaign could not be read: say so in the catalogue's words and offer to try again. */
export function DetailError({ error, isRetrying, onRetry }: DetailErrorProps) {
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
          {t('campaignDetail.retry')}
        </Button>
      }
    >
      {apiErrorText(t, error)}
    </Alert>
  );
}
