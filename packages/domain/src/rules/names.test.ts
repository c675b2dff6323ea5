import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidName, nameKey, tidyName, validateName } from './names';

describe('names', () => {
  it.each([
    'Promo Verano 2026',
    'Lácteos del Sur',
    'Campanha São João',
    'Año Nuevo Ñandú',
    'Ça va',
    'Ölçü 5',
    '2x1',
  ])('accepts %s', (name) => {
    expect(isValidName(name)).toBe(true);
    expect(validateName(name)).toBeNull();
  });

  it.each(['Promo-Verano', 'Sale!', 'a_b', 'x@y', 'tab\there', 'line\nbreak', '50% off', 'Q&A', 'emoji 🎉'])(
    'refuses %j',
    (name) => {
      expect(isValidName(name)).toBe(false);
      expect(validateName(name)).toBe('validation.nameInvalid');
    },
  );

  it('asks for a name when it is blank', () => {
    expect(validateName('')).toBe('validation.required');
    expect(validateName('   ')).toBe('validation.required');
    expect(isValidName('   ')).toBe(false);
  });

  it('ignores spaces around the name, as the API trims it', () => {
    expect(validateName('  Black Friday  ')).toBeNull();
  });

  it('accepts any mix of letters (accented too), digits and spaces', () => {
    const letter = fc.constantFrom(...'abcxyzABCXYZáéíóúüñçãõâêôàÁÉÍÓÚÑÇÃÕ0123456789 ');
    fc.assert(
      fc.property(fc.string({ unit: letter, minLength: 1, maxLength: 60 }), (name) => {
        fc.pre(name.trim() !== '');
        expect(validateName(name)).toBeNull();
      }),
    );
  });

  it('refuses a name as soon as it holds one symbol', () => {
    const symbol = fc.constantFrom(...'!@#$%^&*()-_=+[]{};:\'",.<>/?\\|`~');
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9 ]{0,20}$/),
        symbol,
        fc.stringMatching(/^[a-z0-9 ]{0,20}$/),
        (head, mark, tail) => {
          expect(validateName(`${head}${mark}${tail}`)).toBe('validation.nameInvalid');
        },
      ),
    );
  });
});

describe('the name key', () => {
  it('ignores case, accents and repeated or surrounding spaces', () => {
    expect(nameKey('H5  Case Name')).toBe(nameKey('h5 case name'));
    expect(nameKey('  Promoción   Verano ')).toBe('promocion verano');
    expect(nameKey('Promoción')).toBe(nameKey('Promocio\u0301n'));
    expect(nameKey('ÑANDÚ Çava')).toBe('nandu cava');
  });

  it('keeps names of other letters or numbers apart', () => {
    expect(nameKey('Promo 1')).not.toBe(nameKey('Promo 2'));
    expect(nameKey('Campaña')).toBe(nameKey('Campana'));
  });

  it('stores names with single spaces', () => {
    expect(tidyName('  H5  Case   Name ')).toBe('H5 Case Name');
  });
});
