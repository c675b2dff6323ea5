import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { NeededCapping } from '@adcontrol/domain/rules/needed-capping';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryDialog } from './delivery-dialog';
import type { DeliveryDialogKind } from './delivery-dialogs';

/**
 * The modals (their forms, the delivery contracts and their zod schemas) load when one is first opened: neither
 * Control's list nor a campaign's page carries them (decision 075).
 */
const DeliveryDialogs = lazy(async () => ({ default: (await import('./delivery-dialogs')).DeliveryDialogs }));

/** The modal's frame with a spinner, while its form or the campaign it needs loads (or why it could not). */
export function LoadingDeliveryDialog({
  kind,
  subtitle,
  error = null,
  onClose,
}: {
  kind: DeliveryDialogKind;
  subtitle: string;
  error?: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <DeliveryDialog
      open
      title={t(`delivery.actions.${kind}`)}
      subtitle={subtitle}
      error={error}
      onClose={onClose}
    >
      {!error && <CircularProgress aria-label={t('delivery.loading')} sx={{ justifySelf: 'center' }} />}
    </DeliveryDialog>
  );
}

/** The campaign's delivery modal that is open, if any, its code fetched at its first opening. */
export function DeliveryDialogsOnDemand({
  campaign,
  kind,
  needed,
  onClose,
}: {
  campaign: Campaign;
  kind: DeliveryDialogKind | null;
  needed: NeededCapping | null;
  onClose: () => void;
}) {
  if (kind === null) return null;
  return (
    <Suspense fallback={<LoadingDeliveryDialog kind={kind} subtitle={campaign.name} onClose={onClose} />}>
      <DeliveryDialogs campaign={campaign} kind={kind} needed={needed} onClose={onClose} />
    </Suspense>
  );
}
