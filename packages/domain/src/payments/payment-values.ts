/*
 * The payments' closed sets and the proof's limits as plain constants. No zod here: a page that only names the
 * methods or statuses (a campaign's payment section, the filters) does not build the payments' schemas
 * (decision 075). `payment.ts` builds the schemas from these and exports both.
 */

/** The methods every database starts with (the migration's rows); the web app has their names in each language. */
export const BUILT_IN_PAYMENT_METHODS = ['bank_transfer', 'credit_card', 'mercado_pago', 'paypal'] as const;

export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The proof of payment: PDF, XLSX or DOCX, judged by content (SPEC 5), private to the payment's scope. */
export const PAYMENT_PROOF = {
  field: 'proof',
  maxBytes: 5 * 1024 * 1024,
  types: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  extensions: ['.pdf', '.xlsx', '.docx'],
} as const;
