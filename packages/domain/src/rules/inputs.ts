/** SPEC 5: numeric inputs accept only digits. */
export function isNumericInput(text: string): boolean {
  return /^\d*$/.test(text);
}

/** SPEC 5: decimal fields accept digits and at most one decimal separator (a point or a comma). */
export function isDecimalInput(text: string): boolean {
  return /^\d*([.,]\d*)?$/.test(text);
}

export const MIN_HOUR = 0;
export const MAX_HOUR = 23;

/** SPEC 5: an hour is a whole number from 0 to 23 that is not already chosen. */
export function validateHour(
  text: string,
  chosen: readonly number[],
): 'validation.hourInvalid' | 'validation.hourRepeated' | null {
  if (!/^\d{1,2}$/.test(text.trim())) return 'validation.hourInvalid';
  const hour = Number(text);
  if (hour < MIN_HOUR || hour > MAX_HOUR) return 'validation.hourInvalid';
  return chosen.includes(hour) ? 'validation.hourRepeated' : null;
}

/** SPEC 5: a new password has at least 8 characters and its confirmation matches. */
export const MIN_PASSWORD_LENGTH = 8;

export function validateNewPassword(
  password: string,
  confirmation: string,
): 'validation.passwordTooShort' | 'validation.passwordMismatch' | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'validation.passwordTooShort';
  return password === confirmation ? null : 'validation.passwordMismatch';
}
