import { COUNTRY_CURRENCY } from '@adcontrol/domain/shared/enum-values';
import { useTranslation } from 'react-i18next';
import { SuggestedPriceField } from '../../../components/suggested-price-field';
import { useFormatters } from '../../../lib/use-formatters';
import { useSuggestedPrice } from '../api/unit-price';
import type { ScenarioForm } from '../state/scenario-form';
import { updateForm } from '../state/scenarios-store';

const setPrice = (price: string) => updateForm({ price });

interface UnitPriceFieldProps {
  form: ScenarioForm;
  budget: number | null;
  error: boolean;
  helperText?: string;
}

/**
 * The unit price, prefilled with what the campaign formula suggests (SPEC 7 `campaigns/formula`) once country,
 * model and budget are known, and editable: a price the user typed stays, with the suggestion a click away.
 */
export function UnitPriceField({ form, budget, error, helperText }: UnitPriceFieldProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const request =
    form.country && form.model && budget !== null
      ? { country: form.country, model: form.model, budget, premium: form.premium }
      : null;
  const suggestion = useSuggestedPrice(request).data;
  const currency = form.country ? COUNTRY_CURRENCY[form.country] : null;
  return (
    <SuggestedPriceField
      label={
        currency && form.model
          ? t('simulator.fields.priceIn', { currency, unit: t(`simulator.fields.per.${form.model}`) })
          : t('simulator.fields.price')
      }
      value={form.price}
      onChange={setPrice}
      suggestion={suggestion?.price}
      useSuggestionLabel={t('simulator.fields.useSuggestion')}
      error={error}
      helperText={
        helperText ??
        (suggestion
          ? t('simulator.fields.suggested', { price: format.currency(suggestion.price, suggestion.currency) })
          : t('simulator.fields.priceHint'))
      }
    />
  );
}
