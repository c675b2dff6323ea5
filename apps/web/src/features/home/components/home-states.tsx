import AddOutlined from '@mui/icons-material/AddOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageCard } from '../../../components/message-card';
import { FiguresSkeleton, PageSkeleton, SkeletonBlock } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';

/** The dashboard's shape in grey while the figures come: four figures, the chart and its side. */
export function LoadingHome() {
  return (
    <PageSkeleton>
      <FiguresSkeleton height={132} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <SkeletonBlock height={360} />
        <SkeletonBlock height={360} />
      </Box>
    </PageSkeleton>
  );
}

/** Nothing in the scope yet (a new advertiser): say so and lead to the first campaign. */
export function EmptyHome() {
  const { t } = useTranslation();
  return (
    <MessageCard
      icon={<CampaignOutlined sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />}
      title={
        <Typography variant="h2" component="p">
          {t('home.empty.title')}
        </Typography>
      }
      body={t('home.empty.body')}
      action={
        <Button
          component={Link}
          to={paths.createCampaign()}
          variant="contained"
          startIcon={<AddOutlined />}
          sx={{ mt: 1 }}
        >
          {t('home.empty.create')}
        </Button>
      }
    />
  );
}
