import { formatBudgetText, keepMoneyText, parseBudgetText } from '@adcontrol/domain/rules/budget';
import { UNIT_PRICE_LIMIT } from '@adcontrol/domain/rules/limits';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

/** A price as money fields write it: the money rule's decimal comma, read back the same (rules/budget.ts). */
const priceText = (price: number) => formatBudgetText(price, UNIT_PRICE_LIMIT.decimals);

interface SuggestedPriceFieldProps {
  label: string;
  /** The price as typed. */
  value: string;
  /** Takes the text to keep; a stable function, the suggestion's fill runs when it changes. */
  onChange: (text: string) => void;
  /** The price the network suggests (SPEC 7 `campaigns/formula`), once it is known. */
  suggestion: number | undefined;
  /** The words of the button that puts the suggestion in the field. */
  useSuggestionLabel: string;
  placeholder?: string;
  error: boolean;
  helperText: string;
}

/**
 * A unit price typed as money, with the price the network suggests. The suggestion fills the field only while the
 * user has neither typed in it nor is in it, so an answer arriving mid-typing never replaces or mixes with what is
 * typed (decision 047); otherwise it stays a click away, beside the field.
 */
export function SuggestedPriceField({
  value,
  onChange,
  suggestion,
  useSuggestionLabel,
  ...rest
}: SuggestedPriceFieldProps) {
  const [isFocused, setIsFocused] = useState(false);
  const hasTyped = useRef(false);
  const mayFill = !isFocused && !hasTyped.current && value.trim() === '';
  useEffect(() => {
    if (suggestion !== undefined && mayFill) onChange(priceText(suggestion));
  }, [suggestion, mayFill, onChange]);
  const differs = suggestion !== undefined && parseBudgetText(value) !== suggestion;
  return (
    <TextField
      {...rest}
      fullWidth
      required
      name="price"
      value={value}
      onFocus={() => setIsFocused(true)}
      onBlur={() => setIsFocused(false)}
      onChange={(event) => {
        hasTyped.current = true;
        onChange(keepMoneyText(event.target.value));
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: {
          endAdornment:
            differs && suggestion !== undefined ? (
              <InputAdornment position="end">
                <Button size="small" onClick={() => onChange(priceText(suggestion))}>
                  {useSuggestionLabel}
                </Button>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
