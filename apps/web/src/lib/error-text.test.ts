import { signIn } from '@adcontrol/domain/auth/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../app/i18n';
import { ApiError, callEndpoint } from './api-client';
import { errorText, failedField, saveFailureText } from './error-text';

const fetchMock = vi.fn<typeof fetch>();
beforeAll(() => i18n.loadLanguages(['es', 'pt']));
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** The ApiError a call meets when the server answers `status` with `envelope`, as the app reads it. */
async function failureOf(status: number, envelope: object): Promise<ApiError> {
  fetchMock.mockResolvedValueOnce(
    new Response(JSON.stringify({ success: false, ...envelope }), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
  const error = await callEndpoint(signIn, { body: { email: 'a@b.co', password: 'x' } }).catch((e) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const es = () => i18n.getFixedT('es');
const pt = () => i18n.getFixedT('pt');
const en = () => i18n.getFixedT('en');

describe('errorText', () => {
  it('says a taken name, a too-long field and a missing campaign in Spanish, not in the server’s English', async () => {
    const taken = await failureOf(409, {
      code: 'CONFLICT',
      field: 'name',
      message: 'You already have an audience with this name',
      key: 'audiences.alreadyExists',
    });
    expect(errorText(taken, es())).toBe('Ya tienes una audiencia con este nombre');

    const tooLong = await failureOf(400, {
      code: 'VALIDATION_FAILED',
      field: 'firstName',
      message: 'firstName: Too big: expected string to have <=80 characters',
      key: 'validation.tooLong',
      params: { max: 80 },
    });
    expect(errorText(tooLong, es())).toBe('Usa como máximo 80 caracteres');
    expect(errorText(tooLong, pt())).toBe('Use no máximo 80 caracteres');
    expect(errorText(tooLong, en())).toBe('Use at most 80 characters');

    const missing = await failureOf(404, {
      code: 'NOT_FOUND',
      message: 'Campaign not found',
      key: 'errors.campaignNotFound',
    });
    expect(errorText(missing, es())).toBe('No se encontró la campaña');
  });

  it('fills a refusal’s values in the reader’s language', async () => {
    const refused = await failureOf(409, {
      code: 'CONFLICT',
      field: 'status',
      message: 'Campaign "Verano" is completed and cannot be paused',
      key: 'campaigns.cannotPause',
      params: { name: 'Verano', status: 'completed' },
    });
    expect(errorText(refused, pt())).toBe('A campanha "Verano" está em completed e não pode ser pausada');
  });

  it('gives a refusal the server words only in English its code’s words in Spanish, and the English reader the server’s own', async () => {
    const forbidden = await failureOf(403, {
      code: 'FORBIDDEN',
      message: 'You can not delete your own account',
      key: 'errors.forbidden',
    });
    expect(errorText(forbidden, es())).toBe('No tienes permiso para hacer esto');
    expect(errorText(forbidden, en())).toBe('You can not delete your own account');
  });

  it('reads an answer of an older server, without a key, by its code', async () => {
    const old = await failureOf(404, { code: 'NOT_FOUND', message: 'Audience not found' });
    expect(errorText(old, es())).toBe('Este elemento no existe o ya no está disponible');
  });

  it('never shows a 5xx’s words unless they are a catalogue message', async () => {
    const crashed = await failureOf(500, { code: 'INTERNAL', message: 'Internal server error' });
    expect(errorText(crashed, es())).toBe('Error inesperado, por favor intenta de nuevo más tarde');
  });

  it('says a network failure and a foreign answer in the reader’s language', () => {
    expect(errorText(new ApiError(0, 'NETWORK', 'Failed to fetch'), es())).toBe(
      'Por favor, revisa tu conexión a internet',
    );
    expect(errorText(new Error('boom'), pt())).toBe('Algo deu errado');
  });
});

const tooMany = (retryAfterSeconds?: number) =>
  new ApiError(429, 'TOO_MANY_REQUESTS', 'server words', undefined, retryAfterSeconds);

describe('errorText for a 429', () => {
  const t = i18n.getFixedT('en');
  it.each([
    [0, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [900, 15],
  ])('after Retry-After %i s asks to wait %i whole minutes', (seconds, minutes) => {
    // "minute(s)": the catalogue's text has no singular yet.
    expect(errorText(tooMany(seconds), t)).toMatch(
      new RegExp(`^Too many attempts\\. Please try again in ${minutes} minutes?\\.$`),
    );
  });

  it('asks to try later, in the reader’s words, when the server gave no wait', async () => {
    expect(errorText(tooMany(), t)).toBe('Too many attempts. Please try again later.');
    await i18n.loadLanguages('pt');
    expect(errorText(tooMany(), i18n.getFixedT('pt'))).toBe('Muitas tentativas. Tente novamente mais tarde.');
  });
});

describe('a failed save in a form', () => {
  const refusal = (field: string) => new ApiError(400, 'VALIDATION_FAILED', `${field}: Required`, field);

  it('finds the field a refusal names, or a part of it, among the fields a form draws', () => {
    const fields = ['name', 'filters.geolocalization'] as const;
    expect(failedField(refusal('name'), fields)).toBe('name');
    expect(failedField(refusal('filters.geolocalization.coordinates'), fields)).toBe(
      'filters.geolocalization',
    );
    expect(failedField(refusal('filters.age'), fields)).toBeNull();
    expect(failedField(refusal('names'), fields)).toBeNull();
  });

  it('says a refusal in its words and a failure the server did not explain in the form’s own', () => {
    const t = en();
    expect(saveFailureText(refusal('name'), t, 'Not saved')).toBe('name: Required');
    expect(saveFailureText(new ApiError(500, 'INTERNAL', 'boom'), t, 'Not saved')).toBe('Not saved');
    expect(saveFailureText(new ApiError(0, 'NETWORK', 'Failed to fetch'), t, 'Not saved')).toBe(
      'Please, check your network connection',
    );
    expect(saveFailureText(new ApiError(500, 'INTERNAL', 'boom'), t)).toBe(
      'Unexpected error, please try again later',
    );
  });
});
