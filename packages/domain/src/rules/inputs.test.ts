import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDecimalInput, isNumericInput, validateHour, validateNewPassword } from './inputs';

describe('input rules', () => {
  it('lets numeric inputs take digits only', () => {
    expect(isNumericInput('0123')).toBe(true);
    expect(isNumericInput('')).toBe(true);
    for (const text of ['1.5', '-1', '1e3', '12a', ' 1']) expect(isNumericInput(text), text).toBe(false);
  });

  it('lets decimal inputs take one separator', () => {
    for (const text of ['1.5', '1,5', '10.', ',5', '42']) expect(isDecimalInput(text), text).toBe(true);
    for (const text of ['1.5.2', '1,5,2', '1.5,2', 'a', '-1']) expect(isDecimalInput(text), text).toBe(false);
  });

  it('accepts every hour 0-23 not yet chosen, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 80 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 23 })),
        (hour, chosen) => {
          const result = validateHour(String(hour), chosen);
          if (hour < 0 || hour > 23) expect(result).toBe('validation.hourInvalid');
          else if (chosen.includes(hour)) expect(result).toBe('validation.hourRepeated');
          else expect(result).toBeNull();
        },
      ),
    );
    expect(validateHour('7.5', [])).toBe('validation.hourInvalid');
    expect(validateHour('', [])).toBe('validation.hourInvalid');
  });

  it('needs 8 characters and a matching confirmation for a new password', () => {
    expect(validateNewPassword('1234567', '1234567')).toBe('validation.passwordTooShort');
    expect(validateNewPassword('12345678', '12345679')).toBe('validation.passwordMismatch');
    expect(validateNewPassword('12345678', '12345678')).toBeNull();
  });
});
