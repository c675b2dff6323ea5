import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { errorText, failedField } from '../lib/error-text';

/** Above a form, a failed save that none of its fields shows (a field's own failure is said under it). */
export function FormFailure({ error, fields }: { error: unknown; fields: readonly string[] }) {
  const { t } = useTranslation();
  if (!error || failedField(error, fields) !== null) return null;
  return (
    <Alert severity="error" role="alert">
      {errorText(error, t)}
    </Alert>
  );
}
