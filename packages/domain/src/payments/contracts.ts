import { z } from 'zod';
import { idParams, isoDate, paged, pagingQuery } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { recordIdText } from '../contract/limit-fields';
import { ID_LIMIT, limitText } from '../rules/limits';
import { rolesFor } from '../rules/permissions';
import { currencySchema } from '../shared/enums';
import { matching, refusal } from '../shared/issue-message';
import { campaignPaymentState, payment, paymentMethod, paymentStatusSchema } from './payment';

/** Not in SPEC 7: these serve the /payments and /payments/create screens of SPEC 2 (docs/decisions/037). */
const tag = 'Payments';
export const payers = rolesFor('payments.make');
/** Multipart fields arrive as text: ids and amounts are checked as digits, an id within its integer column. */
const idText = matching(
  z.string(),
  /^[1-9]\d{0,9}$/,
  'must be a positive whole number',
  'validation.digitsOnly',
).refine(
  (text) => Number(text) <= ID_LIMIT.max,
  refusal(`must be at most ${limitText(ID_LIMIT.max)}`, 'validation.tooLarge', {
    values: { max: limitText(ID_LIMIT.max) },
  }),
);

export const listPaymentsQuery = z
  .object({
    ...pagingQuery,
    advertiserId: recordIdText().optional(),
    campaignId: recordIdText().optional(),
    status: paymentStatusSchema.optional(),
    currency: currencySchema.optional(),
    methodId: recordIdText().optional(),
    /** Paid on or after this day. */
    from: isoDate.optional(),
    /** Paid on or before this day. */
    to: isoDate.optional(),
  })
  .refine(
    (query) => !query.from || !query.to || query.from <= query.to,
    refusal('must be on or after from', 'validation.endBeforeStart', { path: ['to'] }),
  );
export type ListPaymentsQuery = z.input<typeof listPaymentsQuery>;
export const paymentListResponse = paged(payment);
export type PaymentListResponse = z.infer<typeof paymentListResponse>;

export const listPayments = defineEndpoint({
  operationId: 'payments.list',
  method: 'GET',
  path: '/payments',
  tag,
  summary: 'Payments in the caller scope, newest first, filtered and paged (serves the /payments screen)',
  access: payers,
  query: listPaymentsQuery,
  response: paymentListResponse,
});

/** The text fields of the multipart form; the proof of payment (PDF, XLSX or DOCX) travels in `proof`. */
export const createPaymentRequest = z.object({
  advertiserId: idText,
  /** Comma-separated ids of the campaigns it covers, all of the advertiser and in the payment's currency. */
  campaignIds: matching(
    z.string(),
    /^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,49}$/,
    'must list at least one campaign',
    'validation.campaignIds',
  ).transform((text) => [...new Set(text.split(',').map(Number))]),
  /** Already normalised (SPEC 5 budget text: the web app removes thousand dots and turns the comma into a point). */
  amount: matching(
    z.string(),
    /^\d{1,12}(\.\d{1,2})?$/,
    'must be an amount with at most two decimals',
    'validation.amountTwoDecimals',
  ).refine((text) => Number(text) > 0, refusal('must be more than 0', 'validation.positive')),
  currency: currencySchema,
  methodId: idText,
  paidOn: isoDate,
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

/** An admin's decision: pending moves to approved or rejected, and one may correct the other; never back to pending. */
export const reviewPaymentRequest = z.object({
  status: z.enum(['approved', 'rejected']),
  reason: z.string().trim().max(500).optional(),
});
export type ReviewPaymentRequest = z.infer<typeof reviewPaymentRequest>;

export const reviewPayment = defineEndpoint({
  operationId: 'payments.review',
  method: 'PATCH',
  path: '/payments/:id/status',
  tag,
  summary: 'Approve or reject a payment (admins only), with an optional reason',
  access: rolesFor('payments.review'),
  params: idParams,
  body: reviewPaymentRequest,
  response: payment,
});

export const downloadPaymentProof = defineEndpoint({
  operationId: 'payments.proof',
  method: 'GET',
  path: '/payments/:id/proof',
  tag,
  summary: "A payment's proof of payment, as a download, within the caller's scope",
  access: payers,
  params: idParams,
  response: z.string().describe('The PDF, XLSX or DOCX file'),
});

export const payableCampaignsQuery = z.object({ advertiserId: recordIdText() });
export const payableCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  currency: currencySchema,
  budget: z.number(),
  payment: campaignPaymentState,
});
export type PayableCampaign = z.infer<typeof payableCampaign>;

export const listPayableCampaigns = defineEndpoint({
  operationId: 'payments.campaigns',
  method: 'GET',
  path: '/payments/campaigns',
  tag,
  summary: "An advertiser's campaigns a payment may cover, each with how far it is paid",
  access: payers,
  query: payableCampaignsQuery,
  response: z.array(payableCampaign),
});

export const paymentMethodListResponse = z.array(paymentMethod);

export const listPaymentMethods = defineEndpoint({
  operationId: 'paymentMethods.list',
  method: 'GET',
  path: '/payment-methods',
  tag,
  summary: 'Payment methods, active ones first (admins also see deactivated ones)',
  access: payers,
  response: paymentMethodListResponse,
});

export const createPaymentMethodRequest = z.object({ name: z.string().trim().min(2).max(60) });

export const createPaymentMethod = defineEndpoint({
  operationId: 'paymentMethods.create',
  method: 'POST',
  path: '/payment-methods',
  tag,
  summary: 'Add a payment method (admins only)',
  access: rolesFor('payments.review'),
  body: createPaymentMethodRequest,
  response: paymentMethod,
  successStatus: 201,
});

export const updatePaymentMethodRequest = z.object({ isActive: z.boolean() });

export const updatePaymentMethod = defineEndpoint({
  operationId: 'paymentMethods.update',
  method: 'PATCH',
  path: '/payment-methods/:id',
  tag,
  summary: 'Deactivate or reactivate a payment method (admins only); past payments keep theirs',
  access: rolesFor('payments.review'),
  params: idParams,
  body: updatePaymentMethodRequest,
  response: paymentMethod,
});
