import { z } from 'zod';
import { ERROR_STATUS, type ErrorCode } from './error-codes';

export { ERROR_STATUS, type ErrorCode } from './error-codes';

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
