import { describe, expect, it } from 'vitest';
import { foldForSearch, isSearchable, validateSearchTerm } from './search';

describe('campaign search', () => {
  it('searches from 3 letters on, spaces around not counted', () => {
    expect(isSearchable('ab')).toBe(false);
    expect(isSearchable(' ab ')).toBe(false);
    expect(isSearchable('abc')).toBe(true);
    expect(isSearchable('  abc')).toBe(true);
  });

  it('asks for more letters only when something short was typed', () => {
    expect(validateSearchTerm('')).toBeNull();
    expect(validateSearchTerm('  ')).toBeNull();
    expect(validateSearchTerm('a')).toBe('validation.searchTooShort');
    expect(validateSearchTerm('ab ')).toBe('validation.searchTooShort');
    expect(validateSearchTerm('abc')).toBeNull();
  });
});

describe('foldForSearch', () => {
  it('drops accents, letter case and extra spaces', () => {
    expect(foldForSearch('  Bogotá ')).toBe('bogota');
    expect(foldForSearch('SÃO   Paulo')).toBe('sao paulo');
    expect(foldForSearch('Peñalolén')).toBe('penalolen');
  });
});
