import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

let testApp: TestApp;
let adminToken: string;
let sellerEmail: string;

function signIn(email: string, password: string, userAgent = 'vitest') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
  });
}

function events(query: string, token = adminToken) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/events/login${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const admin = await createAccount(testApp.database.db, { role: 'admin' });
  const seller = await createAccount(testApp.database.db, {
    role: 'seller',
    email: 'Events.Seller@example.test',
  });
  sellerEmail = seller.email;
  adminToken = (await signIn(admin.email, admin.password)).json().authToken;
  await signIn(seller.email, 'wrong password', 'phone');
  await signIn(seller.email, seller.password, 'laptop');
  await signIn(seller.email, seller.password, 'tablet');
});
afterAll(() => testApp.close());

describe('GET /api/events/login', () => {
  it('lists every attempt newest first, with the count of all that match', async () => {
    const response = await events('?limit=2');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(4);
    expect(body.events.map((event: { userAgent: string }) => event.userAgent)).toEqual(['tablet', 'laptop']);
    const next = (await events('?limit=2&page=2')).json();
    expect(next.events.map((event: { userAgent: string }) => event.userAgent)).toEqual(['phone', 'vitest']);
  });

  it('filters by e-mail (any case), outcome and day', async () => {
    const failed = (
      await events(`?email=${encodeURIComponent(sellerEmail.toUpperCase())}&success=false`)
    ).json();
    expect(failed.count).toBe(1);
    expect(failed.events[0]).toMatchObject({ success: false, userAgent: 'phone', ip: '127.0.0.1' });
    expect((await events('?from=2000-01-01&to=2000-01-02')).json()).toEqual({ events: [], count: 0 });
  });

  it('refuses a reversed date range, naming the field', async () => {
    const response = await events('?from=2026-02-01&to=2026-01-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'to' });
  });

  it('is for admins only', async () => {
    const seller = await createAccount(testApp.database.db, { role: 'seller' });
    const token = (await signIn(seller.email, seller.password)).json().authToken;
    expect((await events('', token)).statusCode).toBe(403);
  });
});
