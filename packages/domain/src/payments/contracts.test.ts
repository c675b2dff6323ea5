import { describe, expect, it } from 'vitest';
import { createPaymentRequest } from './contracts';

const fields = { advertiserId: '12', amount: '1500000.50', currency: 'CLP', method: 'transfer' };

describe('recording a payment', () => {
  it('takes the multipart text fields as digits', () => {
    expect(createPaymentRequest.safeParse(fields).success).toBe(true);
  });

  it('names the field of a bad amount or id', () => {
    const path = (body: object) => createPaymentRequest.safeParse(body).error?.issues[0]?.path;
    expect(path({ ...fields, amount: '1.500,50' })).toEqual(['amount']);
    expect(path({ ...fields, amount: '0' })).toEqual(['amount']);
    expect(path({ ...fields, advertiserId: '-3' })).toEqual(['advertiserId']);
    expect(path({ ...fields, currency: 'BRL' })).toEqual(['currency']);
  });
});
