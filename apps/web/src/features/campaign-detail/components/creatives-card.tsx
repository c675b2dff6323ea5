import type { Creative } from '@adcontrol/domain/creatives/creative';
import { isOptimizedCreative, isSupportCreative } from '@adcontrol/domain/rules/creatives';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { paths } from '../../../config/paths';
import { CreativeThumbnail } from './creative-thumbnail';

/** What another feature puts at the end of a creative's line (an admin's switch and menu), in place of its status. */
export type RenderCreativeControls = (creative: Creative) => ReactNode;

function kindOf(creative: Creative): 'support' | 'optimized' | null {
  if (isSupportCreative(creative.name)) return 'support';
  return isOptimizedCreative(creative.name) ? 'optimized' : null;
}

function StatusChip({ creative }: { creative: Creative }) {
  const { t } = useTranslation();
  const isActive = creative.status === 0;
  return (
    <Chip
      size="small"
      color={isActive ? 'success' : 'default'}
      variant={isActive ? 'filled' : 'outlined'}
      label={t(isActive ? 'campaignDetail.creatives.active' : 'campaignDetail.creatives.paused')}
    />
  );
}

function CreativeLine({ creative, controls }: { creative: Creative; controls: ReactNode }) {
  const { t } = useTranslation();
  const kind = kindOf(creative);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 0.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <CreativeThumbnail creative={creative} />
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{creative.name}</Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t(`campaignDetail.creatives.formats.${creative.format}`)}
          </Typography>
          {kind && (
            <Chip size="small" variant="outlined" label={t(`campaignDetail.creatives.kinds.${kind}`)} />
          )}
        </Box>
      </Box>
      <Box sx={{ marginInlineStart: 'auto' }}>{controls ?? <StatusChip creative={creative} />}</Box>
    </Box>
  );
}

/**
 * The campaign's creatives on its own page: a picture of each, its name, format and whether it delivers, and the
 * way to the page that edits them. An admin's line ends in the controls the delivery feature lends.
 */
export function CreativesCard({
  campaignId,
  creatives,
  renderControls,
}: {
  campaignId: number;
  creatives: readonly Creative[];
  renderControls?: RenderCreativeControls | undefined;
}) {
  const { t } = useTranslation();
  const active = creatives.filter((creative) => creative.status === 0).length;
  return (
    <SectionCard
      title={t('campaignDetail.creatives.title')}
      subtitle={t('campaignDetail.creatives.summary', { count: creatives.length, active })}
      aside={
        <Button
          component={Link}
          to={paths.creatives(campaignId)}
          size="small"
          startIcon={<PhotoLibraryOutlined />}
        >
          {t('campaignDetail.creatives.manage')}
        </Button>
      }
    >
      {creatives.length === 0 ? (
        <Typography color="text.secondary">{t('campaignDetail.creatives.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {creatives.map((creative) => (
            <CreativeLine key={creative.id} creative={creative} controls={renderControls?.(creative)} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
