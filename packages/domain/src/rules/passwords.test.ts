import { describe, expect, it } from 'vitest';
import { passwordSchema } from '../auth/contracts';
import { MIN_PASSWORD_LENGTH, validatePasswordConfirmation } from './passwords';

describe('a new password', () => {
  it('needs at least 8 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(passwordSchema.safeParse('1234567').success).toBe(false);
    expect(passwordSchema.safeParse('12345678').success).toBe(true);
  });
});

describe('validatePasswordConfirmation', () => {
  it('needs the confirmation to match exactly', () => {
    expect(validatePasswordConfirmation('12345678', '12345678')).toBeNull();
    expect(validatePasswordConfirmation('12345678', '12345679')).toBe('auth.confirmPasswordMismatch');
    expect(validatePasswordConfirmation('Secreto99', 'secreto99')).toBe('auth.confirmPasswordMismatch');
  });
});
