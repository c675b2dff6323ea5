import { CURRENCIES } from '@adcontrol/domain/shared/enum-values';
import type { Currency } from '@adcontrol/domain/shared/enums';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

interface ChoiceFieldProps<T extends string | number> {
  label: string;
  /** The first option, which clears the filter ("Any"). */
  anyLabel: string;
  value: T | undefined;
  choices: readonly Choice<T>[];
  onChange(value: T | undefined): void;
}

const slotProps = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** A list filter's select: one of the choices, or any. */
export function ChoiceField<T extends string | number>({
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: ChoiceFieldProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      // The select hands back the chosen option's own value, a number for numeric choices.
      onChange={(event) =>
        onChange(choices.find((choice) => String(choice.value) === String(event.target.value))?.value)
      }
      slotProps={slotProps}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface CurrenciesFieldProps {
  label: string;
  anyLabel: string;
  value: readonly Currency[] | undefined;
  /** Undefined when none is chosen: any currency. */
  onChange(value: Currency[] | undefined): void;
}

/** A list filter of several currencies (SPEC 3 `currencies`); none chosen means any. */
export function CurrenciesField({ label, anyLabel, value, onChange }: CurrenciesFieldProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? []}
      onChange={(event) => {
        const chosen = event.target.value as unknown as Currency[];
        onChange(chosen.length ? chosen : undefined);
      }}
      slotProps={{
        ...slotProps,
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (chosen) =>
            (chosen as Currency[]).length ? (chosen as Currency[]).join(', ') : anyLabel,
        },
      }}
    >
      {CURRENCIES.map((currency) => (
        <MenuItem key={currency} value={currency}>
          {currency}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The currencies as choices of a single-currency filter. */
export const CURRENCY_CHOICES: readonly Choice<Currency>[] = CURRENCIES.map((currency) => ({
  value: currency,
  label: currency,
}));
