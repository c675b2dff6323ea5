import { z } from 'zod';

/**
 * Every failure the API can answer. A code maps to one HTTP status (here) and to one translation key
 * on the web (`errors.<code>`), so a client never has to parse a message to know what happened.
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
export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** The one error envelope (ARCHITECTURE decision 4). `field` names the offending input when there is one. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  field: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toEnvelope(): ErrorEnvelope {
    return {
      success: false,
      message: this.message,
      code: this.code,
      ...(this.field ? { field: this.field } : {}),
    };
  }
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return errorEnvelope.safeParse(value).success;
}
