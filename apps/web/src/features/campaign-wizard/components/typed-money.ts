import { normalizeBudgetText } from '@adcontrol/domain/rules/budget';
import type { Currency, Language } from '@adcontrol/domain/shared/enums';

/** `MX` is the network's code for Mexican pesos (SPEC 9); Intl needs ISO 4217. */
const isoOf = (currency: Currency) => (currency === 'MX' ? 'MXN' : currency);

/**
 * Money as the user typed it, in the reader's language: the decimals they wrote are kept, not rounded to the
 * currency's usual ones (a unit price of CLP 0,5 stays 0,5, not 1), and none are added.
 */
export function formatTypedMoney(
  text: string,
  value: number,
  currency: Currency,
  language: Language,
): string {
  const decimals = Math.min(20, normalizeBudgetText(text).split('.')[1]?.length ?? 0);
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: isoOf(currency),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
