import type { Account } from '@adcontrol/domain/accounts/account';
import { listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import {
  createPayment,
  createPaymentMethod,
  listPayableCampaigns,
  listPaymentMethods,
  listPayments,
  type PayableCampaign,
  reviewPayment,
  updatePaymentMethod,
} from '@adcontrol/domain/payments/contracts';
import type { Payment, PaymentMethod } from '@adcontrol/domain/payments/payment';
import { vi } from 'vitest';
import { failure, fake, mockApi } from '../../../test/app';
import { makeAccount } from '../../../test/fixtures';

export const admin = makeAccount({
  id: 1,
  role: 'admin',
  firstName: 'Ana',
  lastName: 'Pérez',
  company: null,
});
export const advertiser = makeAccount({
  id: 9,
  role: 'advertiser',
  firstName: 'Diego',
  lastName: 'Rojas',
  company: 'Lácteos del Sur',
});

export const methods: PaymentMethod[] = [
  { id: 1, code: 'bank_transfer', name: 'Bank transfer', isActive: true },
  { id: 2, code: 'credit_card', name: 'Credit card', isActive: true },
  { id: 5, code: null, name: 'Cheque', isActive: false },
];

export const summer: PayableCampaign = {
  id: 70,
  name: 'Verano lácteo',
  currency: 'CLP',
  budget: 1_500_000,
  payment: { state: 'not_paid', currency: 'CLP', budget: 1_500_000, approved: 0, pending: 0 },
};
export const dollars: PayableCampaign = {
  id: 71,
  name: 'Export push',
  currency: 'USD',
  budget: 900,
  payment: { state: 'paid', currency: 'USD', budget: 900, approved: 900, pending: 0 },
};

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: 31,
    advertiserId: advertiser.id,
    advertiserName: 'Lácteos del Sur',
    amount: 1_500_000.5,
    currency: 'CLP',
    method: { id: 1, code: 'bank_transfer', name: 'Bank transfer' },
    paidOn: '2031-03-02',
    status: 'pending',
    statusReason: null,
    reviewedAt: null,
    campaigns: [{ id: 70, name: 'Verano lácteo' }],
    proofName: 'transferencia.pdf',
    createdAt: '2031-03-02T15:00:00.000Z',
    ...overrides,
  };
}

/** A payments API over an in-memory table: it filters by status, pages, decides and records, noting every call. */
export function fakePaymentsApi(seed: Payment[], advertisers: Account[] = [advertiser]) {
  const table = [...seed];
  return mockApi(
    fake(listPayments, ({ query }) => {
      const items = table.filter((payment) => !query.status || payment.status === query.status);
      return { items, total: items.length };
    }),
    fake(reviewPayment, ({ params, body }) => {
      const index = table.findIndex((payment) => payment.id === params.id);
      const updated = makePayment({
        ...table[index],
        status: body.status,
        statusReason: body.reason ?? null,
        reviewedAt: '2031-03-03T10:00:00.000Z',
      });
      table[index] = updated;
      return updated;
    }),
    fake(listPaymentMethods, () => methods),
    fake(listAdvertisersRaw, () => advertisers),
    fake(listPayableCampaigns, () => [summer, dollars]),
    fake(createPayment, () => makePayment({ id: 32 })),
    fake(updatePaymentMethod, ({ params, body }) => {
      const method = methods.find((each) => each.id === params.id);
      return method ? { ...method, ...body } : failure(404, 'NOT_FOUND', 'Not found');
    }),
    fake(createPaymentMethod, ({ body }) => ({ id: 6, code: null, isActive: true, ...body })),
  );
}

/** The multipart body the last POST /api/payments sent (the fake API records only JSON bodies). */
export function lastPaymentForm(): FormData | undefined {
  const calls = vi.mocked(globalThis.fetch).mock.calls;
  const posted = calls.filter(
    ([input, init]) => String(input).endsWith('/api/payments') && init?.method === 'POST',
  );
  return posted.at(-1)?.[1]?.body as FormData | undefined;
}
