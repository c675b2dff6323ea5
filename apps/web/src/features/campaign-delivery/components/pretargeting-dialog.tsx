import { addPretargetingRequest } from '@adcontrol/domain/creatives/contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useAddPretargeting } from '../api/add-pretargeting';
import { DeliveryDialog } from './delivery-dialog';
import { CodeField } from './form-fields';

type Parsed = { document: Record<string, unknown> } | { problem: 'json' | 'object'; detail?: string };

/** The typed text as the exchange's pretargeting document: JSON, and an object at its top. */
function parse(text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: 'json', detail: (error as Error).message };
  }
  const checked = addPretargetingRequest.shape.pretargeting.safeParse(value);
  return checked.success ? { document: checked.data } : { problem: 'object' };
}

/** SPEC 2's add pretargeting modal: a JSON document attached to a creative (SPEC 7's add-pretargeting). */
export function PretargetingDialog({ creative, onClose }: { creative: Creative; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useAddPretargeting(creative.campaignId, creative.id);
  // What is stored opens in the field, so the admin edits it rather than typing it again.
  const [text, setText] = useState(() =>
    creative.pretargeting ? JSON.stringify(creative.pretargeting, null, 2) : '',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const label = t('delivery.pretargeting.field');
  return (
    <DeliveryDialog
      open
      title={t(creative.pretargeting ? 'delivery.pretargeting.editTitle' : 'delivery.pretargeting.title')}
      subtitle={creative.name}
      submitLabel={t('delivery.actions.save')}
      isPending={save.isPending}
      error={save.isError ? errorText(save.error, t) : null}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parse(text);
        if ('problem' in parsed) {
          setProblem(
            parsed.problem === 'json'
              ? t('delivery.pretargeting.notJson', { field: label, detail: parsed.detail })
              : t('delivery.pretargeting.notObject', { field: label, open: '{', close: '}' }),
          );
          return;
        }
        save.mutate(parsed.document, {
          onSuccess: () => {
            enqueueSnackbar(t('delivery.pretargeting.saved'), { variant: 'success' });
            onClose();
          },
        });
      }}
      onClose={onClose}
    >
      <CodeField
        label={label}
        value={text}
        hint={t('delivery.pretargeting.hint')}
        error={problem}
        placeholder='{ "countries": ["CL"], "os": ["android"] }'
        onChange={(value) => {
          setText(value);
          setProblem(null);
        }}
      />
    </DeliveryDialog>
  );
}
