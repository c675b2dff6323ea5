import { z } from 'zod';
import { isoDateTime } from '../contract/common';
import { currencySchema } from '../shared/enums';

export const PAYMENT_METHODS = ['transfer', 'card', 'cheque', 'other'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A payment an advertiser made, with the proof of payment they uploaded (SPEC 2 /payments). */
export const payment = z.object({
  id: z.number().int(),
  advertiserId: z.number().int(),
  advertiserName: z.string().nullable(),
  campaignId: z.number().int().nullable(),
  amount: z.number(),
  currency: currencySchema,
  method: paymentMethodSchema,
  status: z.enum(PAYMENT_STATUSES),
  proofUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Payment = z.infer<typeof payment>;
