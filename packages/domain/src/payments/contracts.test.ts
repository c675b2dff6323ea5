import { describe, expect, it } from 'vitest';
import { createPaymentRequest, listPaymentsQuery } from './contracts';

const fields = {
  advertiserId: '12',
  campaignIds: '4,9,4',
  amount: '1500000.50',
  currency: 'CLP',
  methodId: '1',
  paidOn: '2031-03-01',
};

describe('recording a payment', () => {
  it('takes the multipart text fields as digits, and the campaigns once each', () => {
    const parsed = createPaymentRequest.safeParse(fields);
    expect(parsed.data?.campaignIds).toEqual([4, 9]);
  });

  it('names the field of a bad amount, id, campaign list or date', () => {
    const path = (body: object) => createPaymentRequest.safeParse(body).error?.issues[0]?.path;
    expect(path({ ...fields, amount: '1.500,50' })).toEqual(['amount']);
    expect(path({ ...fields, amount: '0' })).toEqual(['amount']);
    expect(path({ ...fields, advertiserId: '-3' })).toEqual(['advertiserId']);
    expect(path({ ...fields, currency: 'BRL' })).toEqual(['currency']);
    expect(path({ ...fields, campaignIds: '' })).toEqual(['campaignIds']);
    expect(path({ ...fields, campaignIds: '3,x' })).toEqual(['campaignIds']);
    expect(path({ ...fields, paidOn: '01/03/2031' })).toEqual(['paidOn']);
  });
});

describe('the payment list filters', () => {
  it('refuses a period that ends before it starts, naming to', () => {
    const parsed = listPaymentsQuery.safeParse({ from: '2031-03-02', to: '2031-03-01' });
    expect(parsed.error?.issues[0]?.path).toEqual(['to']);
    expect(listPaymentsQuery.safeParse({ from: '2031-03-01', to: '2031-03-01' }).success).toBe(true);
  });
});
