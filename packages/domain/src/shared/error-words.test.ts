import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nameField } from '../contract/fields';
import { creativeCommon } from '../creatives/creative';
import { LANGUAGES } from './enums';
import { ERROR_CODE_MESSAGES, ERROR_STATUS, type ErrorCode } from './error-codes';
import { issueMessage, refusal } from './issue-message';
import { MESSAGES, type MessageKey, message } from './messages';

const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
const keys = Object.keys(MESSAGES) as MessageKey[];
const cases = codes.flatMap((code) => LANGUAGES.map((language) => [code, language] as const));

/** What a text looks like when a key was shown instead of words: `errors.notFound`, `{{max}}` left unfilled… */
const RAW = /^[a-z]+\.[a-zA-Z]+$|\{\{|\}\}|undefined|\[object/;

describe('every error code in every language', () => {
  it.each(cases)('%s reads as words in %s', (code, language) => {
    const key = ERROR_CODE_MESSAGES[code];
    expect(Object.hasOwn(MESSAGES, key), `${code} names ${key}, which the catalogue lacks`).toBe(true);
    const text = MESSAGES[key][language];
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(RAW);
    expect(text).not.toBe(key);
  });

  it.each(LANGUAGES)('gives the codes of different failures different words in %s', (language) => {
    const notFound = message(ERROR_CODE_MESSAGES.NOT_FOUND, language);
    const forbidden = message(ERROR_CODE_MESSAGES.FORBIDDEN, language);
    expect(notFound).not.toBe(forbidden);
  });
});

/** A value for each of a text's own `{{placeholders}}`, so every key is read filled, whatever values it needs. */
const valuesFor = (text: string) =>
  Object.fromEntries([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match, index) => [match[1], `v${index + 1}`]));

describe('every message in every language', () => {
  it.each(keys.flatMap((key) => LANGUAGES.map((language) => [key, language] as const)))(
    '%s in %s has its own words once its values are filled',
    (key, language) => {
      const values = valuesFor(MESSAGES[key].en);
      const text = message(key, language, values);
      expect(text.trim()).not.toBe('');
      expect(text, `${key} in ${language} leaves a value unfilled or shows a raw key`).not.toMatch(RAW);
      if (language !== 'en' && !/^[A-Z]+$|GIF/.test(MESSAGES[key].en)) {
        // A translation that is still the English text is a missing one.
        expect(text, `${key} in ${language} is still English`).not.toBe(message(key, 'en', values));
      }
    },
  );
});

describe('issueMessage', () => {
  it.each([
    [
      {
        code: 'invalid_type',
        expected: 'string',
        message: 'Invalid input: expected string, received undefined',
      },
      'validation.required',
      undefined,
    ],
    [
      {
        code: 'invalid_type',
        expected: 'number',
        message: 'Invalid input: expected number, received string',
      },
      'validation.notANumber',
      undefined,
    ],
    [{ code: 'too_big', origin: 'string', maximum: 80 }, 'validation.tooLong', { max: 80 }],
    [{ code: 'too_small', origin: 'string', minimum: 1 }, 'validation.required', undefined],
    [{ code: 'too_small', origin: 'string', minimum: 8 }, 'validation.tooShort', { min: 8 }],
    [{ code: 'too_big', origin: 'number', maximum: 23 }, 'validation.tooLarge', { max: 23 }],
    [{ code: 'too_small', origin: 'number', minimum: 0 }, 'validation.tooSmall', { min: 0 }],
    [{ code: 'too_big', origin: 'array', maximum: 5 }, 'validation.tooManyItems', { max: 5 }],
    [{ code: 'invalid_value', values: ['cpm', 'cpc'] }, 'validation.notOneOf', { options: 'cpm, cpc' }],
    [{ code: 'invalid_format', format: 'email' }, 'validation.invalidFormat', undefined],
    [{ code: 'unrecognized_keys', keys: ['x'] }, 'validation.notAccepted', undefined],
    [{ code: 'custom' }, 'validation.invalid', undefined],
    [
      { code: 'custom', params: { key: 'validation.endBeforeStart' } },
      'validation.endBeforeStart',
      undefined,
    ],
    [{ code: 'custom', params: { key: 'validation.tooLarge', max: 31 } }, 'validation.tooLarge', { max: 31 }],
    [{ code: 'custom', params: { key: 'not a key' } }, 'validation.invalid', undefined],
  ])('reads %j as %s', (issue, key, params) => {
    expect(issueMessage(issue)).toEqual(params ? { key, params } : { key });
  });

  it("reads a refinement's own message, keeping its English words for the API", () => {
    const period = z
      .object({ from: z.string(), to: z.string() })
      .refine(
        (value) => value.from <= value.to,
        refusal('must not be after to', 'validation.endBeforeStart', { path: ['from'] }),
      );
    const [issue] = period.safeParse({ from: '2027-02-01', to: '2027-01-01' }).error?.issues ?? [];
    expect(issue).toMatchObject({ message: 'must not be after to', path: ['from'] });
    expect(issueMessage(issue ?? { code: 'none' })).toEqual({ key: 'validation.endBeforeStart' });
  });

  it.each([
    [{ link: 'javascript:alert(1)' }, 'must be an http(s) address', 'validation.webAddress'],
    [{ hours: [9, 9] }, 'must not repeat an hour', 'validation.hourAlreadySelected'],
    [{ days: [1, 1] }, 'must not repeat a day', 'validation.dayAlreadySelected'],
  ] as const)('names the catalogue message of a creative refused for %j', (value, english, key) => {
    const [issue] = creativeCommon.safeParse(value).error?.issues ?? [];
    expect(issue?.message).toBe(english);
    expect(issueMessage(issue ?? { code: 'none' })).toEqual({ key });
  });

  it("names a name's pattern message and keeps the pattern for the OpenAPI document", () => {
    const name = nameField(80);
    const [issue] = name.safeParse('Verano <2027>').error?.issues ?? [];
    expect(issue?.message).toBe('accepts only letters, spaces and numbers');
    expect(message(issueMessage(issue ?? { code: 'none' }).key, 'es')).toBe(
      'Solo se permiten letras, espacios y números',
    );
    expect(z.toJSONSchema(name, { io: 'input' })).toMatchObject({ pattern: '^[\\p{L}\\p{N} ]+$' });
  });

  it('says a too-long name in Spanish with its maximum', () => {
    const { key, params } = issueMessage({ code: 'too_big', origin: 'string', maximum: 80 });
    expect(message(key, 'es', params)).toBe('Usa como máximo 80 caracteres');
  });
});
