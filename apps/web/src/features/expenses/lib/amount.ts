import type { Currency } from '@adcontrol/domain/shared/enums';

const ISO: Partial<Record<Currency, string>> = { MX: 'MXN' };
const formats = new Map<string, Intl.NumberFormat>();

/**
 * An amount with its currency's usual decimals but no symbol, for a column or line already headed by the
 * currency: "20,400,512" under CLP, "52,352,031.90" under ARS.
 */
export function formatAmount(amount: number, currency: Currency, language: string): string {
  const key = `${language}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    const { minimumFractionDigits, maximumFractionDigits } = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: ISO[currency] ?? currency,
    }).resolvedOptions();
    format = new Intl.NumberFormat(language, { minimumFractionDigits, maximumFractionDigits });
    formats.set(key, format);
  }
  return format.format(amount);
}
