import type { Role } from '@adcontrol/domain/shared/enums';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activityLog } from '../../src/db/schema';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

let testApp: TestApp;
type Person = { id: number; role: Role; email: string; password: string };
const people = {} as Record<
  'boss' | 'admin' | 'cm' | 'superSeller' | 'seller' | 'advertiser' | 'otherSeller' | 'otherAdvertiser',
  Person
>;

async function person(role: Role, options: { parentId?: number; country?: string; email?: string } = {}) {
  const { db } = testApp.database;
  const row = await createAccount(db, { role, parentId: options.parentId ?? null, email: options.email });
  if (options.country)
    await db.update(accounts).set({ country: options.country }).where(eq(accounts.id, row.id));
  return { id: row.id, role, email: row.email, password: row.password };
}

beforeAll(async () => {
  testApp = await buildTestApp({ SPECIAL_ADMIN_EMAILS: 'Boss@Example.test, other.boss@example.test' });
  people.boss = await person('admin', { email: 'boss@example.test' });
  people.admin = await person('admin');
  people.cm = await person('country_manager', { country: 'CL' });
  people.superSeller = await person('super_seller', { country: 'CL' });
  people.seller = await person('seller', { parentId: people.superSeller.id, country: 'CL' });
  people.advertiser = await person('advertiser', { parentId: people.seller.id, country: 'CL' });
  const otherSuperSeller = await person('super_seller', { country: 'AR' });
  people.otherSeller = await person('seller', { parentId: otherSuperSeller.id, country: 'AR' });
  people.otherAdvertiser = await person('advertiser', { parentId: people.otherSeller.id, country: 'AR' });
});
afterAll(() => testApp.close());

let sequence = 0;
function newAccount(role: Role | undefined, extra: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    email: `new${sequence}@example.test`,
    ...(role ? { role } : {}),
    firstName: `New ${sequence}`,
    password: 'a long password',
    ...extra,
  };
}

async function post(who: Person, url: string, payload: unknown, remoteAddress?: string) {
  const settings = { secret: testApp.config.jwtSecret, accessTokenTtlSeconds: 600 };
  const token = await signAccessToken(settings, { accountId: who.id, role: who.role, actingAccountId: null });
  return testApp.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const accountCount = () => testApp.database.db.$count(accounts);

describe('who may create which accounts', () => {
  const cases: [keyof typeof people, Role, number][] = [
    ['admin', 'seller', 201],
    ['admin', 'country_manager', 201],
    ['admin', 'analyst', 201],
    ['admin', 'admin', 403],
    ['boss', 'admin', 201],
    ['cm', 'super_seller', 201],
    ['cm', 'seller', 201],
    ['cm', 'advertiser', 201],
    ['cm', 'country_manager', 403],
    ['cm', 'analyst', 403],
    ['superSeller', 'seller', 201],
    ['superSeller', 'advertiser', 201],
    ['superSeller', 'super_seller', 403],
    ['seller', 'advertiser', 201],
    ['seller', 'seller', 403],
  ];
  it.each(cases)('%s creating a %s answers %i', async (who, role, status) => {
    const before = await accountCount();
    const response = await post(people[who], '/accounts', newAccount(role));
    expect(response.statusCode).toBe(status);
    if (status === 403) {
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN', field: 'role' });
      expect(await accountCount()).toBe(before);
    } else {
      expect(response.json()).toMatchObject({ role, confirmed: true });
      expect(await accountCount()).toBe(before + 1);
    }
  });

  it('hangs what a seller or super seller creates below itself, and keeps a country manager in its country', async () => {
    const bySeller = (await post(people.seller, '/accounts', newAccount('advertiser'))).json();
    expect(bySeller.parentId).toBe(people.seller.id);
    const bySuperSeller = (await post(people.superSeller, '/accounts', newAccount('seller'))).json();
    expect(bySuperSeller.parentId).toBe(people.superSeller.id);
    const byCountryManager = (await post(people.cm, '/accounts', newAccount('seller'))).json();
    expect(byCountryManager).toMatchObject({ country: 'CL', parentId: null });

    const elsewhere = await post(people.cm, '/accounts', newAccount('seller', { country: 'AR' }));
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: 'FORBIDDEN', field: 'country' });
  });

  it('lets a super seller place an advertiser under one of its sellers, but not under another branch', async () => {
    const inBranch = await post(
      people.superSeller,
      '/accounts',
      newAccount('advertiser', { parentId: people.seller.id }),
    );
    expect(inBranch.statusCode).toBe(201);
    expect(inBranch.json().parentId).toBe(people.seller.id);

    const foreign = await post(
      people.superSeller,
      '/accounts',
      newAccount('advertiser', { parentId: people.otherSeller.id }),
    );
    const missing = await post(
      people.superSeller,
      '/accounts',
      newAccount('advertiser', { parentId: 987654 }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'parentId' });
    expect(foreign.json().message).toBe(missing.json().message);
  });

  it('keeps the tree in shape: an advertiser can not parent an account, a seller hangs from a super seller', async () => {
    const underAdvertiser = await post(
      people.admin,
      '/accounts',
      newAccount('advertiser', { parentId: people.advertiser.id }),
    );
    expect(underAdvertiser.statusCode).toBe(400);
    expect(underAdvertiser.json()).toMatchObject({ field: 'parentId' });
    const sellerUnderSeller = await post(
      people.admin,
      '/accounts',
      newAccount('seller', { parentId: people.seller.id }),
    );
    expect(sellerUnderSeller.statusCode).toBe(400);
  });

  it('links advertisers the creator can see, and refuses one it can not', async () => {
    const linked = await post(
      people.superSeller,
      '/accounts',
      newAccount('seller', { advertisersLinked: [people.advertiser.id] }),
    );
    expect(linked.statusCode).toBe(201);
    expect(linked.json().advertisersLinked).toEqual([people.advertiser.id]);

    const before = await accountCount();
    const hidden = await post(
      people.superSeller,
      '/accounts',
      newAccount('seller', { advertisersLinked: [people.otherAdvertiser.id] }),
    );
    expect(hidden.statusCode).toBe(400);
    expect(hidden.json()).toMatchObject({ field: 'advertisersLinked' });
    expect(await accountCount()).toBe(before);
  });

  it('records the creation in the activity log, naming the creator', async () => {
    const created = (await post(people.cm, '/accounts', newAccount('advertiser'))).json();
    const [entry] = await testApp.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, created.id))
      .orderBy(desc(activityLog.id));
    expect(entry).toMatchObject({
      action: 'account.created',
      entityType: 'account',
      accountId: people.cm.id,
      actingAccountId: null,
    });
  });
});

