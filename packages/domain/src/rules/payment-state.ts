import type { CampaignPaymentStateName } from '../payments/payment';
import { roundTo } from './rounding';

/** One payment's part in a campaign: the payment's amount shared among the campaigns it covers. */
export interface PaymentShare {
  amount: number;
  /** Budgets of every campaign the payment covers in its currency, this campaign's included. */
  budgets: readonly number[];
  budget: number;
}

/**
 * A payment covering several campaigns counts for each in proportion to its budget (evenly when they have none),
 * so one transfer for two campaigns pays both in step rather than the first in full (docs/decisions/037).
 */
export function shareOf({ amount, budgets, budget }: PaymentShare): number {
  const total = budgets.reduce((sum, each) => sum + each, 0);
  const share = total > 0 ? (amount * budget) / total : amount / Math.max(1, budgets.length);
  return roundTo(share, 2);
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
