import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageCard } from '../../../components/message-card';
import { FiguresSkeleton, PageSkeleton, SkeletonBlock } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';

/** The page's shape in grey while the campaign comes: the header, four figures, the chart. */
export function LoadingDetail() {
  return (
    <PageSkeleton>
      <Skeleton variant="text" sx={{ fontSize: '2rem', maxWidth: 420 }} />
      <FiguresSkeleton height={120} />
      <SkeletonBlock height={360} />
    </PageSkeleton>
  );
}

/** Not there, or another account's (the API answers both alike, docs/decisions/008). */
export function CampaignNotFound() {
  const { t } = useTranslation();
  return (
    <MessageCard
      icon={<SearchOffOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />}
      title={<Typography variant="h1">{t('campaignDetail.notFound.title')}</Typography>}
      body={t('campaignDetail.notFound.body')}
      action={
        <Button component={Link} to={paths.home()} variant="contained" sx={{ mt: 1 }}>
          {t('campaignDetail.notFound.back')}
        </Button>
      }
    />
  );
}
