import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCampaign } from '../../../entities/campaigns/api/delete-campaign';
import { useDuplicateCampaign } from '../../../entities/campaigns/api/duplicate-campaign';
import { saveFailureText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useStatusActions } from './use-status-actions';

/** The row and bulk actions, each telling the user how it went (SPEC 8's success and try-again messages). */
export function useCampaignActions() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const status = useStatusActions();
  const duplicate = useDuplicateCampaign();
  const remove = useDeleteCampaign();
  const [toDuplicate, setToDuplicate] = useState<CampaignRow | null>(null);
  const [toDelete, setToDelete] = useState<CampaignRow | null>(null);

  const failureText = (fallbackKey: string, error: unknown) => saveFailureText(error, t, t(fallbackKey));

  const confirmDuplicate = (name: string) => {
    if (!toDuplicate) return;
    duplicate.mutate(
      { id: toDuplicate.id, name },
      {
        onSuccess: () => {
          setToDuplicate(null);
          enqueueSnackbar(t('messages.campaigns.duplicated'), { variant: 'success' });
        },
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        enqueueSnackbar(t('messages.campaigns.removed'), { variant: 'success' });
      },
    });
  };

  return {
    status,
    duplicate: {
      campaign: toDuplicate,
      open: (row: CampaignRow) => {
        duplicate.reset();
        setToDuplicate(row);
      },
      close: () => setToDuplicate(null),
      confirm: confirmDuplicate,
      isPending: duplicate.isPending,
      error: duplicate.error ? failureText('messages.campaigns.duplicateFailed', duplicate.error) : null,
    },
    remove: {
      campaign: toDelete,
      open: (row: CampaignRow) => {
        remove.reset();
        setToDelete(row);
      },
      close: () => setToDelete(null),
      confirm: confirmDelete,
      isPending: remove.isPending,
      error: remove.error ? failureText('messages.campaigns.deleteFailed', remove.error) : null,
    },
  };
}
