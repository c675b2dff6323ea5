import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignPaymentStateOf, shareOf } from './payment-state';

describe('a payment shared among the campaigns it covers', () => {
  it('goes to each in proportion to its budget', () => {
    expect(shareOf({ amount: 300, budgets: [100, 200], budget: 100 })).toBe(100);
    expect(shareOf({ amount: 150, budgets: [100, 200], budget: 200 })).toBe(100);
    expect(shareOf({ amount: 500, budgets: [500], budget: 500 })).toBe(500);
  });

  it('goes evenly when the campaigns have no budget', () => {
    expect(shareOf({ amount: 90, budgets: [0, 0, 0], budget: 0 })).toBe(30);
  });

  it('hands out the payment to within half a cent a campaign, whatever the budgets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 6 }),
        (cents, budgets) => {
          const amount = cents / 100;
          // Counted in whole cents: each share is rounded to the cent, so 0.09 over two equal budgets is 0.05 twice.
          const handedOut = budgets.reduce(
            (sum, budget) => sum + Math.round(shareOf({ amount, budgets, budget }) * 100),
            0,
          );
          expect(Math.abs(handedOut - cents)).toBeLessThanOrEqual(budgets.length / 2);
        },
      ),
    );
  });

  it('rounds a share of half a cent up, as the shown figures do', () => {
    expect([15, 15].map((budget) => shareOf({ amount: 0.09, budgets: [15, 15], budget }))).toEqual([
      0.05, 0.05,
    ]);
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
