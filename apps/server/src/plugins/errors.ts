import {
  AppError,
  ERROR_CODE_MESSAGES,
  type ErrorCode,
  type ErrorEnvelope,
  type MessageParams,
} from '@adcontrol/domain/shared/app-error';
import { issueMessage } from '@adcontrol/domain/shared/issue-message';
import { MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/failures';
import { RateLimitedError } from '../modules/rate-limit/limiter';

/** How long a client is asked to wait before trying again while the database is out of reach. */
const DATABASE_RETRY_SECONDS = 5;

/** The one error envelope for every failure (ARCHITECTURE 4); nothing internal ever reaches the client. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const envelope = toEnvelope(error, request);
    const status = envelope.status;
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (status === 503 && !(error instanceof AppError))
      reply.header('retry-after', String(DATABASE_RETRY_SECONDS));
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: envelope.body.code, status }, envelope.body.message);
    }
    return sendEnvelope(reply, status, envelope.body);
  });
}

/** Sends an envelope; one without a catalogue message gets its code's own words (decision 059). */
export function sendEnvelope(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  const withWords = body.key ? body : { ...body, key: ERROR_CODE_MESSAGES[body.code] };
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(withWords));
}

interface Words {
  key?: MessageKey;
  params?: MessageParams | undefined;
}

function envelope(code: ErrorCode, message: string, status: number, field?: string, words: Words = {}) {
  const body: ErrorEnvelope = {
    success: false as const,
    code,
    message,
    ...(field ? { field } : {}),
    key: words.key ?? ERROR_CODE_MESSAGES[code],
    ...(words.params ? { params: words.params } : {}),
  };
  return { status, body };
}

/** Every catalogue message by its English text, to find the key of an error raised with the English words. */
const KEY_OF_ENGLISH = new Map<string, MessageKey>(
  (Object.keys(MESSAGES) as MessageKey[])
    .filter((key) => !MESSAGES[key].en.includes('{{'))
    .map((key) => [MESSAGES[key].en, key] as const),
);

/**
 * The catalogue message of an error raised without one: its English words when they are a catalogue text
 * (with or without the `field: ` in front), "this value is not valid" for another refusal of a field, and
 * the code's own words otherwise (decision 059).
 */
function wordsOf(error: AppError): Words {
  if (error.key) return error.params ? { key: error.key, params: error.params } : { key: error.key };
  const prefix = error.field ? `${error.field}: ` : '';
  const text =
    prefix && error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  const known = KEY_OF_ENGLISH.get(text);
  if (known) return { key: known };
  if (error.code === 'VALIDATION_FAILED' && error.field) return { key: 'validation.invalid' };
  return { key: ERROR_CODE_MESSAGES[error.code] };
}

function toEnvelope(error: FastifyError, request: FastifyRequest) {
  if (error instanceof AppError) {
    return { status: error.status, body: { ...error.toEnvelope(), ...wordsOf(error) } };
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.split('/').filter(Boolean).join('.') || undefined;
    const where = error.validationContext ?? 'request';
    const detail = first?.message ?? 'is invalid';
    const message = field ? `${field}: ${detail}` : `Invalid ${where}: ${detail}`;
    const words = first ? issueMessage({ ...first.params, code: first.keyword, message: first.message }) : {};
    return envelope('VALIDATION_FAILED', message, 400, field, words);
  }
  if (error.code === 'FST_ERR_RESPONSE_SERIALIZATION' && isResponseSerializationError(error)) {
    request.log.error({ issues: error.cause.issues }, 'response does not match its contract');
    return envelope('INTERNAL', 'Internal server error', 500);
  }

  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return envelope('MALFORMED_JSON', 'Malformed JSON in request body', 400);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return envelope('MALFORMED_JSON', 'Request body is empty but Content-Type is application/json', 400);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return envelope('PAYLOAD_TOO_LARGE', 'Request body is too large', 413);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return envelope('UNSUPPORTED_MEDIA_TYPE', 'Unsupported Content-Type', 415);
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return envelope('BAD_REQUEST', 'Content-Length does not match the body', 400);
  }
  if (isDatabaseUnavailable(error)) {
    return envelope('UPSTREAM_UNAVAILABLE', 'The database is not answering, try again shortly', 503);
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return envelope('TOO_MANY_REQUESTS', error.message || 'Too many requests', 429);
  if (status === 403) return envelope('FORBIDDEN', error.message || 'Forbidden', 403);
  if (status === 404) return envelope('NOT_FOUND', error.message || 'Not found', 404);
  if (status >= 400 && status < 500) return envelope('BAD_REQUEST', error.message || 'Bad request', status);
  return envelope('INTERNAL', 'Internal server error', 500);
}
