import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import {
  updateOptimizationThresholdRequest,
  updateOptimizedRequest,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import { parseDecimalInput } from '@adcontrol/domain/rules/inputs';
import Box from '@mui/material/Box';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formFailureText } from '../../../components/form-failure';
import { errorText, failedField } from '../../../lib/error-text';
import { SERVER_ERROR } from '../../../lib/field-errors';
import { useSnackbar } from '../../../lib/notifications';
import { useUpdateOptimizationThreshold } from '../api/update-optimization-threshold';
import { useUpdateOptimized } from '../api/update-optimized';
import { DeliveryDialog } from './delivery-dialog';
import { SwitchField } from './form-fields';
import { NumberField } from './number-field';

interface OptimisationText {
  enableOptimized: boolean;
  optimizationWeight: string;
  optimizationThreshold: string;
}

const text = (value: number | null) => (value === null ? '' : String(value));
/** The fields that show a refusal under them; the switch does not, so one about it goes to the alert. */
const FIELDS = ['optimizationWeight', 'optimizationThreshold'] as const;

/**
 * The optimiser (SPEC 3 and 4, admin): on or off, its weight (percent of traffic to optimised creatives) and
 * its CTR threshold, saved by SPEC 7's two calls; 'optimizer added' the first time, 'edited' after.
 */
export function OptimisationDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const optimized = useUpdateOptimized(campaign.id);
  const threshold = useUpdateOptimizationThreshold(campaign.id);
  const { control, handleSubmit, setError } = useForm<OptimisationText>({
    defaultValues: {
      enableOptimized: campaign.enableOptimized,
      optimizationWeight: text(campaign.optimizationWeight),
      optimizationThreshold: text(campaign.optimizationThreshold),
    },
  });
  const labels = {
    optimizationWeight: t('delivery.optimisation.weight'),
    optimizationThreshold: t('delivery.optimisation.threshold'),
  };

  const submit = handleSubmit(async (values) => {
    const weight = parseDecimalInput(values.optimizationWeight);
    const limit = parseDecimalInput(values.optimizationThreshold);
    // Turning the optimiser off needs no threshold; one left blank is then not sent.
    const skipsThreshold = !values.enableOptimized && values.optimizationThreshold.trim() === '';
    const checks = {
      optimizationWeight: updateOptimizedRequest.shape.optimizationWeight.safeParse(weight).success,
      optimizationThreshold:
        skipsThreshold ||
        updateOptimizationThresholdRequest.shape.optimizationThreshold.safeParse(limit).success,
    };
    const wrong = (Object.keys(checks) as (keyof typeof checks)[]).filter((field) => !checks[field]);
    wrong.forEach((field, index) => {
      const message = t('delivery.optimisation.outOfRange', { field: labels[field] });
      setError(field, { type: SERVER_ERROR, message }, { shouldFocus: index === 0 });
    });
    if (wrong.length > 0 || weight === null) return;
    try {
      await optimized.mutateAsync({ enableOptimized: values.enableOptimized, optimizationWeight: weight });
      if (limit !== null) await threshold.mutateAsync(limit);
      const isNew = !campaign.enableOptimized && values.enableOptimized;
      const isOff = !values.enableOptimized;
      const done = isOff
        ? 'delivery.optimisation.turnedOff'
        : isNew
          ? 'messages.optimizer.added'
          : 'messages.optimizer.edited';
      enqueueSnackbar(t(done), { variant: 'success' });
      onClose();
    } catch (error) {
      const field = failedField(error, FIELDS);
      if (field) setError(field, { type: SERVER_ERROR, message: `${labels[field]}: ${errorText(error, t)}` });
    }
  });
  const failed = optimized.error ?? threshold.error;
  return (
    <DeliveryDialog
      open
      title={t('delivery.optimisation.title')}
      subtitle={campaign.name}
      submitLabel={t('delivery.actions.save')}
      maxWidth="xs"
      isPending={optimized.isPending || threshold.isPending}
      error={formFailureText(failed, FIELDS, t)}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="enableOptimized"
        render={({ field }) => (
          <SwitchField
            name={field.name}
            checked={field.value}
            onChange={field.onChange}
            label={t('delivery.optimisation.enabled')}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <NumberField
          control={control}
          name="optimizationWeight"
          label={labels.optimizationWeight}
          required
          hint={t('delivery.optimisation.weightHint')}
        />
        <NumberField
          control={control}
          name="optimizationThreshold"
          label={labels.optimizationThreshold}
          isDecimal
          required
          hint={t('delivery.optimisation.thresholdHint')}
        />
      </Box>
    </DeliveryDialog>
  );
}
