import type { PendingDeliveryChange } from '@adcontrol/domain/campaigns/delivery-contracts';
import { SOURCES } from '@adcontrol/domain/shared/enum-values';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useFormatters } from '../../../lib/use-formatters';
import { useDeliveryState } from '../api/get-delivery-state';
import { SetAsideChange } from './set-aside-change';

/** A server's waiting changes in one line: how many, the last error and when the next try is (decision 030). */
function ServerPending({ changes }: { changes: readonly PendingDeliveryChange[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const first = changes[0];
  if (!first) return null;
  const failed = changes.find((change) => change.lastError !== null);
  const server = t(`delivery.servers.${first.server}`);
  return (
    <Alert
      severity={failed ? 'warning' : 'info'}
      icon={failed ? undefined : <CircularProgress size={20} aria-hidden />}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('delivery.pending.waiting', {
          count: changes.length,
          formatted: format.number(changes.length),
          server,
        })}
      </Typography>
      <Typography variant="body2">
        {changes
          .map((change) => t(`delivery.pending.types.${change.type}`, { defaultValue: change.type }))
          .join(', ')}
      </Typography>
      {failed && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('delivery.pending.lastError', {
            error: failed.lastError,
            attempts: format.number(failed.attempts),
            next: format.campaignDateTime(failed.nextAttemptAt),
          })}
        </Typography>
      )}
    </Alert>
  );
}

/** What each delivery server has not confirmed yet; read again every few seconds while anything waits. */
export function PendingChanges({ campaignId, isAdmin }: { campaignId: number; isAdmin: boolean }) {
  const { t } = useTranslation();
  const state = useDeliveryState(campaignId);
  if (state.isError)
    return (
      <Alert severity="error" variant="outlined">
        {t('delivery.pending.loadFailed', { error: errorText(state.error, t) })}
      </Alert>
    );
  const pending = state.data?.pending ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 1 }} aria-live="polite">
      {state.data && pending.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('delivery.pending.none')}
        </Typography>
      )}
      {SOURCES.map((server) => (
        <ServerPending
          key={server}
          changes={pending.filter((change) => change.server === server && change.failedAt === null)}
        />
      ))}
      {pending
        .filter((change) => change.failedAt !== null)
        .map((change) => (
          <SetAsideChange key={change.id} campaignId={campaignId} change={change} canAct={isAdmin} />
        ))}
    </Box>
  );
}
