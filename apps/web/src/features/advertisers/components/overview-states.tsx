import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageCard } from '../../../components/message-card';
import { FiguresSkeleton, PageSkeleton, SkeletonBlock } from '../../../components/page-skeleton';

/** The page's shape in grey while the figures come: four figures, the chart and spend, the campaigns. */
export function LoadingOverview() {
  return (
    <PageSkeleton>
      <FiguresSkeleton height={120} />
      <SkeletonBlock height={340} />
      <SkeletonBlock height={240} />
    </PageSkeleton>
  );
}

function Notice({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
  return (
    <MessageCard
      icon={icon}
      title={
        <Typography variant="h2" component="p">
          {title}
        </Typography>
      }
      body={body}
    />
  );
}

/** A seller or admin has not chosen yet. */
export function ChooseAdvertiser() {
  const { t } = useTranslation();
  return (
    <Notice
      icon={<PersonSearchOutlined sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />}
      title={t('advertiser.choose.title')}
      body={t('advertiser.choose.body')}
    />
  );
}

/** Not there, or outside the reader's scope (the API answers both alike, decision 008). */
export function AdvertiserNotFound() {
  const { t } = useTranslation();
  return (
    <Notice
      icon={<SearchOffOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />}
      title={t('advertiser.notFound.title')}
      body={t('advertiser.notFound.body')}
    />
  );
}

/** No campaign of the advertiser ran during the chosen days. */
export function NoCampaigns() {
  const { t } = useTranslation();
  return (
    <Notice
      icon={<CampaignOutlined sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />}
      title={t('advertiser.empty.title')}
      body={t('advertiser.empty.body')}
    />
  );
}
