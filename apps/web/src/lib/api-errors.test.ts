import { describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n';
import { ApiError } from './api-client';
import { apiErrorText } from './api-errors';

const t = i18n.getFixedT('en');
const tooMany = (retryAfterSeconds?: number) =>
  new ApiError(429, 'TOO_MANY_REQUESTS', 'server words', undefined, retryAfterSeconds);

describe('apiErrorText for a 429', () => {
  it.each([
    [0, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [900, 15],
  ])('after Retry-After %i s asks to wait %i whole minutes', (seconds, minutes) => {
    // "minute(s)": the catalogue's text has no singular yet.
    expect(apiErrorText(t, tooMany(seconds))).toMatch(
      new RegExp(`^Too many attempts\\. Please try again in ${minutes} minutes?\\.$`),
    );
  });

  it('asks to try later, in the reader’s words, when the server gave no wait', async () => {
    expect(apiErrorText(t, tooMany())).toBe('Too many attempts. Please try again later.');
    await i18n.loadLanguages('pt');
    expect(apiErrorText(i18n.getFixedT('pt'), tooMany())).toBe(
      'Muitas tentativas. Tente novamente mais tarde.',
    );
  });
});
