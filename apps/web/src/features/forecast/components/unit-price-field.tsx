import { formatBudgetText } from '@adcontrol/domain/rules/budget';
import { UNIT_PRICE_LIMIT } from '@adcontrol/domain/rules/limits';
import { COUNTRY_CURRENCY } from '@adcontrol/domain/shared/enum-values';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { useSuggestedPrice } from '../api/unit-price';
import { priceCharacters, type ScenarioForm } from '../state/scenario-form';
import { updateForm } from '../state/scenarios-store';

/** A price as money fields write it: a decimal comma, read back the same (rules/budget.ts). */
const priceText = (price: number) => formatBudgetText(price, UNIT_PRICE_LIMIT.decimals);

interface UnitPriceFieldProps {
  form: ScenarioForm;
  budget: number | null;
  price: number | null;
  error: boolean;
  helperText?: string;
}

/**
 * The unit price, prefilled with what the campaign formula suggests (SPEC 7 `campaigns/formula`) once country,
 * model and budget are known, and editable: a price the user typed stays, with the suggestion a click away.
 */
export function UnitPriceField({ form, budget, price, error, helperText }: UnitPriceFieldProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const request =
    form.country && form.model && budget !== null
      ? { country: form.country, model: form.model, budget, premium: form.premium }
      : null;
  const suggestion = useSuggestedPrice(request).data;
  // The suggestion fills only an empty field the user is neither in nor has typed in (decision 047).
  const [isFocused, setIsFocused] = useState(false);
  const hasTyped = useRef(false);
  const mayFill = !isFocused && !hasTyped.current && form.price.trim() === '';
  useEffect(() => {
    if (suggestion && mayFill) updateForm({ price: priceText(suggestion.price) });
  }, [suggestion, mayFill]);
  const differs = suggestion !== undefined && price !== suggestion.price;
  const currency = form.country ? COUNTRY_CURRENCY[form.country] : null;
  return (
    <TextField
      fullWidth
      required
      name="price"
      label={
        currency && form.model
          ? t('simulator.fields.priceIn', { currency, unit: t(`simulator.fields.per.${form.model}`) })
          : t('simulator.fields.price')
      }
      value={form.price}
      onFocus={() => setIsFocused(true)}
      onBlur={() => setIsFocused(false)}
      onChange={(event) => {
        hasTyped.current = true;
        updateForm({ price: priceCharacters(event.target.value) });
      }}
      error={error}
      helperText={
        helperText ??
        (suggestion
          ? t('simulator.fields.suggested', { price: format.currency(suggestion.price, suggestion.currency) })
          : t('simulator.fields.priceHint'))
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: {
          endAdornment:
            differs && suggestion ? (
              <InputAdornment position="end">
                <Button size="small" onClick={() => updateForm({ price: priceText(suggestion.price) })}>
                  {t('simulator.fields.useSuggestion')}
                </Button>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
