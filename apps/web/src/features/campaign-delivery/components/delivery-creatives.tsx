import type { Creative } from '@adcontrol/domain/creatives/creative';
import { isOptimizedCreative, isSupportCreative } from '@adcontrol/domain/rules/creatives';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useSnackbar } from '../../../lib/notifications';
import { useUpdateCreativeStatus } from '../api/update-creative-status';
import { GenerateSupportDialog } from './generate-support-dialog';
import { PretargetingDialog } from './pretargeting-dialog';
import { SupportOptimizedDialog } from './support-optimized-dialog';

type CreativeAction = 'optimized' | 'support' | 'pretargeting';
/** A variant has no variants of its own, and a video no support creative (decision 031). */
function actionsFor(creative: Creative, kind: 'support' | 'optimized' | null): CreativeAction[] {
  if (kind !== null) return ['pretargeting'];
  return creative.format === 'video'
    ? ['optimized', 'pretargeting']
    : ['optimized', 'support', 'pretargeting'];
}

function CreativeRow({
  creative,
  isBusy,
  onStatus,
  onAction,
}: {
  creative: Creative;
  isBusy: boolean;
  onStatus: (status: 0 | 1) => void;
  onAction: (action: CreativeAction) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const kind = isSupportCreative(creative.name)
    ? 'support'
    : isOptimizedCreative(creative.name)
      ? 'optimized'
      : null;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{creative.name}</Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary">
            {t(`delivery.creatives.formats.${creative.format}`)}
          </Typography>
          {kind && <Chip size="small" variant="outlined" label={t(`delivery.creatives.kinds.${kind}`)} />}
        </Box>
        {creative.pretargeting && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('delivery.creatives.pretargetingOn', {
              rules:
                Object.keys(creative.pretargeting).join(', ') || t('delivery.creatives.pretargetingEmpty'),
            })}
          </Typography>
        )}
      </Box>
      {/* The switch's state in words for sighted users; its accessible name and checked state already say it. */}
      <Typography
        variant="body2"
        aria-hidden
        color={creative.status === 0 ? 'success.main' : 'text.secondary'}
        sx={{ fontWeight: 600 }}
      >
        {t(creative.status === 0 ? 'delivery.creatives.active' : 'delivery.creatives.paused')}
      </Typography>
      <Switch
        checked={creative.status === 0}
        disabled={isBusy}
        onChange={(event) => onStatus(event.target.checked ? 0 : 1)}
        slotProps={{ input: { 'aria-label': t('delivery.creatives.activeOf', { name: creative.name }) } }}
      />
      <IconButton
        aria-label={t('delivery.creatives.menu', { name: creative.name })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actionsFor(creative, kind).map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {t(
              action === 'pretargeting' && creative.pretargeting
                ? 'delivery.creatives.actions.editPretargeting'
                : `delivery.creatives.actions.${action}`,
            )}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/** Admin: each creative's status on the servers, and its optimised variant, support creative and pretargeting. */
export function DeliveryCreatives({
  campaignId,
  creatives,
}: {
  campaignId: number;
  creatives: readonly Creative[];
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const status = useUpdateCreativeStatus(campaignId);
  const [open, setOpen] = useState<{ action: CreativeAction; creative: Creative } | null>(null);
  const close = () => setOpen(null);
  const setStatus = (creative: Creative, next: 0 | 1) =>
    status.mutate(
      { creativeId: creative.id, status: next },
      {
        onSuccess: () =>
          enqueueSnackbar(
            t(next === 0 ? 'delivery.creatives.activated' : 'delivery.creatives.pausedDone', {
              name: creative.name,
            }),
            { variant: 'success' },
          ),
        onError: () => enqueueSnackbar(t('messages.common.unexpectedTryLater'), { variant: 'error' }),
      },
    );
  return (
    <SectionCard title={t('delivery.creatives.title')} subtitle={t('delivery.creatives.subtitle')}>
      {creatives.length === 0 ? (
        <Typography color="text.secondary">{t('delivery.link.noCreatives')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {creatives.map((creative) => (
            <CreativeRow
              key={creative.id}
              creative={creative}
              isBusy={status.isPending && status.variables?.creativeId === creative.id}
              onStatus={(next) => setStatus(creative, next)}
              onAction={(action) => setOpen({ action, creative })}
            />
          ))}
        </Box>
      )}
      {open?.action === 'optimized' && <SupportOptimizedDialog creative={open.creative} onClose={close} />}
      {open?.action === 'support' && <GenerateSupportDialog creative={open.creative} onClose={close} />}
      {open?.action === 'pretargeting' && <PretargetingDialog creative={open.creative} onClose={close} />}
    </SectionCard>
  );
}
