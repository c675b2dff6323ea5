import { formatDay } from '@adcontrol/domain/format/format';
import TextField from '@mui/material/TextField';
import { lazy, memo, Suspense } from 'react';
import { useAfterPaint } from '../lib/use-after-first-render';
import type { DateFieldProps } from './date-field-props';

// The pickers and the date library weigh more than most screens that use them: they load on their own.
const DatePickerField = lazy(() => import('./date-picker-field'));

export type { DateFieldProps } from './date-field-props';

/**
 * The one date input of the product (decision 051): DD/MM/YY typed or picked on a calendar in the reader's
 * language, while forms and addresses keep carrying `YYYY-MM-DD`. A date it cannot use says so, naming the field.
 *
 * Memoised: the picker's field reads the page's selection after every render it makes, which makes the browser
 * lay the page out then and there (100 ms and more on a phone, for a large page); a field whose props did not
 * change is not rendered again when its screen is (decision 073). Give it stable props. For the same reason the
 * picker comes in a render of its own once its screen has been drawn: that layout is then the field's, not the
 * screen's.
 */
export const DateField = memo(function DateField(props: DateFieldProps) {
  const isPainted = useAfterPaint();
  if (!isPainted) return <LoadingDateField {...props} />;
  return (
    <Suspense fallback={<LoadingDateField {...props} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
});

/** The same box with its label and day while the picker loads (once a visit), so nothing moves when it comes. */
function LoadingDateField({
  label,
  value,
  required,
  fullWidth,
  size,
  error,
  helperText,
  sx,
}: DateFieldProps) {
  return (
    <TextField
      label={label}
      value={value ? formatDay(value) : ''}
      placeholder="DD/MM/YY"
      required={required}
      fullWidth={fullWidth}
      size={size}
      error={error}
      helperText={helperText}
      sx={sx}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true } }}
    />
  );
}
