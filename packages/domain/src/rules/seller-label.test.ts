import { describe, expect, it } from 'vitest';
import { sellerLabel } from './seller-label';

describe('sellerLabel', () => {
  it('names the company and the person in brackets', () => {
    expect(sellerLabel({ company: 'Andes Media', firstName: 'Martina', lastName: 'Soto' })).toBe(
      'Andes Media (Martina Soto)',
    );
  });

  it('gives either part alone when the other is missing or blank, and null with neither', () => {
    expect(sellerLabel({ company: '  ', firstName: 'Martina', lastName: null })).toBe('Martina');
    expect(sellerLabel({ company: ' Andes Media ', firstName: null, lastName: ' ' })).toBe('Andes Media');
    expect(sellerLabel({ company: null, firstName: null, lastName: null })).toBeNull();
  });
});
