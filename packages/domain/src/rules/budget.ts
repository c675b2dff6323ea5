import type { MessageKey } from '../shared/messages';

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;

/**
 * SPEC 5: budgets are typed the Latin-American way, `1.234.567,89`: every dot is a thousands
 * separator and is removed, the comma is the decimal separator and becomes a point.
 * A dot is never read as a decimal point, so `12.5` means 125.
 */
export function normalizeBudgetText(text: string): string {
  return text.trim().replaceAll('.', '').replace(',', '.');
}

/**
 * SPEC 5's one rule for every money field (budgets, unit prices, payment amounts), as the user types or pastes:
 * digits, dots grouping thousands, and one decimal comma with only digits after it. A second decimal separator
 * is refused, never read (`12,5,3` keeps `12,53`).
 */
export function keepMoneyText(text: string): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const comma = kept.indexOf(',');
  if (comma === -1) return kept;
  return kept.slice(0, comma + 1) + kept.slice(comma + 1).replace(/[.,]/g, '');
}

/** The budget typed as text, or null when it is not a non-negative number. */
export function parseBudgetText(text: string): number | null {
  const normalized = normalizeBudgetText(text);
  return PLAIN_NUMBER.test(normalized) ? Number(normalized) : null;
}

export function validateBudgetText(text: string): MessageKey | null {
  if (text.trim() === '') return 'validation.required';
  const budget = parseBudgetText(text);
  return budget === null || budget <= 0 ? 'validation.budgetInvalid' : null;
}

/** Writes a budget the way it is typed: thousands grouped with dots, decimals after a comma. */
export function formatBudgetText(value: number, maxDecimals = 2): string {
  const [whole = '0', fraction = ''] = value.toFixed(maxDecimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const decimals = fraction.replace(/0+$/, '');
  return decimals === '' ? grouped : `${grouped},${decimals}`;
}
