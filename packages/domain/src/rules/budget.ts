import type { MessageKey } from '../shared/messages';

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;
/** Digits with an optional decimal comma, thousands grouped by dots or not at all: `1.234.567,89`, `1500,5`. */
const COMMA_DECIMAL = /^(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;

/**
 * SPEC 5: money is typed the Latin-American way, `1.234.567,89`: the dots that group thousands are removed and
 * the comma is the decimal separator, which becomes a point. A dot that groups nothing (`12.5`, `0.25`) is not a
 * thousand dot: it is read as the decimal point it was typed as, never silently as 125 (docs/decisions/047).
 * Anything else (`1.5.3`, `1.50,3`) is left as typed, which reads as no number.
 */
export function normalizeBudgetText(text: string): string {
  const trimmed = text.trim();
  if (COMMA_DECIMAL.test(trimmed)) return trimmed.replaceAll('.', '').replace(',', '.');
  return trimmed;
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
