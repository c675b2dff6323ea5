import type { Role } from '@adcontrol/domain/shared/enums';
import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activityLog, loginEvents, refreshTokens } from '../../src/db/schema';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

let testApp: TestApp;
type Person = { id: number; role: Role; email: string };
const people = {} as Record<
  | 'boss'
  | 'secondBoss'
  | 'admin'
  | 'otherAdmin'
  | 'cm'
  | 'otherCm'
  | 'superSeller'
  | 'seller'
  | 'advertiser'
  | 'linked'
  | 'foreignSeller',
  Person
>;

async function person(role: Role, options: { parentId?: number; country?: string; email?: string } = {}) {
  const { db } = testApp.database;
  const row = await createAccount(db, { role, parentId: options.parentId ?? null, email: options.email });
  if (options.country)
    await db.update(accounts).set({ country: options.country }).where(eq(accounts.id, row.id));
  return { id: row.id, role, email: row.email };
}

beforeAll(async () => {
  testApp = await buildTestApp({ SPECIAL_ADMIN_EMAILS: 'boss@example.test,second.boss@example.test' });
  people.boss = await person('admin', { email: 'boss@example.test' });
  people.secondBoss = await person('admin', { email: 'second.boss@example.test' });
  people.admin = await person('admin', { country: 'CL' });
  people.otherAdmin = await person('admin');
  people.cm = await person('country_manager', { country: 'CL' });
  people.otherCm = await person('country_manager', { country: 'CL' });
  people.superSeller = await person('super_seller', { country: 'CL' });
  people.seller = await person('seller', { parentId: people.superSeller.id, country: 'CL' });
  people.advertiser = await person('advertiser', { parentId: people.seller.id, country: 'CL' });
  const foreignSuperSeller = await person('super_seller', { country: 'AR' });
  people.foreignSeller = await person('seller', { parentId: foreignSuperSeller.id, country: 'AR' });
  people.linked = await person('advertiser', { parentId: people.foreignSeller.id, country: 'AR' });
  const linkResponse = await testApp.app.inject({
    method: 'PATCH',
    url: `/api/accounts/${people.superSeller.id}`,
    headers: { authorization: `Bearer ${await tokenOf(people.boss)}` },
    payload: { advertisersLinked: [people.linked.id] },
  });
  expect(linkResponse.statusCode).toBe(200);
});
afterAll(() => testApp.close());

function tokenOf(who: Person, actingAccountId: number | null = null) {
  const settings = { secret: testApp.config.jwtSecret, accessTokenTtlSeconds: 600 };
  return signAccessToken(settings, { accountId: who.id, role: who.role, actingAccountId });
}

