import { desc } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginEvents } from '../../src/db/schema';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

let testApp: TestApp;
beforeAll(async () => {
  // No grace window: a reused refresh token is a replay at once (sessions-revocation.test.ts covers the window).
  testApp = await buildTestApp({ REFRESH_REUSE_GRACE_SECONDS: '0' });
});
afterAll(() => testApp.close());

function signIn(email: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email, password },
    headers: { 'user-agent': 'vitest-agent' },
  });
}

function refresh(refreshToken: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
}

describe('POST /api/auth/sign-in', () => {
  it('answers tokens and the account, without any secret, and records the success', async () => {
    const account = await createAccount(testApp.database.db, {
      role: 'seller',
      email: 'Seller.One@example.test',
    });
    const response = await signIn('seller.one@EXAMPLE.test', account.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.authToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body.account).toMatchObject({ id: account.id, role: 'seller', email: 'Seller.One@example.test' });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password/i);

    const [event] = await testApp.database.db
      .select()
      .from(loginEvents)
      .orderBy(desc(loginEvents.id))
      .limit(1);
    expect(event).toMatchObject({ accountId: account.id, success: true, userAgent: 'vitest-agent' });
  });

  it('refuses a wrong password or an unknown e-mail with the same message, and records the failure', async () => {
    const account = await createAccount(testApp.database.db);
    const wrongPassword = await signIn(account.email, 'not the password');
    const unknownEmail = await signIn('nobody@example.test', 'whatever');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        key: 'auth.invalidCredentials',
        message: 'The email and/or password are incorrect',
      });
    }
    const events = await testApp.database.db
      .select()
      .from(loginEvents)
      .orderBy(desc(loginEvents.id))
      .limit(2);
    expect(events.map((event) => [event.email, event.success])).toEqual([
      ['nobody@example.test', false],
      [account.email, false],
    ]);
  });

  it('refuses an account whose e-mail is not confirmed yet', async () => {
    const account = await createAccount(testApp.database.db, { confirmed: false });
    const response = await signIn(account.email, account.password);
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/auth/refresh-token', () => {
  it('rotates: a refresh token gives new tokens once, and reusing it revokes the whole family', async () => {
    const account = await createAccount(testApp.database.db);
    const first = (await signIn(account.email, account.password)).json();

    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);

    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });

    const afterTheft = await refresh(rotated.refreshToken);
    expect(afterTheft.statusCode).toBe(401);
  });

  it('refuses a token it never issued', async () => {
    const response = await refresh('made-up-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid refresh token' });
  });
});

describe('access tokens on protected endpoints', () => {
  const protectedCall = { method: 'GET', url: '/api/events/login' } as const;

  it('answers 401 without a token', async () => {
    const response = await testApp.app.inject(protectedCall);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers 401 "jwt expired" for an expired token, so the client knows to refresh', async () => {
    const secret = new TextEncoder().encode(TEST_JWT_SECRET);
    const expired = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('adcontrol')
      .setAudience('adcontrol-api')
      .setIssuedAt(1_700_000_000)
      .setExpirationTime(1_700_000_900)
      .sign(secret);
    const response = await testApp.app.inject({
      ...protectedCall,
      url: '/api/events/login',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'TOKEN_EXPIRED',
      key: 'errors.tokenExpired',
      message: 'jwt expired',
    });
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuer('adcontrol')
      .setAudience('adcontrol-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/events/login',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('answers 403 to a role the endpoint does not allow; an allowed role gets through to it', async () => {
    const analyst = await createAccount(testApp.database.db, { role: 'analyst' });
    const admin = await createAccount(testApp.database.db, { role: 'admin' });
    const tokenOf = async (account: { email: string; password: string }) =>
      (await signIn(account.email, account.password)).json().authToken as string;

    const refused = await testApp.app.inject({
      ...protectedCall,
      headers: { authorization: `Bearer ${await tokenOf(analyst)}` },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });

    const allowed = await testApp.app.inject({
      ...protectedCall,
      headers: { authorization: `Bearer ${await tokenOf(admin)}` },
    });
    expect(allowed.statusCode).not.toBe(401);
    expect(allowed.statusCode).not.toBe(403);
  });
});

describe('the access guard', () => {
  it('answers 401 before looking at the body, so a stranger learns nothing about the input', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
