import type { MessageKey } from '../shared/messages';

const DIGITS = /^\d*$/;
const DECIMAL = /^\d*([.,]\d*)?$/;

/** SPEC 5: numeric inputs accept only digits. */
export function isNumericInput(text: string): boolean {
  return DIGITS.test(text);
}

/** SPEC 5: decimal fields accept digits and at most one decimal separator, a point or a comma. */
export function isDecimalInput(text: string): boolean {
  return DECIMAL.test(text);
}

/** What a numeric input keeps of typed or pasted text: its digits. */
export function keepDigits(text: string): string {
  return text.replace(/\D/g, '');
}

/** What a decimal input keeps of typed or pasted text: its digits and the first separator. */
export function keepDecimal(text: string): string {
  const kept = text.replace(/[^\d.,]/g, '');
  const separator = kept.search(/[.,]/);
  if (separator === -1) return kept;
  return kept.slice(0, separator + 1) + kept.slice(separator + 1).replace(/[.,]/g, '');
}

/** The value of a decimal input, either separator read as the decimal point; null when empty or not a number. */
export function parseDecimalInput(text: string): number | null {
  const trimmed = text.trim();
  if (!isDecimalInput(trimmed) || !/\d/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

export function validateNumericInput(text: string): MessageKey | null {
  return isNumericInput(text) ? null : 'validation.digitsOnly';
}

export function validateDecimalInput(text: string): MessageKey | null {
  return isDecimalInput(text) ? null : 'validation.decimalInvalid';
}
