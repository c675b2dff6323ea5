import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBudgetText, parseBudgetText } from './budget';

describe('budget text', () => {
  it('removes thousand dots and turns the decimal comma into a point', () => {
    expect(parseBudgetText('1.234.567,89')).toBe(1234567.89);
    expect(parseBudgetText('1.500')).toBe(1500);
    expect(parseBudgetText('250,5')).toBe(250.5);
    expect(parseBudgetText(' 42 ')).toBe(42);
  });

  it('rejects what is not a number', () => {
    for (const text of ['', 'abc', '1,2,3', '-5', '12a', ',5'])
      expect(parseBudgetText(text), text).toBeNull();
  });

  it('reads back whatever it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const amount = cents / 100;
        expect(parseBudgetText(formatBudgetText(amount))).toBeCloseTo(amount, 2);
      }),
    );
  });

  it('groups thousands with dots', () => {
    expect(formatBudgetText(1234567.891)).toBe('1.234.567,89');
    expect(formatBudgetText(999, 0)).toBe('999');
  });
});
