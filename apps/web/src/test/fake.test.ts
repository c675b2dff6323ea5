import {
  createPayment,
  listPaymentMethods,
  listPayments,
  reviewPayment,
} from '@adcontrol/domain/payments/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePayment } from '../features/payments/__tests__/fake-payments-api';
import { ApiError, callEndpoint } from '../lib/api-client';
import { type FakeRequest, failure, fake, json, mockApi } from './app';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fake(endpoint, handler)', () => {
  it("hands over the call's params, query and body as the server reads them, and sends the answer", async () => {
    const seen: FakeRequest<typeof reviewPayment>[] = [];
    mockApi(
      fake(reviewPayment, (request) => {
        seen.push(request);
        return makePayment({ id: request.params.id, status: request.body.status });
      }),
    );
    const answer = await callEndpoint(reviewPayment, { params: { id: 31 }, body: { status: 'approved' } });
    expect(answer).toMatchObject({ id: 31, status: 'approved' });
    // The path's text became the schema's number, as on the server.
    expect(seen[0]?.params).toEqual({ id: 31 });
    expect(seen[0]?.body).toEqual({ status: 'approved' });
  });

  it('reads the query through its schema, defaults included, and answers with the success status', async () => {
    const api = mockApi(
      fake(listPayments, ({ query }) => ({
        items: [makePayment({ currency: query.currency ?? 'USD' })],
        total: 1,
      })),
    );
    const page = await callEndpoint(listPayments, { query: { currency: 'CLP' } });
    expect(page.items[0]?.currency).toBe('CLP');
    expect(api.callsTo('GET', '/api/payments')[0]?.url.searchParams.get('currency')).toBe('CLP');
  });

  it('answers 400 naming the field when the call breaks the contract, as the server would', async () => {
    mockApi(fake(reviewPayment, () => makePayment()));
    const sent = callEndpoint(reviewPayment, {
      params: { id: 31 },
      body: { status: 'lost' as never },
    });
    await expect(sent).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field: 'status' });
  });

  it('passes a failure through, and lives beside string-keyed handlers; anything else is 501', async () => {
    mockApi(
      fake(listPaymentMethods, () => failure(403, 'FORBIDDEN', 'Forbidden')),
      {
        'GET /api/payments': () => json(200, { items: [], total: 0 }),
      },
    );
    await expect(callEndpoint(listPaymentMethods, {})).rejects.toMatchObject({ status: 403 });
    expect(await callEndpoint(listPayments, { query: {} })).toEqual({ items: [], total: 0 });
    const missing = await callEndpoint(reviewPayment, {
      params: { id: 1 },
      body: { status: 'approved' },
    }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 501 });
  });

  it('gives a multipart endpoint the form as sent', async () => {
    const forms: FormData[] = [];
    mockApi(
      fake(createPayment, ({ body }) => {
        forms.push(body);
        return makePayment({ id: 40 });
      }),
    );
    const form = new FormData();
    form.append('amount', '10');
    expect((await callEndpoint(createPayment, { body: form })).id).toBe(40);
    expect(forms[0]?.get('amount')).toBe('10');
  });

  it('is typed by the contract', () => {
    // @ts-expect-error: a payment method list is not one payment
    fake(listPaymentMethods, () => makePayment());
    // @ts-expect-error: the review endpoint has no `campaignId` in its path
    fake(reviewPayment, ({ params }) => makePayment({ id: params.campaignId }));
  });
});
