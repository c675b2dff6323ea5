import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import {
  CAMPAIGN_TYPES,
  CAPPING_SOURCES,
  type CountryCode,
  PURCHASE_MODELS,
} from '@adcontrol/domain/shared/enum-values';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountryField } from '../../../components/country-field';
import { formFailureText } from '../../../components/form-failure';
import { errorText, failedField } from '../../../lib/error-text';
import { SERVER_ERROR } from '../../../lib/field-errors';
import { useSnackbar } from '../../../lib/notifications';
import { useUpdateDataInfo } from '../api/update-data-info';
import {
  DATA_INFO_FIELDS,
  type DataInfoField,
  type DataInfoText,
  dataInfoText,
  parseDataInfo,
} from '../hooks/data-info-form';
import { DeliveryDialog } from './delivery-dialog';
import { SwitchField } from './form-fields';
import { NumberField } from './number-field';

/** Which words say what is wrong with a field, by the field and the schema's issue. */
function problemKey(field: DataInfoField, code: string): string {
  if (code === 'clicksOverImpressions') return 'clicksOverImpressions';
  if (field === 'ctr' || field === 'boxedCtr') return 'percent';
  if (field === 'impressions' || field === 'clicks') return 'number';
  if (field === 'campaignTitle') return 'name';
  return 'invalid';
}

/** The fields that show a refusal under them; the switch does not, so one about it goes to the alert. */
const SHOWN_FIELDS = DATA_INFO_FIELDS.filter(
  (field): field is Exclude<DataInfoField, 'optimized'> => field !== 'optimized',
);

const SELECTS = {
  type: CAMPAIGN_TYPES,
  comment: PURCHASE_MODELS,
  source: CAPPING_SOURCES,
} as const;

/** SPEC 2's data info edit modal (admin): how the delivery side describes the campaign (SPEC 3's dataInfo). */
export function DataInfoDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const save = useUpdateDataInfo(campaign.id);
  const { control, handleSubmit, setError } = useForm<DataInfoText>({
    defaultValues: dataInfoText(campaign.dataInfo),
  });
  const label = (field: DataInfoField) => t(`delivery.dataInfo.${field}`);
  const optionLabel = (field: keyof typeof SELECTS, value: string) =>
    field === 'source'
      ? t(`delivery.sources.${value}`)
      : field === 'type'
        ? t(`delivery.dataInfo.types.${value}`)
        : value;

  const submit = handleSubmit((values) => {
    const parsed = parseDataInfo(values);
    if ('issues' in parsed) {
      parsed.issues.forEach(({ field, code }, index) => {
        const problem = t(`delivery.dataInfo.problems.${problemKey(field, code)}`);
        const message = t('delivery.dataInfo.invalid', { field: label(field), problem });
        setError(field, { type: SERVER_ERROR, message }, { shouldFocus: index === 0 });
      });
      return;
    }
    save.mutate(parsed.request, {
      onSuccess: () => {
        enqueueSnackbar(t('delivery.dataInfo.saved'), { variant: 'success' });
        onClose();
      },
      onError: (error) => {
        const field = failedField(error, SHOWN_FIELDS);
        if (field)
          setError(field, { type: SERVER_ERROR, message: `${label(field)}: ${errorText(error, t)}` });
      },
    });
  });
  return (
    <DeliveryDialog
      open
      title={t('delivery.dataInfo.title')}
      subtitle={campaign.name}
      submitLabel={t('delivery.actions.save')}
      isPending={save.isPending}
      error={formFailureText(save.error, SHOWN_FIELDS, t)}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Controller
          control={control}
          name="campaignTitle"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              label={label('campaignTitle')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              sx={{ gridColumn: '1 / -1' }}
            />
          )}
        />
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <CountryField
              name={field.name}
              label={label('country')}
              emptyLabel={t('delivery.dataInfo.none')}
              value={(field.value || undefined) as CountryCode | undefined}
              onChange={(value) => field.onChange(value ?? '')}
              error={Boolean(fieldState.error)}
              {...(fieldState.error?.message ? { helperText: fieldState.error.message } : {})}
            />
          )}
        />
        {(Object.keys(SELECTS) as (keyof typeof SELECTS)[]).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                select
                label={label(name)}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">{t('delivery.dataInfo.none')}</MenuItem>
                {SELECTS[name].map((value) => (
                  <MenuItem key={value} value={value}>
                    {optionLabel(name, value)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ))}
        <NumberField control={control} name="impressions" label={label('impressions')} required />
        <NumberField control={control} name="clicks" label={label('clicks')} required />
        <NumberField control={control} name="ctr" label={label('ctr')} isDecimal required />
        <NumberField control={control} name="boxedCtr" label={label('boxedCtr')} isDecimal />
        <Controller
          control={control}
          name="optimized"
          render={({ field }) => (
            <SwitchField
              name={field.name}
              checked={field.value}
              onChange={field.onChange}
              label={label('optimized')}
            />
          )}
        />
      </Box>
    </DeliveryDialog>
  );
}
