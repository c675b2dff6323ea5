import { limitMessageValues } from '@adcontrol/domain/rules/limits';
import { MESSAGES, message } from '@adcontrol/domain/shared/messages';
import { describe, expect, it } from 'vitest';
import { emptyDraft } from './draft-store';
import { generalProblems } from './general-problems';

/** The wizard tells the API's limits (docs/decisions/046) before sending, with the maximum in the message. */
describe('general data past the limits', () => {
  const draft = { ...emptyDraft, model: 'CPM' as const };

  it('refuses a budget past 999.999.999.999,99 and takes the largest', () => {
    expect(generalProblems({ ...draft, budget: '1.000.000.000.000' }, false).budget).toBe(
      'validation.budgetTooLarge',
    );
    expect(generalProblems({ ...draft, budget: '999.999.999.999,99' }, false).budget).toBeUndefined();
    expect(message('validation.budgetTooLarge', 'en', limitMessageValues())).toBe(
      'The budget can be at most 999.999.999.999,99',
    );
  });

  it('refuses a price past the largest, and one so low that the budget would buy too many impressions', () => {
    expect(generalProblems({ ...draft, budget: '1000', price: '1000000000000' }, false).price).toBe(
      'validation.priceTooLarge',
    );
    expect(generalProblems({ ...draft, budget: '999.999.999.999', price: '0,0001' }, false).price).toBe(
      'validation.priceTooLowForBudget',
    );
    expect(generalProblems({ ...draft, budget: '1.000', price: '2,5' }, false).price).toBeUndefined();
    expect(MESSAGES['validation.priceTooLarge'].es).toContain('{{priceMax}}');
  });
});
