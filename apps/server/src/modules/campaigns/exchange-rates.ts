import { roundTo } from '@adcontrol/domain/rules/rounding';
import { CURRENCIES, type Currency } from '@adcontrol/domain/shared/enums';
import { z } from 'zod';

/** Units of each currency per US dollar, as of one day: what pricing and the Control list's budgetUsd use. */
export interface ExchangeRates {
  /** The day the rates were taken, `YYYY-MM-DD`. */
  date: string;
  perUsd: Record<Currency, number>;
}

/**
 * The shipped table (docs/decisions/024), the same rates the demo data is priced with. `EXCHANGE_RATES`
 * replaces it as a whole, with its own date, when fresher rates are known.
 */
export const SHIPPED_EXCHANGE_RATES: ExchangeRates = {
  date: '2026-11-02',
  perUsd: { CLP: 940, ARS: 1150, COP: 4000, MX: 18.5, PEN: 3.75, PAB: 1, EUR: 0.92, USD: 1 },
};

/** The decimals prices are quoted with in each currency: a property of the currency, not of a day's rate. */
export const CURRENCY_DECIMALS: Record<Currency, number> = {
  CLP: 0,
  ARS: 0,
  COP: 0,
  MX: 2,
  PEN: 2,
  PAB: 2,
  EUR: 2,
  USD: 2,
};

/** `EXCHANGE_RATES` as JSON: `{"date":"2026-11-24","perUsd":{"CLP":951,...}}`, every currency given. */
export const exchangeRatesSchema = z.object({
  date: z.iso.date(),
  perUsd: z.object(
    Object.fromEntries(CURRENCIES.map((currency) => [currency, z.number().positive()])) as Record<
      Currency,
      z.ZodNumber
    >,
  ),
});

/** An amount in `currency` as US dollars at the table's rate. */
export function toUsd(rates: ExchangeRates, currency: Currency, amount: number): number {
  return amount / rates.perUsd[currency];
}

/** The campaign's budget in US dollars to the cent, as the Control list's `budgetUsd` gives it. */
export function withBudgetUsd<
  C extends { currency: Currency; budget: { total: number; usd: number | null } },
>(rates: ExchangeRates, campaign: C): C {
  const usd = roundTo(toUsd(rates, campaign.currency, campaign.budget.total), 2);
  return { ...campaign, budget: { ...campaign.budget, usd } };
}
