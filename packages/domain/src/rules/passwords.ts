import type { MessageKey } from '../shared/messages';

/** SPEC 9: the minimum password length, which every new password (`passwordSchema`) is held to. */
export const MIN_PASSWORD_LENGTH = 8;

/** SPEC 5 and 8: the confirmation must match exactly ('Confirm password does not match'). */
export function validatePasswordConfirmation(password: string, confirmation: string): MessageKey | null {
  return password === confirmation ? null : 'auth.confirmPasswordMismatch';
}
