import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { legacyScryptHash } from '../../src/modules/auth/password';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

/** A grace window of one second, so a test can step past it. */
const GRACE_MS = 1_000;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ REFRESH_REUSE_GRACE_SECONDS: String(GRACE_MS / 1000) });
});
afterAll(() => testApp.close());

interface Tokens {
  authToken: string;
  refreshToken: string;
}

const post = (url: string, payload: object, token?: string) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

async function signIn(email: string, password: string): Promise<Tokens> {
  const response = await post('/api/auth/sign-in', { email, password });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const refresh = (refreshToken: string) => post('/api/auth/refresh-token', { refreshToken });
const signOut = (refreshTokens: string[]) => post('/api/auth/sign-out', { refreshTokens });

/** An authenticated call that reads nothing but the token, so only the session check can refuse it. */
const countries = (authToken: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/campaigns/countries',
    headers: { authorization: `Bearer ${authToken}` },
  });

async function expectSessionEnded(tokens: Tokens) {
  const call = await countries(tokens.authToken);
  expect(call.statusCode).toBe(401);
  expect(call.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  expect(call.json().message).not.toBe('jwt expired');
  expect((await refresh(tokens.refreshToken)).statusCode).toBe(401);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('log out', () => {
  it('ends the session at once: its refresh token and its access token answer 401', async () => {
    const account = await createAccount(testApp.database.db);
    const tokens = await signIn(account.email, account.password);
    expect((await countries(tokens.authToken)).statusCode).toBe(200);

    const response = await signOut([tokens.refreshToken]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    await expectSessionEnded(tokens);
  });

  it('ends every session on the impersonation stack it is given, and only those', async () => {
    const admin = await createAccount(testApp.database.db, { role: 'admin' });
    const target = await createAccount(testApp.database.db);
    const own = await signIn(admin.email, admin.password);
    const elsewhere = await signIn(admin.email, admin.password);
    const signedInto = await testApp.app.inject({
      method: 'GET',
      url: `/api/auth/sign-into-account/${target.id}`,
      headers: { authorization: `Bearer ${own.authToken}` },
    });
    expect(signedInto.statusCode).toBe(200);
    const impersonated: Tokens = signedInto.json();

    expect((await signOut([impersonated.refreshToken, own.refreshToken])).statusCode).toBe(200);
    await expectSessionEnded(impersonated);
    await expectSessionEnded(own);
    expect((await countries(elsewhere.authToken)).statusCode).toBe(200);
  });

  it('answers the same for a token it does not know, so it never tells what it holds', async () => {
    const response = await signOut(['not-a-token-it-issued']);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
  });
});

describe('ending sessions from elsewhere', () => {
  it('a password change ends every other session at once and keeps the one that made it', async () => {
    const account = await createAccount(testApp.database.db, { password: 'first password 1' });
    const changer = await signIn(account.email, account.password);
    const other = await signIn(account.email, account.password);
    const change = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/accounts/me',
      headers: { authorization: `Bearer ${changer.authToken}` },
      payload: { currentPassword: 'first password 1', newPassword: 'second password 2' },
    });
    expect(change.statusCode).toBe(200);

    await expectSessionEnded(other);
    expect((await countries(changer.authToken)).statusCode).toBe(200);
    expect((await refresh(changer.refreshToken)).statusCode).toBe(200);
  });

  it("an admin deleting an account ends that account's access tokens at once", async () => {
    const admin = await createAccount(testApp.database.db, { role: 'admin' });
    const account = await createAccount(testApp.database.db);
    const adminTokens = await signIn(admin.email, admin.password);
    const tokens = await signIn(account.email, account.password);
    expect((await countries(tokens.authToken)).statusCode).toBe(200);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${account.id}`,
      headers: { authorization: `Bearer ${adminTokens.authToken}` },
    });
    expect(deleted.statusCode).toBe(200);
    await expectSessionEnded(tokens);
  });

  it("an admin setting an account's password ends that account's sessions at once", async () => {
    const admin = await createAccount(testApp.database.db, { role: 'admin' });
    const account = await createAccount(testApp.database.db);
    const adminTokens = await signIn(admin.email, admin.password);
    const tokens = await signIn(account.email, account.password);

    const changed = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${account.id}`,
      headers: { authorization: `Bearer ${adminTokens.authToken}` },
      payload: { password: 'set by the admin 3' },
    });
    expect(changed.statusCode).toBe(200);
    await expectSessionEnded(tokens);
    expect((await countries(adminTokens.authToken)).statusCode).toBe(200);
  });
});

describe('refresh token reuse', () => {
  it('within the grace window answers the same pair again, and the session goes on', async () => {
    const account = await createAccount(testApp.database.db);
    const first = await signIn(account.email, account.password);

    const once = await refresh(first.refreshToken);
    const again = await refresh(first.refreshToken);
    expect(once.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once.json());

    const pair: Tokens = again.json();
    expect((await countries(pair.authToken)).statusCode).toBe(200);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
  });

  it('after the grace window revokes the whole family, access tokens included', async () => {
    const account = await createAccount(testApp.database.db);
    const first = await signIn(account.email, account.password);
    const rotated: Tokens = (await refresh(first.refreshToken)).json();
    expect((await countries(rotated.authToken)).statusCode).toBe(200);

    await sleep(GRACE_MS + 200);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Refresh token already used, please sign in again');
    await expectSessionEnded(rotated);
  });
});

describe('password hashes', () => {
  it('a scrypt hash from before argon2id still signs in, and is replaced by argon2id as it does', async () => {
    const account = await createAccount(testApp.database.db);
    const { db } = testApp.database;
    const stored = () =>
      db
        .select({ hash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.id, account.id))
        .then(([row]) => row?.hash ?? '');
    await db
      .update(accounts)
      .set({ passwordHash: await legacyScryptHash(account.password) })
      .where(eq(accounts.id, account.id));
    expect(await stored()).toMatch(/^scrypt\$32768\$/);

    await signIn(account.email, account.password);
    expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await signIn(account.email, account.password);
    expect((await post('/api/auth/sign-in', { email: account.email, password: 'wrong' })).statusCode).toBe(
      401,
    );
  });
});