describe('POST /accounts/advertisers', () => {
  it('creates an advertiser under the calling seller whatever else is sent', async () => {
    const response = await post(people.seller, '/accounts/advertisers', {
      ...newAccount(undefined),
      role: 'admin',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: 'advertiser', parentId: people.seller.id });
  });
});

describe('duplicate e-mail', () => {
  it('answers 409 "This email already exists" on the email field, whatever the letter case', async () => {
    const before = await accountCount();
    const response = await post(
      people.admin,
      '/accounts',
      newAccount('seller', { email: people.seller.email.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      key: 'auth.emailExists',
      message: 'This email already exists',
      field: 'email',
    });
    expect(await accountCount()).toBe(before);
  });

  it('lets only one of two simultaneous requests for the same address through', async () => {
    const payload = newAccount('advertiser');
    const answers = await Promise.all([
      post(people.admin, '/accounts', payload),
      post(people.admin, '/accounts', payload),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('the country of a new account', () => {
  it('defaults from the address the request came from', async () => {
    // 200.1.123.1 lies in a range the shipped IP2Location LITE table assigns to Chile.
    const response = await post(people.admin, '/accounts', newAccount('advertiser'), '200.1.123.1');
    expect(response.json().country).toBe('CL');
  });

  it('stays empty for private and loopback addresses, and outside the markets', async () => {
    // 85.214.0.1 is German in the table: Germany is not a market.
    for (const address of ['10.1.2.3', '127.0.0.1', '192.168.0.10', '::1', '85.214.0.1']) {
      const response = await post(people.admin, '/accounts', newAccount('advertiser'), address);
      expect(response.json().country).toBeNull();
    }
  });

  it("falls back to the parent's country when the address tells nothing", async () => {
    const response = await post(people.seller, '/accounts', newAccount('advertiser'), '127.0.0.1');
    expect(response.json()).toMatchObject({ parentId: people.seller.id, country: 'CL' });
    const abroad = await post(people.seller, '/accounts', newAccount('advertiser'), '85.214.0.1');
    expect(abroad.json().country).toBe('CL');
  });

  it('is the one given, when given', async () => {
    const response = await post(
      people.admin,
      '/accounts',
      newAccount('advertiser', { country: 'PE' }),
      '200.1.123.1',
    );
    expect(response.json().country).toBe('PE');
  });
});

describe('bad input', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a malformed e-mail', { email: 'not-an-address' }, 'email'],
    ['an unknown role', { role: 'owner' }, 'role'],
    ['a first name of the wrong type', { firstName: 12 }, 'firstName'],
    ['a missing first name', { firstName: undefined }, 'firstName'],
    ['a short password', { password: 'short' }, 'password'],
    ['an unknown country', { country: 'XX' }, 'country'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['a parent id that is not a number', { parentId: 'seven' }, 'parentId'],
  ];
  it.each(cases)('refuses %s with 400 naming the field, saving nothing', async (_, change, field) => {
    const before = await accountCount();
    const response = await post(people.admin, '/accounts', { ...newAccount('seller'), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field });
    expect(response.json().message).toMatch(new RegExp(`^${field}`));
    expect(await accountCount()).toBe(before);
  });

  it('stores injection strings verbatim and answers them unchanged', async () => {
    const firstName = `Robert'); DROP TABLE accounts;--`;
    const company = '<script>alert("x")</script> & {{constructor}}';
    const response = await post(people.admin, '/accounts', newAccount('advertiser', { firstName, company }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ firstName, company });
    const [row] = await testApp.database.db
      .select({ firstName: accounts.firstName, company: accounts.company })
      .from(accounts)
      .where(eq(accounts.id, response.json().id));
    expect(row).toEqual({ firstName, company });
    expect(await accountCount()).toBeGreaterThan(1);
  });

  it('leaves no half-saved account when a link is refused', async () => {
    const payload = newAccount('seller', { advertisersLinked: [people.advertiser.id, 987654] });
    const response = await post(people.admin, '/accounts', payload);
    expect(response.statusCode).toBe(400);
    const [row] = await testApp.database.db.select().from(accounts).where(eq(accounts.email, payload.email));
    expect(row).toBeUndefined();
  });
});
