import { CURRENCIES, type Currency } from '@adcontrol/domain/shared/enums';
import { SHIPPED_EXCHANGE_RATES } from '../../modules/campaigns/exchange-rates';
import type { exchangeRates } from '../schema';
import { isoDay, isoWeekday, reportingDay } from './time';

type RateRow = typeof exchangeRates.$inferInsert;

/** Currencies pegged to the dollar keep 1. */
const PEGGED: ReadonlySet<Currency> = new Set(['USD', 'PAB']);
/** Daily drift of a currency losing value steadily (the peso argentino), so its rates visibly change. */
const TREND_PER_DAY: Partial<Record<Currency, number>> = { ARS: 0.0008 };

/**
 * Dated rates for the demo's period (docs/decisions/038): every weekday from the first statistics day through
 * today, as central banks publish them, so a weekend's spend converts at Friday's rate. Each rate moves a few
 * percent around the shipped table and lands on it today, so the expense report and the Control list agree on
 * today's figures. Deterministic: the same days always give the same rates.
 */
export function buildExchangeRates(firstDay: string | undefined, now: Date): RateRow[] {
  const today = reportingDay(now);
  const first = firstDay ? Math.floor(Date.parse(firstDay) / 86_400_000) : today;
  const rows: RateRow[] = [];
  for (let day = first; day <= today; day += 1) {
    if (isoWeekday(day) > 5) continue;
    CURRENCIES.forEach((currency, index) => {
      const base = SHIPPED_EXCHANGE_RATES.perUsd[currency];
      if (PEGGED.has(currency)) {
        rows.push({ currency, date: isoDay(day), perUsd: base });
        return;
      }
      const wave = (at: number) => 0.02 * Math.sin(at / 11 + index) + 0.008 * Math.sin(at / 3.7 + 2 * index);
      const trend = (1 + (TREND_PER_DAY[currency] ?? 0)) ** (day - today);
      const perUsd = base * trend * (1 + wave(day) - wave(today));
      rows.push({ currency, date: isoDay(day), perUsd: Math.round(perUsd * 10_000) / 10_000 });
    });
  }
  return rows;
}
