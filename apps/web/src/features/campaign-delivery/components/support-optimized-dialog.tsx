import type { Creative } from '@adcontrol/domain/creatives/creative';
import { isOptimizedCreative } from '@adcontrol/domain/rules/creatives';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useAddOptimized } from '../api/add-optimized';
import { useSupportOptimized } from '../api/get-support-optimized';
import { useUpdateOptimizedHtml } from '../api/update-optimized-html';
import { DeliveryDialog } from './delivery-dialog';
import { CodeField } from './form-fields';
import { HtmlPreview } from './html-preview';

/**
 * SPEC 2's add support optimized modal: the HTML of a creative's optimised variant, added the first time and
 * edited after (SPEC 7's add-optimized and optimized-html), previewed in a sandbox.
 */
export function SupportOptimizedDialog({ creative, onClose }: { creative: Creative; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const variants = useSupportOptimized(creative.id);
  const variant = variants.data?.find((one) => isOptimizedCreative(one.name));
  const add = useAddOptimized(creative.campaignId, creative.id);
  const edit = useUpdateOptimizedHtml(creative.campaignId, creative.id);
  const [html, setHtml] = useState('');
  const [isBlank, setIsBlank] = useState(false);
  const stored = variant?.html ?? variant?.tag ?? '';
  useEffect(() => {
    if (stored) setHtml((typed) => typed || stored);
  }, [stored]);

  const save = variant ? edit : add;
  const submit = () => {
    if (html.trim() === '') return setIsBlank(true);
    const onSuccess = () => {
      enqueueSnackbar(t(variant ? 'delivery.html.edited' : 'delivery.html.added'), { variant: 'success' });
      onClose();
    };
    if (variant) edit.mutate({ variantId: variant.id, html }, { onSuccess });
    else add.mutate(html, { onSuccess });
  };
  const label = t('delivery.html.field');
  return (
    <DeliveryDialog
      open
      title={t(variant ? 'delivery.html.editTitle' : 'delivery.html.addTitle')}
      subtitle={creative.name}
      submitLabel={t('delivery.actions.save')}
      isPending={save.isPending}
      error={save.isError ? errorText(save.error, t) : variants.isError ? errorText(variants.error, t) : null}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
    >
      {variants.isPending ? (
        <CircularProgress aria-label={t('delivery.loading')} sx={{ justifySelf: 'center' }} />
      ) : (
        <>
          <CodeField
            label={label}
            value={html}
            hint={t('delivery.html.hint')}
            error={isBlank ? t('delivery.html.required', { field: label }) : null}
            onChange={(value) => {
              setHtml(value);
              setIsBlank(false);
            }}
          />
          <HtmlPreview html={html} name={creative.name} width={creative.width} height={creative.height} />
        </>
      )}
    </DeliveryDialog>
  );
}
