import type { ProgrammaticDeal } from '@adcontrol/domain/campaigns/programmatic';
import { canActivateDeal } from '@adcontrol/domain/rules/deal-status';
import { useTranslation } from 'react-i18next';
import { saveFailureText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useUpdateDealStatus } from '../api/update-deal-status';

/** Pause or activate a deal from its row or its detail, telling the user how it went (SPEC 8). */
export function useDealActions() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const change = useUpdateDealStatus();

  const toggle = (deal: ProgrammaticDeal) => {
    const status = canActivateDeal(deal.status) ? 'DELIVERING' : 'PAUSED';
    change.mutate(
      { id: deal.id, status },
      {
        onSuccess: (updated) => {
          const key =
            status === 'PAUSED'
              ? 'programmatics.actions.paused'
              : updated.status === 'PENDING_APPROVAL'
                ? 'programmatics.actions.activatedPending'
                : 'programmatics.actions.activated';
          enqueueSnackbar(t(key), { variant: 'success' });
        },
        onError: (error) =>
          enqueueSnackbar(saveFailureText(error, t, t('programmatics.actions.failed')), { variant: 'error' }),
      },
    );
  };

  /** The deal whose change is on its way, so its button waits. */
  const pendingId = change.isPending ? (change.variables?.id ?? null) : null;
  return { toggle, pendingId };
}
