import { z } from 'zod';
import { isoDateTime, paged, pagingQuery } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { currencySchema } from '../shared/enums';

export const payment = z.object({
  id: z.number().int(),
  advertiserId: z.number().int(),
  advertiserName: z.string().nullable(),
  campaignId: z.number().int().nullable(),
  amount: z.number(),
  currency: currencySchema,
  method: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  proofUrl: z.string().nullable(),
  createdAt: isoDateTime,
});
export type Payment = z.infer<typeof payment>;

const payers = ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager'] as const;

export const listPayments = defineEndpoint({
  operationId: 'payments.list',
  method: 'GET',
  path: '/payments',
  tag: 'Payments',
  summary: 'Payments in the caller scope (not in SPEC 7; serves the /payments screen)',
  access: payers,
  query: z.object({ ...pagingQuery }),
  response: paged(payment),
});

export const createPayment = defineEndpoint({
  operationId: 'payments.create',
  method: 'POST',
  path: '/payments',
  tag: 'Payments',
  summary: 'Record a payment with its proof (PDF, XLSX or DOCX, field proof)',
  access: payers,
  multipart: { fileFields: ['proof'] },
  body: z.object({
    advertiserId: z.string(),
    campaignId: z.string().optional(),
    amount: z.string(),
    currency: currencySchema,
    method: z.string(),
  }),
  response: payment,
  successStatus: 201,
});
