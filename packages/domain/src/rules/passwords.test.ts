import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateNewPassword, validatePasswordConfirmation } from './passwords';

describe('validateNewPassword', () => {
  it('needs at least 8 characters', () => {
    expect(validateNewPassword('1234567')).toBe('validation.passwordTooShort');
    expect(validateNewPassword('12345678')).toBeNull();
    expect(validateNewPassword('')).toBe('validation.required');
  });

  it('decides by length alone', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (password) => {
        expect(validateNewPassword(password)).toBe(
          password.length >= 8 ? null : 'validation.passwordTooShort',
        );
      }),
    );
  });
});

describe('validatePasswordConfirmation', () => {
  it('needs the confirmation to match exactly', () => {
    expect(validatePasswordConfirmation('12345678', '12345678')).toBeNull();
    expect(validatePasswordConfirmation('12345678', '12345679')).toBe('auth.confirmPasswordMismatch');
    expect(validatePasswordConfirmation('Secreto99', 'secreto99')).toBe('auth.confirmPasswordMismatch');
  });
});
