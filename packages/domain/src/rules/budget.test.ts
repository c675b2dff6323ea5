import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatBudgetText,
  keepMoneyText,
  normalizeBudgetText,
  parseBudgetText,
  validateBudgetText,
} from './budget';

describe('normalizeBudgetText', () => {
  it.each([
    ['1.234.567,89', '1234567.89'],
    ['1.500', '1500'],
    ['1500,5', '1500.5'],
    [' 250 ', '250'],
    ['12.5', '12.5'],
    ['1.5.3', '1.5.3'],
  ])('turns %s into %s', (text, expected) => {
    expect(normalizeBudgetText(text)).toBe(expected);
  });
});

describe('parseBudgetText', () => {
  it.each([
    ['1.234.567,89', 1234567.89],
    ['1.000', 1000],
    ['0,5', 0.5],
    ['1000', 1000],
    ['12.5', 12.5],
    ['0.25', 0.25],
    ['1.000,00', 1000],
  ])('reads %s as %d', (text, expected) => {
    expect(parseBudgetText(text)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    'abc',
    '1,2,3',
    ',5',
    '5,',
    '-100',
    '1e5',
    '10 000',
    '$100',
    '1.5.3',
    '1.50,3',
    '12.5,3',
  ])('rejects %j', (text) => {
    expect(parseBudgetText(text)).toBeNull();
  });

  it('reads back every budget it wrote, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        expect(parseBudgetText(formatBudgetText(cents / 100))).toBe(cents / 100);
      }),
    );
  });

  it('removes the dots that group thousands, and reads a dot that groups nothing as the decimal point', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.stringMatching(/^\d{1,4}$/), (whole, cents) => {
        const grouped = whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        expect(parseBudgetText(grouped)).toBe(Number(whole));
        expect(parseBudgetText(`${grouped},${cents}`)).toBe(Number(`${whole}.${cents}`));
        if (cents.length !== 3)
          expect(parseBudgetText(`${whole}.${cents}`)).toBe(Number(`${whole}.${cents}`));
      }),
    );
  });
});

describe('formatBudgetText', () => {
  it.each([
    [1234567.89, '1.234.567,89'],
    [1000, '1.000'],
    [999, '999'],
    [0.5, '0,5'],
    [1500.1, '1.500,1'],
    [0, '0'],
    [1234.567, '1.234,57'],
  ])('writes %d as %s', (value, expected) => {
    expect(formatBudgetText(value)).toBe(expected);
  });
});

describe('validateBudgetText', () => {
  it('asks for a budget when empty', () => {
    expect(validateBudgetText('  ')).toBe('validation.required');
  });

  it('refuses text that is not a positive amount', () => {
    expect(validateBudgetText('abc')).toBe('validation.budgetInvalid');
    expect(validateBudgetText('0')).toBe('validation.budgetInvalid');
    expect(validateBudgetText('0,00')).toBe('validation.budgetInvalid');
  });

  it('accepts a positive amount', () => {
    expect(validateBudgetText('1.500,50')).toBeNull();
    expect(validateBudgetText('0,01')).toBeNull();
  });
});

describe('keepMoneyText', () => {
  it.each([
    ['12,5,3', '12,53'],
    ['12,5.3', '12,53'],
    ['1.500.000,50', '1.500.000,50'],
    ['CLP 1.500', '1.500'],
    ['0,5', '0,5'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(keepMoneyText(typed)).toBe(kept);
  });

  it('never keeps more than one decimal comma, whatever is pasted', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = keepMoneyText(text);
        expect(kept).toMatch(/^[\d.]*(,\d*)?$/);
      }),
    );
  });
});
