import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { validateCurrentCapping } from '@adcontrol/domain/rules/capping';
import type { NeededCapping } from '@adcontrol/domain/rules/needed-capping';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Controller, get, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText, saveFailureText } from '../../../lib/error-text';
import { SERVER_ERROR } from '../../../lib/field-errors';
import { useSnackbar } from '../../../lib/notifications';
import { useFormatters } from '../../../lib/use-formatters';
import { useUpdateCapping } from '../api/update-capping';
import { useUpdateSource } from '../api/update-source';
import {
  type CappingFormText,
  cappingFormText,
  cappingFormValues,
  fieldsInUse,
  formFieldsOf,
} from '../hooks/capping-form';
import { type CappingField, cappingRequest, isSourceOnly, planCapping } from '../hooks/capping-plan';
import { CappingPreview } from './capping-preview';
import { DeliveryDialog } from './delivery-dialog';
import { ChoiceField } from './form-fields';
import { NumberField } from './number-field';

const SOURCES = ['newton', 'sinew', 'all'] as const;
const MODES = ['servers', 'split'] as const;

/** The inputs in use that a failed save names, where its words show. */
const failedFields = (error: unknown, form: CappingFormText) =>
  error instanceof ApiError && error.field ? formFieldsOf(error.field, form) : [];

interface CappingDialogProps {
  campaign: Campaign;
  /** The capping the campaign needs; unknown while its delivery loads (the server checks it anyway). */
  needed: NeededCapping | null;
  onClose: () => void;
}

/** SPEC 2's update source/capping modal: the source, each server's daily capping or a total split by shares. */
export function CappingDialog({ campaign, needed, onClose }: CappingDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const capping = useUpdateCapping(campaign.id);
  const source = useUpdateSource(campaign.id);
  const form = useForm<CappingFormText>({
    defaultValues: cappingFormText(campaign.capping, campaign.source),
  });
  const { control, handleSubmit, setError, clearErrors } = form;
  const typed = useWatch({ control }) as CappingFormText;
  const values = cappingFormValues(typed);
  const plan = planCapping(campaign.capping, values);
  const inUse = fieldsInUse(values);
  const label = (field: CappingField) => t(`delivery.capping.fields.${field}`);

  const submit = handleSubmit((text) => {
    const current = cappingFormValues(text);
    const empty = fieldsInUse(current).filter((field) => form.getValues(field) === '');
    for (const field of empty)
      setError(field, { type: SERVER_ERROR, message: t('messages.validation.required') });
    const saved = planCapping(campaign.capping, current);
    const isSource = isSourceOnly(campaign.capping, campaign.source, current);
    // A source alone is not held under the needed capping: no figure was typed (decision 031).
    const rule =
      needed && !isSource ? validateCurrentCapping(saved.total[needed.metric], needed.value) : null;
    if (rule && needed) {
      const message = t('delivery.capping.tooHigh', {
        rule: t(`messages.${rule}`),
        needed: format.number(needed.value),
      });
      const fields = fieldsInUse(current).filter((field) => field.endsWith(`.${needed.metric}`));
      fields.forEach((field, index) => {
        setError(
          field,
          { type: SERVER_ERROR, message: `${label(field)}: ${message}` },
          { shouldFocus: index === 0 },
        );
      });
    }
    if (empty.length > 0 || rule) return;
    // A source alone is not a capping change: the notification says what was saved.
    const done = isSource
      ? t('delivery.capping.sourceUpdated', { source: t(`delivery.sources.${current.source}`) })
      : t('messages.capping.updated');
    const onSuccess = () => {
      enqueueSnackbar(done, { variant: 'success' });
      onClose();
    };
    const onError = (error: Error) => {
      for (const field of failedFields(error, text))
        setError(field, { type: SERVER_ERROR, message: `${label(field)}: ${errorText(error, t)}` });
      enqueueSnackbar(t('messages.capping.updateFailed'), { variant: 'error' });
    };
    if (isSource) {
      source.mutate(current.source, { onSuccess, onError });
    } else {
      capping.mutate(cappingRequest(current), { onSuccess, onError });
    }
  });

  const isPending = capping.isPending || source.isPending;
  const failed = capping.error ?? source.error;
  // A refusal no input shows (it names none, or one the form does not draw) is said in the alert.
  const { errors } = form.formState;
  const isOnField = failedFields(failed, typed).some((field) => get(errors, field));
  return (
    <DeliveryDialog
      open
      title={t('delivery.capping.title')}
      subtitle={campaign.name}
      submitLabel={t('delivery.actions.save')}
      isPending={isPending}
      error={failed && !isOnField ? saveFailureText(failed, t, t('messages.capping.updateFailed')) : null}
      onSubmit={(event) => {
        clearErrors();
        void submit(event);
      }}
      onClose={onClose}
    >
      {needed && (
        <Alert severity="info" variant="outlined">
          {t(`delivery.capping.needed.${needed.metric}`, { value: format.number(needed.value) })}
        </Alert>
      )}
      <Controller
        control={control}
        name="source"
        render={({ field }) => (
          <ChoiceField
            isRow
            label={t('delivery.fields.source')}
            value={field.value}
            choices={SOURCES.map((choice) => ({ value: choice, label: t(`delivery.sources.${choice}`) }))}
            onChange={field.onChange}
          />
        )}
      />
      {values.source === 'all' && (
        <Controller
          control={control}
          name="mode"
          render={({ field }) => (
            <ChoiceField
              label={t('delivery.capping.mode')}
              value={field.value}
              choices={MODES.map((mode) => ({ value: mode, label: t(`delivery.capping.modes.${mode}`) }))}
              onChange={field.onChange}
            />
          )}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {inUse.map((field) => (
          <NumberField key={field} control={control} name={field} required label={label(field)} />
        ))}
      </Box>
      <CappingPreview plan={plan} source={values.source} />
    </DeliveryDialog>
  );
}
