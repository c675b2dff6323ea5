import type { ScheduleFrequency, ScheduleKind } from '@adcontrol/domain/scheduled-reports/schedule';
import type { Language } from '@adcontrol/domain/shared/enums';
import { REPORT_FORMATS, type ReportFormat } from '@adcontrol/domain/statistics/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormFailure } from '../../../components/form-failure';
import { LanguageField } from '../../../components/language-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText, failedField } from '../../../lib/error-text';
import { SERVER_ERROR } from '../../../lib/field-errors';
import { useSnackbar } from '../../../lib/notifications';
import { useFormatters } from '../../../lib/use-formatters';
import { useCreateReportSchedule } from '../api/create-report-schedule';
import { daysOf, weekdayName } from './schedule-texts';

interface ScheduleValues {
  format: ReportFormat;
  frequency: ScheduleFrequency;
  day: number;
  language: Language;
}
/** The fields the dialog draws: a refusal naming one shows under it, any other in the dialog's alert. */
const FIELDS = ['format', 'frequency', 'day', 'language'] as const;

export interface ScheduleTarget {
  kind: ScheduleKind;
  id: number;
  name: string;
}

/** Format, frequency, day and language of a new scheduled report of `target`. */
export function ScheduleReportDialog({ target, onClose }: { target: ScheduleTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const create = useCreateReportSchedule();
  const { control, handleSubmit, setError, setValue } = useForm<ScheduleValues>({
    defaultValues: { format: 'xlsx', frequency: 'weekly', day: 1, language: format.language },
  });
  const frequency = useWatch({ control, name: 'frequency' });
  const day = useWatch({ control, name: 'day' });
  const dayName = (value: number) =>
    frequency === 'weekly'
      ? weekdayName(value, format.language)
      : t('scheduledReports.dayOfMonth', { day: value });

  const submit = handleSubmit((values) => {
    create.mutate(
      { kind: target.kind, targetId: target.id, ...values },
      {
        onSuccess: (schedule) => {
          enqueueSnackbar(t('scheduledReports.created', { date: format.campaignDate(schedule.nextRunAt) }), {
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          const field = failedField(error, FIELDS);
          if (field) setError(field, { type: SERVER_ERROR, message: errorText(error, t) });
        },
      },
    );
  });
  const isDuplicate =
    create.error instanceof ApiError &&
    create.error.code === 'CONFLICT' &&
    failedField(create.error, FIELDS) === null;

  return (
    <Dialog
      open
      onClose={create.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>
          {t('scheduledReports.dialog.title')}
          <Typography
            component="span"
            variant="body2"
            color="text.secondary"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            {target.name}
          </Typography>
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Controller
            control={control}
            name="format"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('scheduledReports.fields.format')}
                {...field}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
                sx={{ mt: 1 }}
              >
                {REPORT_FORMATS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`scheduledReports.formats.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="frequency"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('scheduledReports.fields.frequency')}
                {...field}
                onChange={(event) => {
                  const next = event.target.value as ScheduleFrequency;
                  field.onChange(next);
                  if (!daysOf(next).includes(day)) setValue('day', 1);
                }}
                error={!!fieldState.error}
                helperText={fieldState.error?.message}
              >
                {(['weekly', 'monthly'] as const).map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`scheduledReports.frequencies.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="day"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('scheduledReports.fields.day')}
                {...field}
                onChange={(event) => field.onChange(Number(event.target.value))}
                error={!!fieldState.error}
                helperText={
                  fieldState.error?.message ??
                  t(`scheduledReports.hint.${frequency}`, {
                    day: frequency === 'weekly' ? dayName(day) : day,
                  })
                }
              >
                {daysOf(frequency).map((value) => (
                  <MenuItem key={value} value={value}>
                    {dayName(value)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="language"
            render={({ field, fieldState }) => (
              <LanguageField
                label={t('scheduledReports.fields.language')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={!!fieldState.error}
                {...(fieldState.error?.message ? { helperText: fieldState.error.message } : {})}
              />
            )}
          />
          {isDuplicate ? (
            <Alert severity="info" role="alert">
              {errorText(create.error, t)}{' '}
              <Link component={RouterLink} to={paths.profile()}>
                {t('scheduledReports.errors.seeMine')}
              </Link>
            </Alert>
          ) : (
            <FormFailure error={create.error} fields={FIELDS} fallback={t('scheduledReports.createFailed')} />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={create.isPending}>
            {t('scheduledReports.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('scheduledReports.actions.schedule')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
