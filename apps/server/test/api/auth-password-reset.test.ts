import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';
import { lastMailTo, readOutbox } from '../helpers/outbox';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload: object, token?: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password });

describe('forgot password and reset', () => {
  it('answers the same for an unknown address and sends nothing', async () => {
    const before = (await readOutbox(testApp.config)).length;
    const response = await post('/api/auth/forgot-password', { email: 'nobody@example.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await readOutbox(testApp.config)).toHaveLength(before);
  });

  it('resets with the e-mailed link: the new password works, the old does not, the link dies', async () => {
    const account = await createAccount(testApp.database.db, { email: 'reset.me@example.test' });
    expect((await post('/api/auth/forgot-password', { email: 'Reset.Me@example.test' })).statusCode).toBe(
      200,
    );
    const { mail, token, link } = await lastMailTo(testApp.config, 'reset.me@example.test');
    expect(mail.subject).toBe('Reset your adcontrol password');
    expect(link).toMatch(/^https:\/\/adcontrol\.example\.test\/reset-password\//);

    const reset = await post('/api/auth/reset-password', {
      token,
      password: 'brand new password',
      confirmPassword: 'brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: 'Your password has been reset' });

    expect((await signIn(account.email, 'brand new password')).statusCode).toBe(200);
    expect((await signIn(account.email, account.password)).json().message).toBe(
      'The email and/or password are incorrect',
    );
    const reused = await post('/api/auth/reset-password', {
      token,
      password: 'another password',
      confirmPassword: 'another password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ field: 'token', message: 'This link is invalid or has expired' });
  });

  it('checks length and confirmation before touching the token', async () => {
    const account = await createAccount(testApp.database.db, { email: 'careful@example.test' });
    await post('/api/auth/forgot-password', { email: account.email });
    const { token } = await lastMailTo(testApp.config, account.email);

    const short = await post('/api/auth/reset-password', {
      token,
      password: 'seven77',
      confirmPassword: 'seven77',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('password');
    const mismatch = await post('/api/auth/reset-password', {
      token,
      password: 'long enough one',
      confirmPassword: 'long enough two',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ field: 'confirmPassword' });
    expect(mismatch.json().message).toContain('Confirm password does not match');

    const good = await post('/api/auth/reset-password', {
      token,
      password: 'long enough one',
      confirmPassword: 'long enough one',
    });
    expect(good.statusCode).toBe(200);
  });

  it('signs every session of the account out, and only the newest link of several still matters once used', async () => {
    const account = await createAccount(testApp.database.db, { email: 'sessions@example.test' });
    const session = (await signIn(account.email, account.password)).json();
    await post('/api/auth/forgot-password', { email: account.email });
    const first = await lastMailTo(testApp.config, account.email);
    await post('/api/auth/forgot-password', { email: account.email });
    const second = await lastMailTo(testApp.config, account.email, first.count + 1);
    expect(second.token).not.toBe(first.token);

    const payload = { password: 'after the reset', confirmPassword: 'after the reset' };
    expect((await post('/api/auth/reset-password', { ...payload, token: second.token })).statusCode).toBe(
      200,
    );
    const refreshed = await post('/api/auth/refresh-token', { refreshToken: session.refreshToken });
    expect(refreshed.statusCode).toBe(401);
    expect((await post('/api/auth/reset-password', { ...payload, token: first.token })).statusCode).toBe(400);
  });

  it('confirms an unconfirmed account, since the link proves the address', async () => {
    const account = await createAccount(testApp.database.db, {
      email: 'late@example.test',
      confirmed: false,
    });
    expect((await signIn(account.email, account.password)).statusCode).toBe(403);
    await post('/api/auth/forgot-password', { email: account.email });
    const { token } = await lastMailTo(testApp.config, account.email);
    await post('/api/auth/reset-password', {
      token,
      password: 'confirmed now',
      confirmPassword: 'confirmed now',
    });
    expect((await signIn(account.email, 'confirmed now')).statusCode).toBe(200);
  });
});

describe('password change on the profile', () => {
  it('keeps the session that changed it and signs the others out at their next refresh', async () => {
    const account = await createAccount(testApp.database.db, { email: 'two.devices@example.test' });
    const phone = (await signIn(account.email, account.password)).json();
    const laptop = (await signIn(account.email, account.password)).json();

    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/accounts/me',
      headers: { authorization: `Bearer ${laptop.authToken}` },
      payload: { currentPassword: account.password, newPassword: 'changed on the laptop' },
    });
    expect(changed.statusCode).toBe(200);

    expect((await post('/api/auth/refresh-token', { refreshToken: laptop.refreshToken })).statusCode).toBe(
      200,
    );
    const phoneRefresh = await post('/api/auth/refresh-token', { refreshToken: phone.refreshToken });
    expect(phoneRefresh.statusCode).toBe(401);
  });
});