function signInto(token: string, id: number) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/auth/sign-into-account/${id}`,
    headers: { authorization: `Bearer ${token}`, 'user-agent': 'impersonation-test' },
  });
}

const REFUSED = {
  success: false,
  code: 'FORBIDDEN',
  key: 'auth.signIntoAccountRefused',
  message: 'You can not sign into this account',
};

describe('who may sign into whom', () => {
  const cases: [keyof typeof people, keyof typeof people, 200 | 403 | 404][] = [
    ['admin', 'seller', 200],
    ['admin', 'cm', 200],
    ['admin', 'otherAdmin', 403],
    ['admin', 'admin', 403],
    ['boss', 'otherAdmin', 200],
    ['boss', 'boss', 403],
    ['superSeller', 'seller', 200],
    ['superSeller', 'advertiser', 200],
    ['superSeller', 'linked', 403],
    ['superSeller', 'foreignSeller', 404],
    ['superSeller', 'admin', 404],
    ['cm', 'superSeller', 200],
    ['cm', 'advertiser', 200],
    ['cm', 'otherCm', 403],
    ['cm', 'foreignSeller', 404],
    ['cm', 'admin', 404],
    ['seller', 'advertiser', 403],
    ['advertiser', 'seller', 403],
  ];
  it.each(cases)('%s into %s answers %i', async (who, target, status) => {
    const response = await signInto(await tokenOf(people[who]), people[target].id);
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(response.json().account).toMatchObject({ id: people[target].id, role: people[target].role });
    } else if (status === 404) {
      const missing = await signInto(await tokenOf(people[who]), 987654);
      expect(response.json()).toEqual(missing.json());
    } else if (['admin', 'boss', 'superSeller', 'cm'].includes(who)) {
      expect(response.json()).toEqual(REFUSED);
    } else {
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});

describe('special admins', () => {
  async function signInWithPassword(who: Person) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: who.email, password: 'correct horse battery' },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('are told so at sign-in, so the app offers them what the API lets them do', async () => {
    expect((await signInWithPassword(people.boss)).isSpecialAdmin).toBe(true);
    expect((await signInWithPassword(people.admin)).isSpecialAdmin).toBe(false);
    expect((await signInWithPassword(people.seller)).isSpecialAdmin).toBe(false);
  });

  it('are told so of the account a sign-into speaks for, not of the person acting', async () => {
    const intoAdmin = await signInto(await tokenOf(people.boss), people.secondBoss.id);
    expect(intoAdmin.json()).toMatchObject({ account: { id: people.secondBoss.id }, isSpecialAdmin: true });
    const intoSeller = await signInto(await tokenOf(people.boss), people.seller.id);
    expect(intoSeller.json()).toMatchObject({ account: { id: people.seller.id }, isSpecialAdmin: false });
  });
});

describe('the session it opens', () => {
  it('speaks for the target, names the acting admin in both tokens, and is audited', async () => {
    const response = await signInto(await tokenOf(people.admin), people.seller.id);
    const { authToken, refreshToken, account } = response.json();
    expect(account).toMatchObject({ id: people.seller.id, email: people.seller.email });
    expect(decodeJwt(authToken)).toMatchObject({
      sub: String(people.seller.id),
      role: 'seller',
      act: people.admin.id,
    });

    const { db } = testApp.database;
    const [stored] = await db.select().from(refreshTokens).orderBy(desc(refreshTokens.id)).limit(1);
    expect(stored).toMatchObject({ accountId: people.seller.id, actingAccountId: people.admin.id });
    const [event] = await db.select().from(loginEvents).orderBy(desc(loginEvents.id)).limit(1);
    expect(event).toMatchObject({
      accountId: people.seller.id,
      actingAccountId: people.admin.id,
      success: true,
      userAgent: 'impersonation-test',
    });
    const [entry] = await db.select().from(activityLog).orderBy(desc(activityLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'auth.signed_into_account',
      accountId: people.seller.id,
      actingAccountId: people.admin.id,
    });

    // The session sees what the seller sees.
    const own = await testApp.app.inject({
      method: 'GET',
      url: `/api/accounts/${people.advertiser.id}`,
      headers: { authorization: `Bearer ${authToken}` },
    });
    expect(own.statusCode).toBe(200);

    // A refreshed session still names the admin.
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeJwt(refreshed.json().authToken)).toMatchObject({
      sub: String(people.seller.id),
      act: people.admin.id,
    });
  });

  it('records writes made in it with both the account and the acting person', async () => {
    const { authToken } = (await signInto(await tokenOf(people.admin), people.seller.id)).json();
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/accounts/advertisers',
      headers: { authorization: `Bearer ${authToken}` },
      payload: { email: 'made.while.impersonating@example.test', firstName: 'Ana', password: 'long enough' },
    });
    expect(created.statusCode).toBe(201);
    const [entry] = await testApp.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, created.json().id));
    expect(entry).toMatchObject({
      action: 'account.created',
      accountId: people.seller.id,
      actingAccountId: people.admin.id,
    });
  });

  it('records a refusal as a failed sign-in by the acting person', async () => {
    await signInto(await tokenOf(people.admin), people.otherAdmin.id);
    const [event] = await testApp.database.db
      .select()
      .from(loginEvents)
      .orderBy(desc(loginEvents.id))
      .limit(1);
    expect(event).toMatchObject({
      accountId: people.otherAdmin.id,
      actingAccountId: people.admin.id,
      success: false,
    });
  });
});

describe('nested impersonation', () => {
  it('keeps the first acting account however deep it goes, with the rights of the current account', async () => {
    const first = (await signInto(await tokenOf(people.admin), people.superSeller.id)).json();
    expect(decodeJwt(first.authToken)).toMatchObject({
      sub: String(people.superSeller.id),
      act: people.admin.id,
    });

    const second = await signInto(first.authToken, people.seller.id);
    expect(second.statusCode).toBe(200);
    expect(decodeJwt(second.json().authToken)).toMatchObject({
      sub: String(people.seller.id),
      role: 'seller',
      act: people.admin.id,
    });
    const [stored] = await testApp.database.db
      .select()
      .from(refreshTokens)
      .orderBy(desc(refreshTokens.id))
      .limit(1);
    expect(stored).toMatchObject({ accountId: people.seller.id, actingAccountId: people.admin.id });

    // Now a seller: signing further is not a seller's right, and the super seller's other accounts are gone.
    const third = await signInto(second.json().authToken, people.advertiser.id);
    expect(third.statusCode).toBe(403);
    const outOfBranch = await signInto(first.authToken, people.foreignSeller.id);
    expect(outOfBranch.statusCode).toBe(404);
  });

  it('never signs into the person acting, even where the rules would allow it', async () => {
    // Special admins may sign into each other, but not back into the person behind the session: the client's
    // Return pops its stack instead.
    expect((await signInto(await tokenOf(people.secondBoss), people.boss.id)).statusCode).toBe(200);
    const impersonated = await tokenOf(people.secondBoss, people.boss.id);
    const response = await signInto(impersonated, people.boss.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(REFUSED);
  });
});
