import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

/** One choice of a few, each named (the source, how the capping is set). */
export function ChoiceField<V extends string>({
  label,
  value,
  choices,
  isRow = false,
  onChange,
}: {
  label: string;
  value: V;
  choices: readonly { value: V; label: string }[];
  isRow?: boolean;
  onChange: (value: V) => void;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup
        row={isRow}
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            label={choice.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** An on/off setting with its label beside it. */
export function SwitchField({
  name,
  label,
  checked,
  onChange,
}: {
  name?: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}

/**
 * Code typed as text (HTML, JSON): monospace, left to right whatever the page's direction, no spelling marks;
 * the error, when there is one, takes the hint's place.
 */
export function CodeField({
  label,
  value,
  hint,
  error,
  placeholder,
  onChange,
}: {
  label: string;
  value: string;
  hint: string;
  error: string | null;
  placeholder?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      required
      multiline
      minRows={8}
      maxRows={16}
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, style: { fontFamily: 'monospace' } } }}
    />
  );
}
