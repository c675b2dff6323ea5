import Alert from '@mui/material/Alert';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { failedField, saveFailureText } from '../lib/error-text';

/**
 * What a form's alert says of a failed save: nothing when one of the `fields` it draws shows the failure under
 * itself, else the refusal (or the form's `fallback` for a failure the server did not explain). A refusal naming
 * a field the form does not draw is said here, never lost.
 */
export function formFailureText(
  error: unknown,
  fields: readonly string[],
  t: TFunction,
  fallback?: string,
): string | null {
  if (!error || failedField(error, fields) !== null) return null;
  return saveFailureText(error, t, fallback);
}

/** Above a form, a failed save that none of its fields shows (a field's own failure is said under it). */
export function FormFailure({
  error,
  fields,
  fallback,
}: {
  error: unknown;
  fields: readonly string[];
  /** The form's own words for a failure the server did not explain (a 5xx); else the general ones. */
  fallback?: string;
}) {
  const { t } = useTranslation();
  const text = formFailureText(error, fields, t, fallback);
  if (text === null) return null;
  return (
    <Alert severity="error" role="alert">
      {text}
    </Alert>
  );
}
