import { formatCurrency } from '@adcontrol/domain/format/format';
import { useTranslation } from 'react-i18next';
import { SuggestedPriceField } from '../../../components/suggested-price-field';
import { useSuggestedPrice } from '../api/campaign-calls';
import { updateDraft, type WizardState } from '../state/draft-store';
import { budgetOf, priceOf } from '../state/general-problems';
import { parseDecimal } from '../state/payload';
import { formatTypedMoney } from './typed-money';
import { useLanguage } from './use-language';

const setPrice = (price: string) => updateDraft({ price });

/**
 * The unit price: the network suggests one (SPEC 7 `campaigns/formula`) once model, budget, currency and country
 * are set, and SuggestedPriceField fills it in or keeps it beside the field.
 */
export function PriceField({
  draft,
  error,
  helperText,
}: {
  draft: WizardState;
  error: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const budget = budgetOf(draft);
  const ctr = parseDecimal(draft.ctr);
  const request =
    draft.model && draft.currency && draft.country && budget && budget > 0
      ? {
          model: draft.model,
          budget,
          currency: draft.currency,
          country: draft.country,
          premium: draft.premium,
          ...(ctr ? { ctr } : {}),
        }
      : null;
  const suggestion = useSuggestedPrice(request).data?.price;
  const price = priceOf(draft);
  const suggested =
    suggestion !== undefined && draft.currency ? formatCurrency(suggestion, draft.currency, language) : null;
  // A dot may group thousands or be the decimal point (rules/budget.ts): say which it was read as.
  const readAs =
    price !== null && draft.currency && draft.price.includes('.')
      ? formatTypedMoney(draft.price, price, draft.currency, language)
      : null;
  const hint = [
    readAs ? t('campaigns.wizard.general.readAs', { value: readAs }) : null,
    suggested ? t('campaigns.wizard.general.suggestedPrice', { price: suggested, model: draft.model }) : null,
  ].filter(Boolean);
  return (
    <SuggestedPriceField
      label={t('campaigns.wizard.fields.price')}
      value={draft.price}
      onChange={setPrice}
      suggestion={suggestion}
      useSuggestionLabel={t('campaigns.wizard.general.useSuggestion')}
      placeholder="0,25"
      error={error}
      helperText={helperText ?? (hint.length > 0 ? hint.join(' · ') : ' ')}
    />
  );
}
