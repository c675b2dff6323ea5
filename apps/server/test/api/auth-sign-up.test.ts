import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activityLog } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';
import { lastMailTo, readOutbox } from '../helpers/outbox';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url, payload: payload as object, headers });

const newcomer = (email: string) => ({
  email,
  password: 'a long password',
  firstName: 'Ana',
  lastName: 'Souza',
  company: 'Lojas Ana',
  language: 'pt',
});

async function accountOf(email: string) {
  const [row] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

describe('sign-up and confirmation by e-mailed link', () => {
  it('creates an unconfirmed advertiser and e-mails a confirmation link in its language', async () => {
    const response = await post('/api/auth/sign-up', newcomer('ana@example.test'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true });

    const row = await accountOf('ana@example.test');
    expect(row).toMatchObject({ role: 'advertiser', parentId: null, confirmedAt: null, language: 'pt' });
    expect(row?.passwordHash).not.toContain('a long password');

    const { mail, link } = await lastMailTo(testApp.config, 'ana@example.test');
    expect(mail.subject).toBe('Confirme sua conta do adcontrol');
    expect(link).toMatch(/^https:\/\/adcontrol\.example\.test\/confirm\/[\w-]{43}$/);
    expect(mail.html).toContain(link);
  });

  it('refuses to sign in before the link is opened, then signs in after it, and the link works once', async () => {
    await post('/api/auth/sign-up', newcomer('bruno@example.test'));
    const early = await post('/api/auth/sign-in', {
      email: 'bruno@example.test',
      password: 'a long password',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({
      field: 'email',
      message: expect.stringMatching(/confirm your e-mail/),
    });

    const { token } = await lastMailTo(testApp.config, 'bruno@example.test');
    const confirmed = await post('/api/auth/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect((await accountOf('bruno@example.test'))?.confirmedAt).toBeInstanceOf(Date);

    const signedIn = await post('/api/auth/sign-in', {
      email: 'bruno@example.test',
      password: 'a long password',
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().account).toMatchObject({ email: 'bruno@example.test', role: 'advertiser' });

    const again = await post('/api/auth/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      key: 'auth.linkInvalid',
      field: 'token',
      message: 'This link is invalid or has expired',
    });
  });

  it("answers 'This email already exists' for a taken address in any case, and sends nothing", async () => {
    await createAccount(testApp.database.db, { email: 'taken@example.test' });
    const before = (await readOutbox(testApp.config)).length;
    const response = await post('/api/auth/sign-up', newcomer('TAKEN@example.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ field: 'email', message: 'This email already exists' });
    expect(await readOutbox(testApp.config)).toHaveLength(before);
  });

  it('names the field of bad input and saves nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...newcomer('short@example.test'), password: 'seven77' }, 'password'],
      [{ ...newcomer('x'), email: 'not an e-mail' }, 'email'],
      [{ ...newcomer('nofirst@example.test'), firstName: undefined }, 'firstName'],
      [{ ...newcomer('type@example.test'), firstName: 42 }, 'firstName'],
      [{ ...newcomer('lang@example.test'), language: 'fr' }, 'language'],
      [{ ...newcomer('role@example.test'), country: 'Narnia' }, 'country'],
    ];
    for (const [payload, field] of cases) {
      const response = await post('/api/auth/sign-up', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    for (const email of [
      'short@example.test',
      'nofirst@example.test',
      'type@example.test',
      'lang@example.test',
    ]) {
      expect(await accountOf(email)).toBeUndefined();
    }
  });

  it('keeps names with injection strings verbatim', async () => {
    const hostile = "Robert'); DROP TABLE accounts;--";
    const response = await post('/api/auth/sign-up', {
      ...newcomer('bobby@example.test'),
      firstName: hostile,
      company: '<img src=x onerror=alert(1)>',
    });
    expect(response.statusCode).toBe(201);
    expect(await accountOf('bobby@example.test')).toMatchObject({
      firstName: hostile,
      company: '<img src=x onerror=alert(1)>',
    });
    const { mail } = await lastMailTo(testApp.config, 'bobby@example.test');
    expect(mail.html).not.toContain('<img src=x');
  });

  it('refuses a made-up confirmation token and records the sign-up in the activity log', async () => {
    const response = await post('/api/auth/confirm', { token: 'made-up-token' });
    expect(response.statusCode).toBe(400);
    const row = await accountOf('ana@example.test');
    const activity = await testApp.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, row?.id ?? 0));
    expect(activity.map((entry) => entry.action)).toContain('auth.signed_up');
  });
});
