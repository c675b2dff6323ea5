import { describe, expect, it } from 'vitest';
import { canEstimateCapping, type EstimateDraft } from './capping-estimate';

const complete: EstimateDraft = {
  start: '2026-06-01T00:00:00-03:00',
  end: '2026-06-30T23:59:59-03:00',
  model: 'CPM',
  budget: 5_000,
  price: 2.5,
};

describe('canEstimateCapping', () => {
  it('asks for an estimate once start, end, model, budget and price are set', () => {
    expect(canEstimateCapping(complete)).toBe(true);
    expect(canEstimateCapping({ ...complete, start: new Date('2026-06-01T03:00:00Z') })).toBe(true);
  });

  it.each(['start', 'end', 'model', 'budget', 'price'] as const)('waits while %s is missing', (field) => {
    expect(canEstimateCapping({ ...complete, [field]: null })).toBe(false);
    expect(canEstimateCapping({ ...complete, [field]: undefined })).toBe(false);
  });

  it('waits while a date cannot be read or an amount is not positive', () => {
    expect(canEstimateCapping({ ...complete, end: '' })).toBe(false);
    expect(canEstimateCapping({ ...complete, start: 'soon' })).toBe(false);
    expect(canEstimateCapping({ ...complete, budget: 0 })).toBe(false);
    expect(canEstimateCapping({ ...complete, price: Number.NaN })).toBe(false);
  });
});
