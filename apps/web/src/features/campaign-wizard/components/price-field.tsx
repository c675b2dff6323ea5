import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../lib/format';
import { useSuggestedPrice } from '../api/campaign-calls';
import { updateDraft, type WizardState } from '../state/draft-store';
import { budgetOf } from '../state/general-problems';
import { parseDecimal } from '../state/payload';
import { useLanguage } from './use-language';

const oneSeparator = (text: string) => text.replace(/[^\d.,]/g, '').replace(/([.,].*)[.,]/g, '$1');

/**
 * The unit price: the network suggests one (SPEC 7 `campaigns/formula`) once model, budget, currency and country
 * are set. An empty field takes the suggestion; a price the user typed stays, with the suggestion beside it.
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
  useEffect(() => {
    if (suggestion !== undefined && draft.price.trim() === '') updateDraft({ price: String(suggestion) });
  }, [suggestion, draft.price]);
  const suggested =
    suggestion !== undefined && draft.currency ? formatCurrency(suggestion, draft.currency, language) : null;
  const differs = suggestion !== undefined && parseDecimal(draft.price) !== suggestion;
  return (
    <TextField
      fullWidth
      required
      name="price"
      label={t('campaigns.wizard.fields.price')}
      value={draft.price}
      onChange={(event) => updateDraft({ price: oneSeparator(event.target.value) })}
      error={error}
      helperText={
        helperText ??
        (suggested
          ? t('campaigns.wizard.general.suggestedPrice', { price: suggested, model: draft.model })
          : ' ')
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: {
          endAdornment:
            differs && suggestion !== undefined ? (
              <InputAdornment position="end">
                <Button size="small" onClick={() => updateDraft({ price: String(suggestion) })}>
                  {t('campaigns.wizard.general.useSuggestion')}
                </Button>
              </InputAdornment>
            ) : undefined,
        },
      }}
    />
  );
}
