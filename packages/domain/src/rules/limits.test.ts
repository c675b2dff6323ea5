import { describe, expect, it } from 'vitest';
import { moneyAmount, unitPrice } from '../contract/limit-fields';
import { COUNT_LIMIT, limitText, MONEY_LIMIT, targetsWithinLimit, UNIT_PRICE_LIMIT } from './limits';

describe('limits', () => {
  it('writes a limit as plain digits', () => {
    expect(limitText(MONEY_LIMIT.max)).toBe('999999999999.99');
    expect(limitText(UNIT_PRICE_LIMIT.max)).toBe('99999999.9999');
    expect(limitText(COUNT_LIMIT.max)).toBe('1000000000000000');
    expect(limitText(UNIT_PRICE_LIMIT.min)).toBe('0.0001');
    expect(limitText(MONEY_LIMIT.min)).toBe('0.01');
    expect(limitText(0)).toBe('0');
  });

  it('keeps every count exact in JavaScript', () => {
    expect(Number.isSafeInteger(COUNT_LIMIT.max)).toBe(true);
  });

  it('takes the edge and refuses past it, naming the maximum', () => {
    expect(moneyAmount().safeParse(MONEY_LIMIT.max).success).toBe(true);
    expect(moneyAmount().safeParse(1e12).error?.issues[0]?.message).toBe('must be at most 999999999999.99');
    expect(unitPrice().safeParse(UNIT_PRICE_LIMIT.max).success).toBe(true);
    expect(unitPrice().safeParse(0.00001).error?.issues[0]?.message).toBe('must be at least 0.0001');
  });

  it('refuses a price at which the budget buys more than a count holds', () => {
    expect(targetsWithinLimit('CPM', MONEY_LIMIT.max, UNIT_PRICE_LIMIT.min)).toBe(false);
    expect(targetsWithinLimit('CPC', 1_000_000, 0.5)).toBe(true);
  });
});
