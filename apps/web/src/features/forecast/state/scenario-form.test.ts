import { describe, expect, it } from 'vitest';
import { emptyForm, formProblems, requestOf, type ScenarioForm } from './scenario-form';

const complete: ScenarioForm = {
  ...emptyForm,
  country: 'AR',
  format: 'banner',
  model: 'CPM',
  budget: '1.234.567,89',
  price: '0,25',
  start: '2026-12-01',
  end: '2026-12-31',
};

describe('a scenario form', () => {
  it('names every missing field', () => {
    expect(formProblems(emptyForm)).toEqual({
      country: 'validation.required',
      format: 'validation.required',
      model: 'validation.required',
      budget: 'validation.required',
      price: 'validation.required',
      start: 'validation.required',
      end: 'validation.required',
    });
    expect(requestOf(emptyForm)).toBeNull();
  });

  it('reads the budget and the price as every money field reads them', () => {
    expect(requestOf(complete)).toEqual({
      country: 'AR',
      format: 'banner',
      model: 'CPM',
      budget: 1_234_567.89,
      unitPrice: 0.25,
      premium: false,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(requestOf({ ...complete, price: '0.25' })?.unitPrice).toBe(0.25);
    // A dot that groups no thousands is the decimal point it was typed as (decision 047): 12.5 is 12.5.
    expect(requestOf({ ...complete, budget: '12.5' })?.budget).toBe(12.5);
    expect(requestOf({ ...complete, budget: '12.500' })?.budget).toBe(12_500);
  });

  it('says a budget or price past what the API stores before asking for a forecast', () => {
    expect(formProblems({ ...complete, budget: '1.000.000.000.000' })).toEqual({
      budget: 'validation.budgetTooLarge',
    });
    expect(formProblems({ ...complete, price: '100000000' })).toEqual({ price: 'validation.priceTooLarge' });
    expect(formProblems({ ...complete, budget: '999.999.999.999,99' })).toEqual({});
  });

  it('refuses a zero budget or price, an end before the start, and sends the audience when one is chosen', () => {
    expect(formProblems({ ...complete, budget: '0' })).toEqual({ budget: 'validation.budgetInvalid' });
    expect(formProblems({ ...complete, price: '0' })).toEqual({ price: 'validation.decimalInvalid' });
    expect(formProblems({ ...complete, end: '2026-11-30' })).toEqual({ end: 'validation.endBeforeStart' });
    expect(requestOf({ ...complete, audience: { id: 9, name: 'Jóvenes' } })?.audienceId).toBe(9);
  });
});
