import { formatCurrency } from '@adcontrol/domain/format/format';
import { formatBudgetText, keepMoneyText } from '@adcontrol/domain/rules/budget';
import { UNIT_PRICE_LIMIT } from '@adcontrol/domain/rules/limits';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSuggestedPrice } from '../api/campaign-calls';
import { updateDraft, type WizardState } from '../state/draft-store';
import { budgetOf, priceOf } from '../state/general-problems';
import { parseDecimal } from '../state/payload';
import { formatTypedMoney } from './typed-money';
import { useLanguage } from './use-language';

/** A price as the field writes it: the money rule's decimal comma, never a point a dot-grouping would misread. */
const priceText = (price: number) => formatBudgetText(price, UNIT_PRICE_LIMIT.decimals);

/**
 * The unit price: the network suggests one (SPEC 7 `campaigns/formula`) once model, budget, currency and country
 * are set. The suggestion fills the field only while the user has neither typed in it nor is in it, so an answer
 * arriving mid-typing never replaces or mixes with what is typed; otherwise it stays beside the field.
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
  const [isFocused, setIsFocused] = useState(false);
  const hasTyped = useRef(false);
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
  const mayFill = !isFocused && !hasTyped.current && draft.price.trim() === '';
  useEffect(() => {
    if (suggestion !== undefined && mayFill) updateDraft({ price: priceText(suggestion) });
  }, [suggestion, mayFill]);
  const price = priceOf(draft);
  const suggested =
    suggestion !== undefined && draft.currency ? formatCurrency(suggestion, draft.currency, language) : null;
  const differs = suggestion !== undefined && price !== suggestion;
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
    <TextField
      fullWidth
      required
      name="price"
      label={t('campaigns.wizard.fields.price')}
      value={draft.price}
      placeholder="0,25"
      onFocus={() => setIsFocused(true)}
      onBlur={() => setIsFocused(false)}
      onChange={(event) => {
        hasTyped.current = true;
        updateDraft({ price: keepMoneyText(event.target.value) });
      }}
      error={error}
      helperText={helperText ?? (hint.length > 0 ? hint.join(' · ') : ' ')}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: {
          endAdornment:
            differs && suggestion !== undefined ? (
              <InputAdornment position="end">
                <Button size="small" onClick={() => updateDraft({ price: priceText(suggestion) })}>
                  {t('campaigns.wizard.general.useSuggestion')}
                </Button>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
