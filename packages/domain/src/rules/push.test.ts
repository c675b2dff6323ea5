import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPushComplete, PUSH_TEXT_MAX, pushTextLength, validatePushText } from './push';

describe('validatePushText', () => {
  it('allows up to 35 characters', () => {
    expect(PUSH_TEXT_MAX).toBe(35);
    expect(validatePushText('')).toBeNull();
    expect(validatePushText('a'.repeat(35))).toBeNull();
    expect(validatePushText('a'.repeat(36))).toBe('validation.pushTextTooLong');
  });

  it('counts an accented letter or an emoji once', () => {
    expect(pushTextLength('á🎉')).toBe(2);
    expect(validatePushText('á'.repeat(35))).toBeNull();
    expect(validatePushText('🎉'.repeat(35))).toBeNull();
    expect(validatePushText('🎉'.repeat(36))).toBe('validation.pushTextTooLong');
  });

  it('decides by length alone', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 60 }), (text) => {
        const tooLong = [...text].length > 35;
        expect(validatePushText(text)).toBe(tooLong ? 'validation.pushTextTooLong' : null);
      }),
    );
  });
});

describe('isPushComplete', () => {
  it('needs at least one of title, subtitle, link, image or logo', () => {
    expect(isPushComplete({})).toBe(false);
    expect(isPushComplete({ title: '  ', link: null })).toBe(false);
    expect(isPushComplete({ title: 'Hola' })).toBe(true);
    expect(isPushComplete({ subtitle: 'Oferta' })).toBe(true);
    expect(isPushComplete({ link: 'https://example.com' })).toBe(true);
    expect(isPushComplete({ image: 'https://cdn.example/a.png' })).toBe(true);
    expect(isPushComplete({ logo: 'https://cdn.example/logo.png' })).toBe(true);
  });
});
