import { z } from 'zod';
import {
  COUNT_LIMIT,
  ID_LIMIT,
  limitText,
  MONEY_LIMIT,
  type NumberLimit,
  UNIT_PRICE_LIMIT,
} from '../rules/limits';

/*
 * Number fields held to their database column (rules/limits.ts, docs/decisions/046): a value past the column
 * answers 400 naming the field and the maximum ("general.campaign_total_budget: must be at most 999999999999.99")
 * instead of a numeric overflow.
 */
const bounded = <S extends z.ZodNumber | z.ZodCoercedNumber>(schema: S, limit: NumberLimit): S =>
  schema
    .min(limit.min, `must be at least ${limitText(limit.min)}`)
    .max(limit.max, `must be at most ${limitText(limit.max)}`) as S;

/** An amount of money: a budget, a payment. */
export const moneyAmount = () => bounded(z.number(), MONEY_LIMIT);
/** A unit price. */
export const unitPrice = () => bounded(z.number(), UNIT_PRICE_LIMIT);
/** A counter: impressions, clicks, a capping. */
export const countValue = () => bounded(z.number().int(), COUNT_LIMIT);
/** A row's id. */
export const recordId = () => bounded(z.number().int(), ID_LIMIT);

/** The same, read from text (a query string or a path). */
export const moneyAmountText = () => bounded(z.coerce.number(), MONEY_LIMIT);
export const unitPriceText = () => bounded(z.coerce.number(), UNIT_PRICE_LIMIT);
export const recordIdText = () => bounded(z.coerce.number().int(), ID_LIMIT);
