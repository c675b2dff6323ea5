import type { CampaignPaymentStateName } from '../payments/payment';
import { roundTo } from './rounding';

/** One payment's part in a campaign: the payment's amount shared among the campaigns it covers. */
export interface PaymentShare {
  amount: number;
  /** Every campaign the payment covers in its currency, this one included. */
  campaigns: readonly { id: number; budget: number }[];
  campaignId: number;
}

/**
 * A payment covering several campaigns counts for each in proportion to its budget (evenly when they have none),
 * so one transfer for two campaigns pays both in step rather than the first in full (docs/decisions/037). The
 * shares are whole cents that add up to the payment exactly: each campaign gets its proportion rounded down, and
 * the cents left go one each to the largest remainders (the lower id first on a tie), so 999.99 for two budgets of
 * 500 is 500.00 and 499.99, never 500.00 twice.
 */
export function shareOf({ amount, campaigns, campaignId }: PaymentShare): number {
  const cents = Math.round(amount * 100);
  const total = campaigns.reduce((sum, each) => sum + each.budget, 0);
  const exact = campaigns.map((each) =>
    total > 0 ? (cents * each.budget) / total : cents / Math.max(1, campaigns.length),
  );
  const shares = exact.map(Math.floor);
  let left = cents - shares.reduce((sum, each) => sum + each, 0);
  const byRemainder = campaigns
    .map((each, index) => ({ index, id: each.id, remainder: (exact[index] ?? 0) - (shares[index] ?? 0) }))
    .sort((a, b) => b.remainder - a.remainder || a.id - b.id);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  const mine = campaigns.findIndex((each) => each.id === campaignId);
  return mine < 0 ? 0 : (shares[mine] ?? 0) / 100;
}

/**
 * Paid once approved shares reach the budget; partly paid below it; pending while only payments awaiting an admin
 * cover it; not paid otherwise. Rejected payments never count.
 */
export function campaignPaymentStateOf(
  budget: number,
  approved: number,
  pending: number,
): CampaignPaymentStateName {
  if (approved > 0 && approved >= roundTo(budget, 2)) return 'paid';
  if (approved > 0) return 'partly_paid';
  return pending > 0 ? 'pending' : 'not_paid';
}
