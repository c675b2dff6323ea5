import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDecimalInput,
  isNumericInput,
  keepDecimal,
  keepDigits,
  parseDecimalInput,
  validateDecimalInput,
  validateNumericInput,
} from './inputs';

describe('numeric inputs', () => {
  it('take digits only', () => {
    expect(isNumericInput('0123')).toBe(true);
    expect(isNumericInput('')).toBe(true);
    for (const text of ['1.5', '-1', '1e3', '12a', ' 1', '١٢'])
      expect(isNumericInput(text), text).toBe(false);
    expect(validateNumericInput('12a')).toBe('validation.digitsOnly');
    expect(validateNumericInput('12')).toBeNull();
  });

  it('keep the digits of pasted text', () => {
    expect(keepDigits('1.234,5 CLP')).toBe('12345');
    expect(keepDigits('-42')).toBe('42');
  });

  it('always keep something a numeric input accepts, and keep accepted text as it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (text) => {
        expect(isNumericInput(keepDigits(text))).toBe(true);
        expect(keepDigits(keepDigits(text))).toBe(keepDigits(text));
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,20}$/), (digits) => {
        expect(keepDigits(digits)).toBe(digits);
      }),
    );
  });
});

describe('decimal inputs', () => {
  it('take one separator, a point or a comma', () => {
    for (const text of ['1.5', '1,5', '10.', ',5', '42', '']) expect(isDecimalInput(text), text).toBe(true);
    for (const text of ['1.5.2', '1,5,2', '1.5,2', 'a', '-1', '1 5']) {
      expect(isDecimalInput(text), text).toBe(false);
    }
    expect(validateDecimalInput('1,5,2')).toBe('validation.decimalInvalid');
    expect(validateDecimalInput('1,5')).toBeNull();
  });

  it('keep the digits and the first separator of pasted text', () => {
    expect(keepDecimal('1.234,5')).toBe('1.2345');
    expect(keepDecimal('USD 12,50')).toBe('12,50');
    expect(keepDecimal('abc')).toBe('');
  });

  it('always keep something a decimal input accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,a -'), maxLength: 30 }), (text) => {
        expect(isDecimalInput(keepDecimal(text))).toBe(true);
      }),
    );
  });

  it('read either separator as the decimal point', () => {
    expect(parseDecimalInput('2,5')).toBe(2.5);
    expect(parseDecimalInput('2.5')).toBe(2.5);
    expect(parseDecimalInput('10.')).toBe(10);
    expect(parseDecimalInput(',5')).toBe(0.5);
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput(',')).toBeNull();
    expect(parseDecimalInput('1,2,3')).toBeNull();
  });
});
