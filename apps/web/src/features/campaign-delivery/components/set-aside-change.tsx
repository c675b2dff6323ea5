import type { PendingDeliveryChange } from '@adcontrol/domain/campaigns/delivery-contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useFormatters } from '../../../lib/use-formatters';
import { useDropDeliveryChange } from '../api/drop-delivery-change';
import { useRetryDeliveryChange } from '../api/retry-delivery-change';

/**
 * A change a server refused so often that it was set aside (decision 031): later changes go on without it until
 * an admin sends it again or drops it.
 */
export function SetAsideChange({
  campaignId,
  change,
  canAct,
}: {
  campaignId: number;
  change: PendingDeliveryChange;
  canAct: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const retry = useRetryDeliveryChange(campaignId);
  const drop = useDropDeliveryChange(campaignId);
  const onError = (error: Error) => enqueueSnackbar(errorText(error, t), { variant: 'error' });
  const isBusy = retry.isPending || drop.isPending;
  return (
    <Alert
      severity="error"
      action={
        canAct && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              color="inherit"
              size="small"
              disabled={isBusy}
              onClick={() => retry.mutate(change.id, { onError })}
            >
              {t('delivery.pending.retry')}
            </Button>
            <Button
              color="inherit"
              size="small"
              disabled={isBusy}
              onClick={() => drop.mutate(change.id, { onError })}
            >
              {t('delivery.pending.drop')}
            </Button>
          </Box>
        )
      }
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('delivery.pending.setAside', {
          type: t(`delivery.pending.types.${change.type}`, { defaultValue: change.type }),
          server: t(`delivery.servers.${change.server}`),
          at: format.campaignDateTime(change.failedAt ?? change.nextAttemptAt),
        })}
      </Typography>
      {change.lastError && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('delivery.pending.refusal', { error: change.lastError })}
        </Typography>
      )}
    </Alert>
  );
}
