import type { MessageKey } from './messages';

/**
 * Every failure the API can answer. A code maps to one HTTP status (here) and to the message a person reads
 * when the server has nothing more precise to say (`ERROR_CODE_MESSAGES`), so a client never has to parse a
 * message to know what happened (decision 059).
 * Plain constants, no zod: the web app's entry reads them (decision 013); `app-error.ts` has the schemas.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  UPSTREAM_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The catalogue key (shared/messages.ts) of each code's own words: what an error of that code says when it
 * carries no more precise message. Keys only, so the web's entry does not carry the catalogue's texts.
 */
export const ERROR_CODE_MESSAGES = {
  BAD_REQUEST: 'errors.badRequest',
  VALIDATION_FAILED: 'errors.validationFailed',
  MALFORMED_JSON: 'errors.malformedJson',
  UNAUTHENTICATED: 'errors.unauthenticated',
  TOKEN_EXPIRED: 'errors.tokenExpired',
  INVALID_CREDENTIALS: 'auth.invalidCredentials',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  CONFLICT: 'errors.conflict',
  PAYLOAD_TOO_LARGE: 'errors.payloadTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'files.invalidFile',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  INTERNAL: 'common.unexpectedTryLater',
  NOT_IMPLEMENTED: 'errors.notImplemented',
  UPSTREAM_UNAVAILABLE: 'errors.upstreamUnavailable',
} as const satisfies Record<ErrorCode, MessageKey>;
