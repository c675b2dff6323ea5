import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { listLoginEvents } from '@adcontrol/domain/events/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

let testApp: TestApp;
let admin: Person;
let sellerEmail: string;

function signIn(email: string, password: string, userAgent = 'vitest') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
}

const events = (query: RequestOf<typeof listLoginEvents>['query'] = {}, who: Person = admin) =>
  request(testApp, who, listLoginEvents, { query });

beforeAll(async () => {
  testApp = await buildTestApp();
  const adminRow = await createAccount(testApp.database.db, { role: 'admin' });
  admin = { id: adminRow.id, role: 'admin' };
  const seller = await createAccount(testApp.database.db, {
    role: 'seller',
    email: 'Events.Seller@example.test',
  });
  sellerEmail = seller.email;
  await signIn(adminRow.email, adminRow.password);
  await signIn(seller.email, 'wrong password', 'phone');
  await signIn(seller.email, seller.password, 'laptop');
  await signIn(seller.email, seller.password, 'tablet');
});
afterAll(() => testApp.close());

describe('GET /api/events/login', () => {
  it('lists every attempt newest first, with the count of all that match', async () => {
    const response = await events({ limit: 2 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(4);
    expect(body.events.map((event) => event.userAgent)).toEqual(['tablet', 'laptop']);
    const next = (await events({ limit: 2, page: 2 })).json();
    expect(next.events.map((event) => event.userAgent)).toEqual(['phone', 'vitest']);
  });

  it('filters by e-mail (any case), outcome and day', async () => {
    const failed = (await events({ email: sellerEmail.toUpperCase(), success: 'false' })).json();
    expect(failed.count).toBe(1);
    expect(failed.events[0]).toMatchObject({ success: false, userAgent: 'phone', ip: '127.0.0.1' });
    expect((await events({ from: '2000-01-01', to: '2000-01-02' })).json()).toEqual({ events: [], count: 0 });
  });

  it('refuses a reversed date range, naming the field', async () => {
    const response = await events({ from: '2026-02-01', to: '2026-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'to' });
  });

  it('is for admins only', async () => {
    const seller = await createAccount(testApp.database.db, { role: 'seller' });
    expect((await events({}, { id: seller.id, role: 'seller' })).statusCode).toBe(403);
  });
});
