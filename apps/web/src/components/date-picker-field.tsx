import { formatDay } from '@adcontrol/domain/format/format';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { format } from 'date-fns/format';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDay } from '../lib/day-range';
import type { DateFieldProps } from './date-field-props';
import { DateLocalization } from './date-localization';

/** SPEC 9 writes every date DD/MM/YY, whatever the language; the language names the months and days. */
const DISPLAY_FORMAT = 'dd/MM/yy';

function toDate(day: string | null | undefined): Date | null {
  return day && isDay(day) ? parseISO(day) : null;
}

function toDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** The date field itself (see `date-field.tsx`), loaded with the first screen that asks for a date. */
export default function DatePickerField({
  label,
  value,
  onChange,
  min,
  max,
  name,
  required,
  fullWidth,
  size,
  error,
  helperText,
  sx,
}: DateFieldProps) {
  const { t } = useTranslation();
  const [date, setDate] = useState<Date | null>(() => toDate(value));
  const [problem, setProblem] = useState<DateValidationError>(null);
  const [isEditing, setEditing] = useState(false);
  // What this field last handed up: a value coming back down that differs came from elsewhere (a reset, a preset).
  const handedUp = useRef(value || undefined);
  useEffect(() => {
    if ((value || undefined) === handedUp.current) return;
    handedUp.current = value || undefined;
    setDate(toDate(value));
    setProblem(null);
  }, [value]);

  // A typed day is handed up when the reader leaves the field, so "2" on its way to "26" (the year 2002) never
  // reaches a filter or a form; a day picked on the calendar (the field is not being typed in) goes at once.
  const typing = useRef(false);
  const pending = useRef<{ day: string | undefined } | null>(null);
  const handUp = (day: string | undefined) => {
    handedUp.current = day;
    if (day !== (value || undefined)) onChange(day);
  };
  const change = (next: Date | null, validationError: DateValidationError) => {
    setDate(next);
    setProblem(validationError);
    const day = next && isValid(next) && !validationError ? toDay(next) : undefined;
    if (typing.current) pending.current = { day };
    else handUp(day);
  };
  const leave = () => {
    typing.current = false;
    setEditing(false);
    if (pending.current) handUp(pending.current.day);
    pending.current = null;
  };

  // Judged once the reader leaves the field: while typing, "2" on the way to "26" is not yet a mistake.
  const shown = isEditing ? null : problem;
  const ownText =
    shown === 'minDate' && min
      ? t('forms.date.beforeMin', { field: label, min: formatDay(min) })
      : shown === 'maxDate' && max
        ? t('forms.date.afterMax', { field: label, max: formatDay(max) })
        : shown
          ? t('forms.date.invalid', { field: label })
          : null;

  return (
    <DateLocalization>
      <DatePicker
        label={label}
        name={name}
        value={date}
        format={DISPLAY_FORMAT}
        minDate={toDate(min) ?? undefined}
        maxDate={toDate(max) ?? undefined}
        onChange={(next, context) => change(next, context.validationError)}
        sx={sx}
        slotProps={{
          textField: {
            required,
            fullWidth,
            size,
            error: Boolean(ownText) || error,
            helperText: ownText ?? helperText,
            onFocus: () => {
              typing.current = true;
              setEditing(true);
            },
            onBlur: leave,
          },
          openPickerButton: { 'aria-label': t('forms.date.open', { field: label }) },
        }}
      />
    </DateLocalization>
  );
}
