import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignPaymentStateOf, shareOf } from './payment-state';

/** The campaigns of a payment from their budgets, with ids 1, 2, 3… */
const covering = (budgets: readonly number[]) => budgets.map((budget, index) => ({ id: index + 1, budget }));
const sharesOf = (amount: number, budgets: readonly number[]) =>
  covering(budgets).map(({ id }) => shareOf({ amount, campaigns: covering(budgets), campaignId: id }));

describe('a payment shared among the campaigns it covers', () => {
  it('goes to each in proportion to its budget', () => {
    expect(sharesOf(300, [100, 200])).toEqual([100, 200]);
    expect(sharesOf(150, [100, 200])).toEqual([50, 100]);
    expect(sharesOf(500, [500])).toEqual([500]);
  });

  it('goes evenly when the campaigns have no budget', () => {
    expect(sharesOf(90, [0, 0, 0])).toEqual([30, 30, 30]);
  });

  it('adds up to the payment to the cent: a cent that cannot be split goes to one campaign, not to both', () => {
    expect(sharesOf(999.99, [500, 500])).toEqual([500, 499.99]);
    expect(sharesOf(0.09, [15, 15])).toEqual([0.05, 0.04]);
    expect(sharesOf(100, [1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
  });

  it('is nothing for a campaign the payment does not cover', () => {
    expect(shareOf({ amount: 100, campaigns: covering([100]), campaignId: 9 })).toBe(0);
  });

  it('hands out exactly the payment, in whole cents, whatever the budgets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        (cents, budgets) => {
          const shares = sharesOf(cents / 100, budgets);
          const handedOut = shares.reduce((sum, share) => sum + Math.round(share * 100), 0);
          expect(handedOut).toBe(cents);
          for (const share of shares) expect(Math.round(share * 100)).toBeCloseTo(share * 100, 6);
        },
      ),
    );
  });
});

describe('whether a campaign is paid', () => {
  it('is paid once approved payments reach the budget, to the cent', () => {
    expect(campaignPaymentStateOf(1000, 1000, 0)).toBe('paid');
    expect(campaignPaymentStateOf(1000, 1200, 0)).toBe('paid');
    expect(campaignPaymentStateOf(1000, 999.99, 0)).toBe('partly_paid');
  });

  it('is pending while only payments awaiting an admin cover it, and not paid with none', () => {
    expect(campaignPaymentStateOf(1000, 0, 1000)).toBe('pending');
    expect(campaignPaymentStateOf(1000, 500, 500)).toBe('partly_paid');
    expect(campaignPaymentStateOf(1000, 0, 0)).toBe('not_paid');
    expect(campaignPaymentStateOf(0, 0, 0)).toBe('not_paid');
  });
});
