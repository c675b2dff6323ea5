import type { MessageKey } from '../shared/messages';

/** SPEC 9: the minimum password length, counted as the API's `passwordSchema` counts it. */
export const MIN_PASSWORD_LENGTH = 8;

/** SPEC 5: a new password has at least 8 characters. */
export function validateNewPassword(password: string): MessageKey | null {
  if (password === '') return 'validation.required';
  return password.length < MIN_PASSWORD_LENGTH ? 'validation.passwordTooShort' : null;
}

/** SPEC 5 and 8: the confirmation must match ('Confirm password does not match'). */
export function validatePasswordConfirmation(password: string, confirmation: string): MessageKey | null {
  return password === confirmation ? null : 'auth.confirmPasswordMismatch';
}
