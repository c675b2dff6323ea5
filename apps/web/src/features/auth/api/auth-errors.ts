import { ApiError } from '../../../lib/api-client';

/** A sign-in refused because the account has not opened its confirmation e-mail yet. */
export function isUnconfirmed(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'FORBIDDEN' && error.field === 'email';
}

/** A confirm or reset link that was already used, has expired or was never issued. */
export function isLinkInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'BAD_REQUEST' && error.field === 'token';
}
