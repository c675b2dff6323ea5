import AddOutlined from '@mui/icons-material/AddOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
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

/** The dashboard's shape in grey while the figures come: four figures, the chart and its side, two lists. */
export function LoadingHome() {
  const { t } = useTranslation();
  const block = (height: number, key: string) => (
    <Skeleton key={key} variant="rounded" height={height} sx={{ borderRadius: 2.5 }} />
  );
  return (
    <Box role="status" aria-label={t('common.loading')} sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {['a', 'b', 'c', 'd'].map((key) => block(132, key))}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        {block(360, 'chart')}
        {block(360, 'spend')}
      </Box>
    </Box>
  );
}

interface HomeErrorProps {
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}

/** The figures could not be read: say so in the catalogue's words and offer to try again. */
export function HomeError({ error, isRetrying, onRetry }: HomeErrorProps) {
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
          {t('home.retry')}
        </Button>
      }
    >
      {apiErrorText(t, error)}
    </Alert>
  );
}

/** Nothing in the scope yet (a new advertiser): say so and lead to the first campaign. */
export function EmptyHome() {
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
      <CampaignOutlined sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
      <Typography variant="h2" component="p">
        {t('home.empty.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        {t('home.empty.body')}
      </Typography>
      <Button
        component={Link}
        to={paths.createCampaign()}
        variant="contained"
        startIcon={<AddOutlined />}
        sx={{ mt: 1 }}
      >
        {t('home.empty.create')}
      </Button>
    </Card>
  );
}
