import { PUSH_TEXT_MAX, pushTextLength } from '@adcontrol/domain/rules/push';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface PushTextFieldProps {
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** What the push misses, shown here when nothing of its content is given yet. */
  error?: string | undefined;
}

/** A push title or subtitle with its count as the user types (SPEC 5: 35 characters, an emoji counting once). */
export function PushTextField({ label, value, onChange, error }: PushTextFieldProps) {
  const { t } = useTranslation();
  const length = pushTextLength(value ?? '');
  const isTooLong = length > PUSH_TEXT_MAX;
  return (
    <TextField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      error={isTooLong || error !== undefined}
      fullWidth
      helperText={
        isTooLong
          ? `${t('messages.validation.pushTextTooLong')} (${length}/${PUSH_TEXT_MAX})`
          : (error ?? t('campaigns.creatives.push.count', { used: length, max: PUSH_TEXT_MAX }))
      }
    />
  );
}
