import {
  campaignTransition,
  REQUESTED_STATUS,
  type StatusContext,
} from '@adcontrol/domain/rules/campaign-status';
import type { CampaignStatus } from '@adcontrol/domain/shared/enum-values';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../lib/notifications';
import { useUpdateCampaignsStatus } from '../api/update-campaigns-status';
import { UndoButton } from '../components/undo-button';
import type { StatusSubject } from './status-subject';

export type BulkAction = 'pause' | 'activate';

/** Up to this many campaigns change at one click; more ask first, saying how many and which cannot (decision 050). */
export const BULK_CONFIRM_ABOVE = 3;
/** The notification that offers to undo stays long enough to read it and reach the button. */
export const UNDO_SHOWN_MS = 12_000;
const REVERSE: Record<BulkAction, BulkAction> = { pause: 'activate', activate: 'pause' };

export interface BulkRequest {
  action: BulkAction;
  able: StatusSubject[];
  left: StatusSubject[];
  onDone: () => void;
}

/**
 * The campaigns whose change the reverse action takes back exactly: a paused campaign that was delivering comes
 * back delivering, but one that was pending approval would be approved, so it is not offered.
 */
export function undoableOf(
  changed: readonly { subject: StatusSubject; status: CampaignStatus }[],
  action: BulkAction,
  context: (subject: StatusSubject) => StatusContext,
): StatusSubject[] {
  return changed
    .filter(({ subject, status }) => {
      const back = campaignTransition(status, REVERSE[action], context({ ...subject, status }));
      return back.ok && back.status === subject.status;
    })
    .map(({ subject, status }) => ({ ...subject, status }));
}

/** The Control table's pause and activate of the selected campaigns: asked first above a few, undone on request. */
export function useBulkStatus({
  canTake,
  contextOf,
  failureText,
}: {
  canTake: (campaign: StatusSubject, action: BulkAction) => boolean;
  contextOf: (campaign: StatusSubject) => StatusContext;
  failureText: (error: unknown) => string;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const bulk = useUpdateCampaignsStatus();
  const [toConfirm, setToConfirm] = useState<BulkRequest | null>(null);

  const namesOf = (campaigns: StatusSubject[]) => {
    const names = campaigns
      .slice(0, 3)
      .map((campaign) => `${campaign.name} (${t(`control.rawStatus.${campaign.status}`)})`)
      .join(', ');
    return names + (campaigns.length > 3 ? t('control.bulk.andMore', { count: campaigns.length - 3 }) : '');
  };

  const undo = (campaigns: StatusSubject[], action: BulkAction) =>
    bulk.mutate(
      { ids: campaigns.map((campaign) => campaign.id), status: REQUESTED_STATUS[REVERSE[action]] },
      {
        onSuccess: () =>
          enqueueSnackbar(t(`control.bulk.undone.${action}`, { count: campaigns.length }), {
            variant: 'success',
          }),
        onError: (error) => enqueueSnackbar(failureText(error), { variant: 'error' }),
      },
    );

  const send = ({ action, able, left, onDone }: BulkRequest) =>
    bulk.mutate(
      { ids: able.map((campaign) => campaign.id), status: REQUESTED_STATUS[action] },
      {
        onSuccess: (answer) => {
          setToConfirm(null);
          onDone();
          const statusOf = new Map(answer.items.map((item) => [item.id, item.status]));
          const changed = able.map((subject) => ({
            subject,
            status: statusOf.get(subject.id) ?? REQUESTED_STATUS[action],
          }));
          const undoable = undoableOf(changed, action, contextOf);
          const label =
            undoable.length === able.length
              ? t('control.bulk.undo')
              : t('control.bulk.undoSome', { count: undoable.length });
          enqueueSnackbar(
            t(`control.bulk.${action === 'pause' ? 'paused' : 'activated'}`, { count: able.length }),
            {
              variant: 'success',
              ...(undoable.length > 0 && {
                autoHideDuration: UNDO_SHOWN_MS,
                action: (key: string | number) => (
                  <UndoButton
                    label={label}
                    onClick={() => {
                      closeSnackbar(key);
                      undo(undoable, action);
                    }}
                  />
                ),
              }),
            },
          );
          if (left.length > 0) {
            enqueueSnackbar(t('control.bulk.leftAsTheyWere', { names: namesOf(left) }), { variant: 'info' });
          }
        },
        onError: (error) => enqueueSnackbar(failureText(error), { variant: 'error' }),
      },
    );

  /**
   * Changes the campaigns the machine allows and says which were left as they were, by name and status: the
   * server would refuse the whole request for one finished campaign among them.
   */
  const takeMany = (campaigns: StatusSubject[], action: BulkAction, onDone: () => void) => {
    const able = campaigns.filter((campaign) => canTake(campaign, action));
    const left = campaigns.filter((campaign) => !canTake(campaign, action));
    if (able.length === 0) {
      enqueueSnackbar(t(`control.bulk.noneCan.${action}`, { names: namesOf(left) }), { variant: 'warning' });
      return;
    }
    const request = { action, able, left, onDone };
    if (able.length > BULK_CONFIRM_ABOVE) setToConfirm(request);
    else send(request);
  };

  return {
    takeMany,
    isChangingMany: bulk.isPending,
    bulkConfirm: {
      request: toConfirm,
      leftNames: toConfirm ? namesOf(toConfirm.left) : '',
      accept: () => toConfirm && send(toConfirm),
      close: () => setToConfirm(null),
      isPending: bulk.isPending,
    },
  };
}
