import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useUpdateEmpower } from '../api/update-empower';

/** SPEC 4: toggling empower flips capping.empower. Asked first, then the stored result is said. */
export function EmpowerSwitch({ campaignId, empower }: { campaignId: number; empower: boolean }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useUpdateEmpower(campaignId);
  const [isAsking, setIsAsking] = useState(false);
  const next = !empower;
  const close = () => {
    setIsAsking(false);
    save.reset();
  };
  return (
    <>
      <FormControlLabel
        control={<Switch checked={empower} disabled={save.isPending} onChange={() => setIsAsking(true)} />}
        label={t('delivery.empower.label')}
      />
      <ConfirmDialog
        open={isAsking}
        title={t(next ? 'delivery.empower.onTitle' : 'delivery.empower.offTitle')}
        body={t(next ? 'delivery.empower.onBody' : 'delivery.empower.offBody')}
        confirmLabel={t(next ? 'delivery.empower.turnOn' : 'delivery.empower.turnOff')}
        cancelLabel={t('delivery.actions.cancel')}
        isPending={save.isPending}
        error={save.isError ? errorText(save.error, t) : null}
        onClose={close}
        onConfirm={() =>
          save.mutate(next, {
            onSuccess: (campaign) => {
              const stored = campaign.capping.empower;
              enqueueSnackbar(t(stored ? 'delivery.empower.isOn' : 'delivery.empower.isOff'), {
                variant: 'success',
              });
              setIsAsking(false);
            },
          })
        }
      />
    </>
  );
}
