import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({
    AUTH_RATE_LIMIT_PER_IP: '6',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '600',
  });
});
afterAll(() => testApp.close());

const post = (url: string, payload: object, ip: string) =>
  testApp.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

function expectLimited(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'TOO_MANY_REQUESTS',
    message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes\.$/),
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe('rate limits on the public auth calls', () => {
  it('locks an account after three wrong passwords, even the right one, from any IP', async () => {
    const account = await createAccount(testApp.database.db, { email: 'target@example.test' });
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect(
        (await post('/api/auth/sign-in', { email: account.email, password: 'guess' }, ip)).statusCode,
      ).toBe(401);
    }
    expectLimited(
      await post('/api/auth/sign-in', { email: account.email, password: account.password }, '10.0.0.4'),
    );
  });

  it('does not count successful sign-ins against the account, and a success clears its failures', async () => {
    const account = await createAccount(testApp.database.db, { email: 'busy@example.test' });
    const attempt = (password: string, ip: string) =>
      post('/api/auth/sign-in', { email: account.email, password }, ip);
    expect((await attempt('wrong', '10.1.0.1')).statusCode).toBe(401);
    expect((await attempt('wrong', '10.1.0.2')).statusCode).toBe(401);
    expect((await attempt(account.password, '10.1.0.3')).statusCode).toBe(200);
    expect((await attempt('wrong', '10.1.0.4')).statusCode).toBe(401);
    expect((await attempt('wrong', '10.1.0.5')).statusCode).toBe(401);
    expect((await attempt(account.password, '10.1.0.6')).statusCode).toBe(200);
  });

  it('limits one IP trying many accounts', async () => {
    for (let index = 0; index < 6; index += 1) {
      const response = await post(
        '/api/auth/sign-in',
        { email: `p${index}@example.test`, password: 'x' },
        '10.2.0.1',
      );
      expect(response.statusCode).toBe(401);
    }
    expectLimited(await post('/api/auth/sign-in', { email: 'p9@example.test', password: 'x' }, '10.2.0.1'));
    // Another IP is not affected.
    expect(
      (await post('/api/auth/sign-in', { email: 'p9@example.test', password: 'x' }, '10.2.0.2')).statusCode,
    ).toBe(401);
  });

  it('limits forgot-password per address, without telling whether the address has an account', async () => {
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      expect((await post('/api/auth/forgot-password', { email: 'who@example.test' }, ip)).statusCode).toBe(
        200,
      );
    }
    expectLimited(await post('/api/auth/forgot-password', { email: 'who@example.test' }, '10.3.0.4'));
  });

  it('limits sign-up and reset per IP', async () => {
    const signUp = (index: number) =>
      post(
        '/api/auth/sign-up',
        { email: `new${index}@example.test`, password: 'long password', firstName: 'New' },
        '10.4.0.1',
      );
    for (let index = 0; index < 6; index += 1) expect((await signUp(index)).statusCode).toBe(201);
    expectLimited(await signUp(6));

    const reset = () =>
      post(
        '/api/auth/reset-password',
        { token: 'nope', password: 'long password', confirmPassword: 'long password' },
        '10.5.0.1',
      );
    for (let index = 0; index < 6; index += 1) expect((await reset()).statusCode).toBe(400);
    expectLimited(await reset());
  });

  it('counts a client by the address a proxy on this host forwards, and ignores one a client claims', async () => {
    const from = (peer: string, forwarded: string, index: number) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: `f${index}@example.test`, password: 'x' },
        remoteAddress: peer,
        headers: { 'x-forwarded-for': forwarded },
      });
    // A client on the internet naming a new address each time is still one client.
    for (let index = 0; index < 6; index += 1) {
      expect((await from('203.0.113.7', `198.51.100.${index}`, index)).statusCode).toBe(401);
    }
    expectLimited(await from('203.0.113.7', '198.51.100.99', 6));
    // Through the local balancer, each forwarded address is its own client.
    for (let index = 0; index < 7; index += 1) {
      expect((await from('127.0.0.1', `192.0.2.${index}`, index)).statusCode).toBe(401);
    }
  });
});
