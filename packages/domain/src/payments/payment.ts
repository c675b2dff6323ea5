import { z } from 'zod';
import { isoDate, isoDateTime } from '../contract/common';
import { currencySchema } from '../shared/enums';
import { PAYMENT_STATUSES } from './payment-values';

// The values live in payment-values.ts (no zod); every existing import of them from here keeps working.
export * from './payment-values';

/** How advertisers pay: an entity admins add to and deactivate (docs/decisions/037). */
export const paymentMethod = z.object({
  id: z.number().int(),
  /** One of BUILT_IN_PAYMENT_METHODS for the built-in ones, null for one an admin added. */
  code: z.string().nullable(),
  name: z.string(),
  isActive: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** A payment an advertiser made, with the campaigns it covers and its proof (SPEC 2 /payments). */
export const payment = z.object({
  id: z.number().int(),
  advertiserId: z.number().int(),
  advertiserName: z.string().nullable(),
  amount: z.number(),
  currency: currencySchema,
  method: paymentMethod.pick({ id: true, code: true, name: true }),
  /** The day the advertiser paid. */
  paidOn: isoDate,
  status: paymentStatusSchema,
  /** The admin's reason for the last decision, when they gave one. */
  statusReason: z.string().nullable(),
  reviewedAt: isoDateTime.nullable(),
  campaigns: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The proof's name as uploaded; the file itself comes from GET /payments/:id/proof. */
  proofName: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Payment = z.infer<typeof payment>;

/**
 * Whether a campaign is paid (docs/decisions/037): approved payments in the campaign's currency, each shared among
 * the campaigns it covers in proportion to their budgets, against the campaign's budget.
 */
export const CAMPAIGN_PAYMENT_STATES = ['paid', 'partly_paid', 'pending', 'not_paid'] as const;
export const campaignPaymentState = z.object({
  state: z.enum(CAMPAIGN_PAYMENT_STATES),
  currency: currencySchema,
  budget: z.number(),
  /** This campaign's share of approved payments. */
  approved: z.number(),
  /** Its share of payments still waiting for an admin. */
  pending: z.number(),
});
export type CampaignPaymentState = z.infer<typeof campaignPaymentState>;
export type CampaignPaymentStateName = (typeof CAMPAIGN_PAYMENT_STATES)[number];
