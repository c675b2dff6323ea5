import { z } from 'zod';
import { paged, pagingQuery } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { currencySchema } from '../shared/enums';
import { payment, paymentMethodSchema } from './payment';

/** Not in SPEC 7: these serve the /payments and /payments/create screens of SPEC 2. */
const tag = 'Payments';
const payers = ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager'] as const;
/** Multipart fields arrive as text: ids and amounts are checked as digits. */
const idText = z.string().regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number');

export const listPaymentsQuery = z.object({
  ...pagingQuery,
  advertiserId: z.coerce.number().int().positive().optional(),
  campaignId: z.coerce.number().int().positive().optional(),
});
export type ListPaymentsQuery = z.input<typeof listPaymentsQuery>;
export const paymentListResponse = paged(payment);
export type PaymentListResponse = z.infer<typeof paymentListResponse>;

export const listPayments = defineEndpoint({
  operationId: 'payments.list',
  method: 'GET',
  path: '/payments',
  tag,
  summary: 'Payments in the caller scope, newest first (serves the /payments screen)',
  access: payers,
  query: listPaymentsQuery,
  response: paymentListResponse,
});

/** The text fields of the multipart form; the proof of payment (PDF, XLSX or DOCX) travels in `proof`. */
export const createPaymentRequest = z.object({
  advertiserId: idText,
  campaignId: idText.optional(),
  amount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount with at most two decimals')
    .refine((text) => Number(text) > 0, 'must be more than 0'),
  currency: currencySchema,
  method: paymentMethodSchema,
});
export type CreatePaymentRequest = z.infer<typeof createPaymentRequest>;

export const createPayment = defineEndpoint({
  operationId: 'payments.create',
  method: 'POST',
  path: '/payments',
  tag,
  summary: 'Record a payment with its proof (PDF, XLSX or DOCX, field proof)',
  access: payers,
  multipart: { fileFields: ['proof'] },
  body: createPaymentRequest,
  response: payment,
  successStatus: 201,
});
