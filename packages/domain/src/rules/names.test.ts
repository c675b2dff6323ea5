import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSearchable, isValidName, validateName } from './names';

describe('names', () => {
  it('accepts letters, accented letters, digits and spaces', () => {
    for (const name of [
      'Promo Verano 2026',
      'Lácteos del Sur',
      'Campanha São João',
      'Año Nuevo Ñandú',
      'Ça va',
    ]) {
      expect(isValidName(name), name).toBe(true);
    }
  });

  it('refuses punctuation, symbols and blank names', () => {
    for (const name of ['Promo-Verano', 'Sale!', 'a_b', 'x@y', '   ', '', 'tab\there']) {
      expect(isValidName(name), name).toBe(false);
    }
    expect(validateName('  ')).toBe('validation.nameRequired');
    expect(validateName('50% off')).toBe('validation.nameInvalid');
    expect(validateName('Black Friday')).toBeNull();
  });

  it('accepts any mix of ASCII letters, digits and inner spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,40}$/), (name) => {
        expect(isValidName(name)).toBe(true);
      }),
    );
  });

  it('searches from 3 letters on', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable(' ab ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
  });
});
