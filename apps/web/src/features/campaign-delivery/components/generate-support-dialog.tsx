import { generateSupportRequest } from '@adcontrol/domain/creatives/contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { isWebAddress } from '@adcontrol/domain/rules/web-address';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../lib/api-errors';
import { useSnackbar } from '../../../lib/notifications';
import { useGenerateSupport } from '../api/generate-support';
import { DeliveryDialog } from './delivery-dialog';

/** SPEC 7's `creatives/generate/support`: a `_support` creative made from an image, for the optimiser. */
export function GenerateSupportDialog({ creative, onClose }: { creative: Creative; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const generate = useGenerateSupport(creative.campaignId, creative.id);
  const [image, setImage] = useState(creative.image ?? '');
  const [isInvalid, setIsInvalid] = useState(false);
  const label = t('delivery.support.image');
  return (
    <DeliveryDialog
      open
      title={t('delivery.support.title')}
      subtitle={creative.name}
      submitLabel={t('delivery.support.submit')}
      isPending={generate.isPending}
      error={generate.isError ? apiErrorText(t, generate.error) : null}
      onSubmit={(event) => {
        event.preventDefault();
        const valid =
          generateSupportRequest.shape.image.safeParse(image).success && isWebAddress(image.trim());
        if (!valid) return setIsInvalid(true);
        generate.mutate(image.trim(), {
          onSuccess: (support) => {
            enqueueSnackbar(t('delivery.support.done', { name: support.name }), { variant: 'success' });
            onClose();
          },
        });
      }}
      onClose={onClose}
    >
      <TextField
        label={label}
        required
        type="url"
        value={image}
        onChange={(event) => {
          setImage(event.target.value);
          setIsInvalid(false);
        }}
        error={isInvalid}
        helperText={isInvalid ? t('delivery.support.invalid', { field: label }) : t('delivery.support.hint')}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </DeliveryDialog>
  );
}
