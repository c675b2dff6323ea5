import type { z } from 'zod';
import type { MessageParams } from './app-error';
import type { MessageKey } from './messages';

/** What a schema issue says to a person: a catalogue key and the values it needs (decision 059). */
export interface IssueMessage {
  key: MessageKey;
  params?: Readonly<Record<string, string | number>>;
}

/** The parts of a zod issue (or of fastify-type-provider-zod's copy of one) that decide its words. */
export interface IssueLike {
  code: string;
  message?: string;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  expected?: unknown;
  values?: unknown;
  input?: unknown;
  /** A refinement's own values; `key` names its catalogue message (see `refusal`). */
  params?: unknown;
}

/**
 * A refinement's options (`.refine(check, refusal(…))`, or spread into `addIssue`): its English words, which the
 * API keeps answering, and the catalogue message a person reads, with its values (decision 059).
 */
export function refusal(
  message: string,
  key: MessageKey,
  options: { path?: PropertyKey[]; values?: MessageParams } = {},
): { message: string; path?: PropertyKey[]; params: MessageParams } {
  return { message, ...(options.path ? { path: options.path } : {}), params: { ...options.values, key } };
}

/**
 * A text that must match `pattern`, refused with its catalogue message: zod's own `.regex` issue can not carry
 * one. The API keeps the English words and the OpenAPI document keeps the pattern.
 */
export function matching<S extends z.ZodString>(
  schema: S,
  pattern: RegExp,
  message: string,
  key: MessageKey,
): S {
  return schema
    .refine((value) => pattern.test(value), refusal(message, key))
    .meta({ pattern: pattern.source });
}

/** The catalogue message a refinement named, with its values, or null. */
function refusalOf(params: unknown): IssueMessage | null {
  if (typeof params !== 'object' || params === null) return null;
  const { key, ...rest } = params as Record<string, unknown>;
  if (typeof key !== 'string' || !/^[a-z]+\.[a-zA-Z]+$/.test(key)) return null;
  const values = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
  ) as MessageParams;
  return Object.keys(values).length > 0
    ? { key: key as MessageKey, params: values }
    : { key: key as MessageKey };
}

const limit = (value: unknown): string | number =>
  typeof value === 'bigint' ? value.toString() : typeof value === 'number' ? value : String(value);

/**
 * A schema issue by kind: missing, too long (with its maximum), not a number, out of range, not one of the
 * choices… The contract's own messages are English notes for developers; these are the words people read.
 */
export function issueMessage(issue: IssueLike): IssueMessage {
  switch (issue.code) {
    case 'invalid_type':
      if (
        issue.input === undefined &&
        /received undefined|required/i.test(issue.message ?? 'received undefined')
      ) {
        return { key: 'validation.required' };
      }
      if (issue.expected === 'number' || issue.expected === 'int') return { key: 'validation.notANumber' };
      return { key: 'validation.invalid' };
    case 'too_big':
      if (issue.origin === 'string')
        return { key: 'validation.tooLong', params: { max: limit(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { key: 'validation.tooManyItems', params: { max: limit(issue.maximum) } };
      }
      return { key: 'validation.tooLarge', params: { max: limit(issue.maximum) } };
    case 'too_small':
      if (issue.origin === 'string') {
        return limit(issue.minimum) === 1
          ? { key: 'validation.required' }
          : { key: 'validation.tooShort', params: { min: limit(issue.minimum) } };
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return { key: 'validation.tooFewItems', params: { min: limit(issue.minimum) } };
      }
      return { key: 'validation.tooSmall', params: { min: limit(issue.minimum) } };
    case 'invalid_value':
      if (Array.isArray(issue.values) && issue.values.length > 0) {
        return { key: 'validation.notOneOf', params: { options: issue.values.map(String).join(', ') } };
      }
      return { key: 'validation.invalid' };
    case 'invalid_format':
      return { key: 'validation.invalidFormat' };
    case 'unrecognized_keys':
      return { key: 'validation.notAccepted' };
    case 'custom':
      return refusalOf(issue.params) ?? { key: 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}
