import { z } from 'zod';
import { ERROR_CODE_MESSAGES, ERROR_STATUS, type ErrorCode } from './error-codes';
import type { MessageKey } from './messages';

export { ERROR_CODE_MESSAGES, ERROR_STATUS, type ErrorCode } from './error-codes';

export const errorCodeSchema = z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]);

/** The values a message's `{{placeholders}}` take: limits, names, choices. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * The one error envelope (ARCHITECTURE decision 4, decision 059). `code` says what happened; `field` names the
 * offending input when there is one; `key` and `params` are the catalogue message (shared/messages.ts) a person
 * reads, in their language; `message` is that message in English, for API clients and logs. `key` and `params`
 * are optional in the schema so answers of older servers still parse; this server always sends `key`.
 */
export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  field: z.string().optional(),
  key: z
    .custom<MessageKey>((value) => typeof value === 'string' && /^[a-z]+\.[a-zA-Z]+$/.test(value))
    .optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export interface AppErrorOptions {
  field?: string;
  cause?: unknown;
  /** The catalogue message a person reads; without it, the server's error handling finds one (decision 059). */
  key?: MessageKey;
  params?: MessageParams;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly key: MessageKey | undefined;
  readonly params: MessageParams | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.key = options.key;
    this.params = options.params;
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
      key: this.key ?? ERROR_CODE_MESSAGES[this.code],
      ...(this.params ? { params: this.params } : {}),
    };
  }
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  return errorEnvelope.safeParse(value).success;
}
