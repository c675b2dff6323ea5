import type { PurchaseModel } from '../shared/enums';
import { formatBudgetText } from './budget';
import { targetsFor } from './targets';

/**
 * The largest (and smallest) values the API takes, each what its database column holds (docs/decisions/046).
 * Zod-free, so the web app's first views can read them too: the request schemas (contract/limit-fields.ts) and
 * the forms check the same numbers, and a value a form takes is one the database stores exactly.
 */
export interface NumberLimit {
  readonly min: number;
  readonly max: number;
  /** Decimal places the column keeps. */
  readonly decimals: number;
}

/** numeric(14,2): a campaign's budget, a payment's amount, a deal's budget. */
export const MONEY_LIMIT: NumberLimit = { min: 0.01, max: 999_999_999_999.99, decimals: 2 };

/** numeric(12,4): a unit price (CPM, CPC, CPA, CPE). */
export const UNIT_PRICE_LIMIT: NumberLimit = { min: 0.0001, max: 99_999_999.9999, decimals: 4 };

/**
 * bigint counters (impressions, clicks, targets, cappings): PostgreSQL holds 9.2 × 10^18, JavaScript counts exactly
 * to 2^53 (9.0 × 10^15), so 10^15 keeps every count exact on both sides.
 */
export const COUNT_LIMIT: NumberLimit = { min: 0, max: 1_000_000_000_000_000, decimals: 0 };

/** integer ids (serial columns): PostgreSQL's 4-byte integer. */
export const ID_LIMIT: NumberLimit = { min: 1, max: 2_147_483_647, decimals: 0 };

/**
 * A limit's number as messages write it: plain digits and a point, no exponent (999999999999.99), at most four
 * decimals. Without Intl: the schemas' messages call this for every bounded field as their modules load, and a
 * formatter built there (or one per call, as `toLocaleString` does) cost 15 to 20 ms of a desktop's CPU on the
 * screens with forms. `String` writes no exponent between 10^-7 and 10^21, where every limit lies.
 */
export function limitText(value: number): string {
  return String(Number(value.toFixed(4)));
}

/** Whether a value is inside a limit (the database would store it without overflow). */
export function withinLimit(value: number, limit: NumberLimit): boolean {
  return Number.isFinite(value) && value >= limit.min && value <= limit.max;
}

/**
 * Whether what a budget buys at a unit price (rules/targets.ts) stays a count the database and JavaScript hold:
 * the largest budget at the smallest CPM price would buy 10^19 impressions.
 */
export function targetsWithinLimit(model: PurchaseModel, budget: number, price: number): boolean {
  const targets = targetsFor(model, budget, price);
  return targets.impressions <= COUNT_LIMIT.max && targets.clicks <= COUNT_LIMIT.max;
}

/** The message of a unit price too low for its budget, naming the largest count. */
export const TARGETS_TOO_LARGE = `is too low for the budget: it would buy more than ${limitText(COUNT_LIMIT.max)} impressions`;

/**
 * The values of the limit messages' placeholders as a person types numbers (SPEC 5: dots group thousands, a comma
 * before decimals), so a form can show "at most 999.999.999.999,99" before anything is sent.
 */
export function limitMessageValues(): Record<'budgetMax' | 'priceMax', string> {
  return {
    budgetMax: formatBudgetText(MONEY_LIMIT.max, MONEY_LIMIT.decimals),
    priceMax: formatBudgetText(UNIT_PRICE_LIMIT.max, UNIT_PRICE_LIMIT.decimals),
  };
}
