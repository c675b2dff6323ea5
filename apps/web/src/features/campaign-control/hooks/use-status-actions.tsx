import {
  availableStatusActions,
  type CampaignStatusAction,
  campaignTransition,
  REQUESTED_STATUS,
} from '@adcontrol/domain/rules/campaign-status';
import { can } from '@adcontrol/domain/rules/permissions';
import type { CampaignStatus } from '@adcontrol/domain/shared/enum-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFailureText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useSession } from '../../../lib/session-store';
import { useUpdateCampaignStatus } from '../api/update-campaign-status';
import { UndoButton } from '../components/undo-button';
import type { StatusSubject } from './status-subject';
import { UNDO_SHOWN_MS, undoableOf, useBulkStatus } from './use-bulk-status';

/** The words of an action: an admin's activation of a campaign pending approval approves it. */
export const actionLabelKey = (status: CampaignStatus, action: CampaignStatusAction): string =>
  action === 'activate' && status === 'PENDING_APPROVAL'
    ? 'control.actions.approve'
    : `control.actions.${action}`;

/** Finishing and cancelling cannot be undone: they ask first. */
const CONFIRMED: readonly CampaignStatusAction[] = ['complete', 'cancel'];

const DONE_MESSAGE: Record<CampaignStatusAction, string> = {
  pause: 'messages.campaigns.paused',
  activate: 'messages.campaigns.activated',
  complete: 'messages.campaigns.completed',
  cancel: 'messages.campaigns.canceled',
};

/**
 * The status changes a person may make (docs/decisions/041): the domain's status machine decides what is offered,
 * the server decides again, and a refusal reads in the person's words.
 */
export function useStatusActions() {
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const { role } = useSession();
  const single = useUpdateCampaignStatus();
  const [toConfirm, setToConfirm] = useState<{
    campaign: StatusSubject;
    action: CampaignStatusAction;
  } | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const contextOf = (campaign: StatusSubject) => ({ ...campaign, now: new Date(), role });
  const mayWrite = can(role, 'campaigns.create');
  const actionsOf = (campaign: StatusSubject): CampaignStatusAction[] =>
    mayWrite ? availableStatusActions(campaign.status, contextOf(campaign)) : [];
  const canTake = (campaign: StatusSubject, action: CampaignStatusAction) =>
    mayWrite && campaignTransition(campaign.status, action, contextOf(campaign)).ok;

  const failureText = (error: unknown) =>
    saveFailureText(error, t, t('messages.campaigns.statusChangeFailed'));
  const bulk = useBulkStatus({ canTake, contextOf, failureText });

  const send = (campaign: StatusSubject, action: CampaignStatusAction) =>
    single.mutate(
      { id: campaign.id, status: REQUESTED_STATUS[action] },
      {
        onSuccess: (updated) => {
          setToConfirm(null);
          const isReversible =
            (action === 'pause' || action === 'activate') &&
            undoableOf([{ subject: campaign, status: updated.status }], action, contextOf).length > 0;
          enqueueSnackbar(t(DONE_MESSAGE[action]), {
            variant: 'success',
            ...(isReversible && {
              autoHideDuration: UNDO_SHOWN_MS,
              action: (key: string | number) => (
                <UndoButton
                  label={t('control.bulk.undo')}
                  onClick={() => {
                    closeSnackbar(key);
                    send({ ...campaign, status: updated.status }, action === 'pause' ? 'activate' : 'pause');
                  }}
                />
              ),
            }),
          });
        },
        // A confirmed change keeps its dialog open with the reason inside; a direct one says it in a notification.
        onError: (error) =>
          CONFIRMED.includes(action)
            ? setConfirmError(failureText(error))
            : enqueueSnackbar(failureText(error), { variant: 'error' }),
      },
    );

  const take = (campaign: StatusSubject, action: CampaignStatusAction) => {
    setConfirmError(null);
    if (CONFIRMED.includes(action)) setToConfirm({ campaign, action });
    else send(campaign, action);
  };

  return {
    actionsOf,
    take,
    ...bulk,
    confirm: {
      request: toConfirm,
      accept: () => toConfirm && send(toConfirm.campaign, toConfirm.action),
      close: () => setToConfirm(null),
      isPending: single.isPending,
      error: confirmError,
    },
  };
}
