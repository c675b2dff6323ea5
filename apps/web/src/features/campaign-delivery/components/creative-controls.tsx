import type { Creative } from '@adcontrol/domain/creatives/creative';
import { isOptimizedCreative, isSupportCreative } from '@adcontrol/domain/rules/creatives';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingDialog } from '../../../components/loading-dialog';
import { saveFailureText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useUpdateCreativeStatus } from '../api/update-creative-status';

/**
 * A creative's modals (their forms, the creatives' contracts and their zod schemas) load at their first opening,
 * not with every creative's line of a campaign's page (decision 075).
 */
const GenerateSupportDialog = lazy(async () => ({
  default: (await import('./generate-support-dialog')).GenerateSupportDialog,
}));
const PretargetingDialog = lazy(async () => ({
  default: (await import('./pretargeting-dialog')).PretargetingDialog,
}));
const SupportOptimizedDialog = lazy(async () => ({
  default: (await import('./support-optimized-dialog')).SupportOptimizedDialog,
}));

type CreativeAction = 'optimized' | 'support' | 'pretargeting';

/** A variant has no variants of its own, and a video no support creative (decision 031). */
function actionsFor(creative: Creative): CreativeAction[] {
  if (isSupportCreative(creative.name) || isOptimizedCreative(creative.name)) return ['pretargeting'];
  return creative.format === 'video'
    ? ['optimized', 'pretargeting']
    : ['optimized', 'support', 'pretargeting'];
}

/**
 * An admin's controls at the end of a creative's line on the campaign's page: active or paused on every linked
 * server, its pretargeting rules, and the menu for its optimised variant, support creative and pretargeting.
 */
export function CreativeControls({ campaignId, creative }: { campaignId: number; creative: Creative }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const status = useUpdateCreativeStatus(campaignId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<CreativeAction | null>(null);
  const close = () => setOpen(null);
  const isActive = creative.status === 0;
  const setStatus = (next: 0 | 1) =>
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
        onError: (error) =>
          enqueueSnackbar(saveFailureText(error, t, t('messages.common.unexpectedTryLater')), {
            variant: 'error',
          }),
      },
    );
  return (
    <Box sx={{ display: 'grid', justifyItems: 'end' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {/* The switch's state in words for sighted users; its accessible name and checked state already say it. */}
        <Typography
          variant="body2"
          aria-hidden
          color={isActive ? 'success.main' : 'text.secondary'}
          sx={{ fontWeight: 600 }}
        >
          {t(isActive ? 'delivery.creatives.active' : 'delivery.creatives.paused')}
        </Typography>
        <Switch
          checked={isActive}
          disabled={status.isPending}
          onChange={(event) => setStatus(event.target.checked ? 0 : 1)}
          slotProps={{ input: { 'aria-label': t('delivery.creatives.activeOf', { name: creative.name }) } }}
        />
        <IconButton
          aria-label={t('delivery.creatives.menu', { name: creative.name })}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      </Box>
      {creative.pretargeting && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('delivery.creatives.pretargetingOn', {
            rules: Object.keys(creative.pretargeting).join(', ') || t('delivery.creatives.pretargetingEmpty'),
          })}
        </Typography>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actionsFor(creative).map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              setOpen(action);
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
      <Suspense fallback={open && <LoadingDialog onClose={close} />}>
        {open === 'optimized' && <SupportOptimizedDialog creative={creative} onClose={close} />}
        {open === 'support' && <GenerateSupportDialog creative={creative} onClose={close} />}
        {open === 'pretargeting' && <PretargetingDialog creative={creative} onClose={close} />}
      </Suspense>
    </Box>
  );
}
