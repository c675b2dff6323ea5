import { CAMPAIGN_UPLOADS } from '@adcontrol/domain/campaigns/draft-contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useGenerateSupport } from '../api/generate-support';
import { useUploadSupportImage } from '../api/upload-support-image';
import { DeliveryDialog } from './delivery-dialog';

/** Where the app keeps what it stored from `POST /campaigns/file`: the only images a support creative takes. */
const STORED = '/api/files/campaign-uploads/';

/**
 * SPEC 7's `creatives/generate/support`: a `_support` creative made from an image for the optimiser. The image
 * is uploaded here first (or the creative's own stored image is used); the server checks it again.
 */
export function GenerateSupportDialog({ creative, onClose }: { creative: Creative; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const hintId = useId();
  const upload = useUploadSupportImage();
  const generate = useGenerateSupport(creative.campaignId, creative.id);
  const own = creative.image?.startsWith(STORED) ? creative.image : null;
  const [image, setImage] = useState<string | null>(own);
  const [isMissing, setIsMissing] = useState(false);
  const failure = upload.error ?? generate.error;
  return (
    <DeliveryDialog
      open
      title={t('delivery.support.title')}
      subtitle={creative.name}
      submitLabel={t('delivery.support.submit')}
      isPending={generate.isPending}
      error={failure ? errorText(failure, t) : null}
      onSubmit={(event) => {
        event.preventDefault();
        if (!image) return setIsMissing(true);
        generate.mutate(image, {
          onSuccess: (support) => {
            enqueueSnackbar(t('delivery.support.done', { name: support.name }), { variant: 'success' });
            onClose();
          },
        });
      }}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Button
          component="label"
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          loading={upload.isPending}
        >
          {t(image ? 'delivery.support.replace' : 'delivery.support.choose')}
          <input
            type="file"
            hidden
            accept={CAMPAIGN_UPLOADS.image.types.join(',')}
            aria-describedby={hintId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              setIsMissing(false);
              upload.mutate(file, { onSuccess: (stored) => setImage(stored.url) });
            }}
          />
        </Button>
        <FormHelperText id={hintId} error={isMissing} sx={{ mx: 0 }}>
          {isMissing
            ? t('delivery.support.missing', { field: t('delivery.support.image') })
            : t('delivery.support.hint')}
        </FormHelperText>
        {image && (
          <Box
            component="img"
            src={image}
            alt={t('delivery.support.chosen')}
            sx={{ maxWidth: '100%', maxHeight: 240, borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        )}
      </Box>
    </DeliveryDialog>
  );
}
