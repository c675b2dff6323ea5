import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './enums';
import { isMessageKey, MESSAGES, type MessageKey, message } from './messages';

/** The English texts SPEC sections 1, 5, 6 and 8 quote, exactly as written there. */
const SPEC_TEXTS = [
  'Please, check your network connection',
  'You must add at least one banner, interstitial or video',
  'You must add at least one push or video',
  'Banners/Interstitials/Videos Invalid, please complete all required fields',
  'Push notifications invalid, please complete all required fields',
  'To launch it must have at least one banner or one interstitial',
  'Campaign already exists',
  'You can not sign into this account',
  'Unknown server error',
  'Something wet wrong',
  'The email and/or password are incorrect',
  'This email already exists',
  'It has not been possible to enter the account of this user.',
  'Error while getting the advertiser',
  'Unexpected error, please try again later',
  'Unexpected error, please reload page',
  'Unexpected error gettting campaigns!',
  'Error trying to generate the report.',
  'Unexpected error uploading file, please try again',
  'Invalid file, please read the supported formats carefully.',
  'Invalid Image, please follow the instructions',
  'Invalid GIF format.',
  'Error generating video',
  'Error fetching HTML',
  'Unable to retrieve location. Please try again later.',
  'Current password incorrect',
  'Confirm password does not match',
  'Unexpected error to try update the capping.',
  'Unexpected error when trying to delete account',
  'You have exceeded the limit of allowed items.',
];

/** SPEC 8: every success the user is told about. */
const SUCCESS_KEYS: MessageKey[] = [
  'accounts.created',
  'accounts.updated',
  'accounts.deleted',
  'profile.updated',
  'auth.passwordReset',
  'audiences.saved',
  'audiences.removed',
  'campaigns.created',
  'campaigns.updated',
  'campaigns.duplicated',
  'campaigns.removed',
  'campaigns.paused',
  'campaigns.activated',
  'campaigns.linked',
  'campaigns.unlinked',
  'capping.updated',
  'optimizer.added',
  'optimizer.edited',
];

/** SPEC 8: failures to save, delete, duplicate, link or unlink an audience or campaign say to try again later. */
const TRY_LATER_KEYS: MessageKey[] = [
  'audiences.saveFailed',
  'audiences.deleteFailed',
  'campaigns.saveFailed',
  'campaigns.deleteFailed',
  'campaigns.duplicateFailed',
  'campaigns.linkFailed',
  'campaigns.unlinkFailed',
];

const keys = Object.keys(MESSAGES) as MessageKey[];
const englishTexts = keys.map((key) => MESSAGES[key].en);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the message catalogue', () => {
  it.each(keys)('%s has a non-empty text in English, Spanish and Portuguese', (key) => {
    for (const lang of LANGUAGES) expect(MESSAGES[key][lang].trim(), lang).not.toBe('');
  });

  it.each(keys)('%s has the same placeholders in every language', (key) => {
    const english = placeholders(MESSAGES[key].en);
    expect(placeholders(MESSAGES[key].es)).toEqual(english);
    expect(placeholders(MESSAGES[key].pt)).toEqual(english);
  });

  it('groups keys by feature', () => {
    for (const key of keys) expect(key).toMatch(/^[a-z]+\.[a-zA-Z]+$/);
  });

  it.each(SPEC_TEXTS)('holds the SPEC text verbatim: %s', (text) => {
    expect(englishTexts).toContain(text);
  });

  it("builds 'Server error: ' plus the server's message", () => {
    expect(message('auth.serverError', 'en', { message: 'boom' })).toBe('Server error: boom');
  });

  it.each(SUCCESS_KEYS)('has the success message %s', (key) => {
    expect(MESSAGES[key].en).toMatch(/successfully$|has been reset$/);
  });

  it.each(TRY_LATER_KEYS)('%s says to try again later', (key) => {
    expect(MESSAGES[key].en).toMatch(/please try again later$/);
    expect(MESSAGES[key].es).toMatch(/más tarde$/);
    expect(MESSAGES[key].pt).toMatch(/mais tarde$/);
  });
});

describe('message', () => {
  it('returns the text in the requested language', () => {
    expect(message('auth.invalidCredentials', 'en')).toBe('The email and/or password are incorrect');
    expect(message('auth.invalidCredentials', 'es')).toBe(
      'El correo electrónico y/o la contraseña son incorrectos',
    );
    expect(message('auth.invalidCredentials', 'pt')).toBe('O e-mail e/ou a senha estão incorretos');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(message('validation.videoTooLong', 'en', { max: 13 })).toBe(
      'The video can last at most 13 seconds',
    );
    expect(message('validation.fileTooLarge', 'pt', { max: 2.5 })).toBe(
      'O arquivo excede o tamanho máximo de 2.5 MB',
    );
    expect(message('validation.videoTooLong', 'en')).toBe('The video can last at most {{max}} seconds');
  });
});

describe('isMessageKey', () => {
  it('recognises catalogue keys only', () => {
    expect(isMessageKey('campaigns.alreadyExists')).toBe(true);
    expect(isMessageKey('campaigns.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });
});
