import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const gap = { xs: 2, md: 3 } as const;

/** The page's shape in grey while the figures come: four figures, the chart and spend, the campaigns. */
export function LoadingOverview() {
  const { t } = useTranslation();
  const block = (height: number, key: string) => (
    <Skeleton key={key} variant="rounded" height={height} sx={{ borderRadius: 2.5 }} />
  );
  return (
    <Box role="status" aria-label={t('common.loading')} sx={{ display: 'grid', gap }}>
      <Box
        sx={{
          display: 'grid',
          gap,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {['a', 'b', 'c', 'd'].map((key) => block(120, key))}
      </Box>
      {block(340, 'chart')}
      {block(240, 'campaigns')}
    </Box>
  );
}

function Notice({ icon, title, body }: { icon: ReactNode; title: string; body: string }) {
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
      {icon}
      <Typography variant="h2" component="p">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 460 }}>
        {body}
      </Typography>
    </Card>
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
