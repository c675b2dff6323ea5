import {
  deleteAccount,
  getAccount,
  listAccounts,
  updateAccount,
  updateMe,
} from '@adcontrol/domain/accounts/contracts';
import type { Role } from '@adcontrol/domain/shared/enums';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, activityLog, campaigns, payments } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

let testApp: TestApp;
type Person = { id: number; role: Role; email: string; password: string };

async function person(role: Role, options: { parentId?: number; country?: string } = {}): Promise<Person> {
  const { db } = testApp.database;
  const row = await createAccount(db, { role, parentId: options.parentId ?? null });
  await db
    .update(accounts)
    .set({ country: options.country ?? null, timezone: 'America/Lima', language: 'pt' })
    .where(eq(accounts.id, row.id));
  return { id: row.id, role, email: row.email, password: row.password };
}

beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

/** A fresh branch for every test: super seller > seller > advertiser in Chile, and a stranger in Argentina. */
let tree: Record<'admin' | 'cm' | 'superSeller' | 'seller' | 'advertiser' | 'stranger', Person>;
beforeEach(async () => {
  const superSeller = await person('super_seller', { country: 'CL' });
  const seller = await person('seller', { parentId: superSeller.id, country: 'CL' });
  tree = {
    admin: await person('admin'),
    cm: await person('country_manager', { country: 'CL' }),
    superSeller,
    seller,
    advertiser: await person('advertiser', { parentId: seller.id, country: 'CL' }),
    stranger: await person('advertiser', { country: 'AR' }),
  };
});

async function row(id: number) {
  return testApp.database.db.query.accounts.findFirst({ where: (table, { eq }) => eq(table.id, id) });
}

describe('PATCH /accounts/:id', () => {
  it('changes only the fields sent', async () => {
    const response = await request(testApp, tree.seller, updateAccount, {
      params: { id: tree.advertiser.id },
      body: {
        firstName: 'Renamed',
        company: 'Nueva Empresa',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Renamed',
      company: 'Nueva Empresa',
      language: 'pt',
      timezone: 'America/Lima',
      country: 'CL',
      parentId: tree.seller.id,
    });
    const [entry] = await testApp.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, tree.advertiser.id))
      .orderBy(desc(activityLog.id));
    expect(entry).toMatchObject({ action: 'account.updated', accountId: tree.seller.id });
    expect(entry?.details).toEqual({
      before: { firstName: expect.any(String), company: null },
      after: { firstName: 'Renamed', company: 'Nueva Empresa' },
    });
  });

  it('lets a super seller move an advertiser between its own sellers, never out of its branch', async () => {
    const otherSeller = await person('seller', { parentId: tree.superSeller.id, country: 'CL' });
    const moved = await request(testApp, tree.superSeller, updateAccount, {
      params: { id: tree.advertiser.id },
      body: {
        parentId: otherSeller.id,
      },
    });
    expect(moved.json().parentId).toBe(otherSeller.id);
    const foreignSeller = await person('seller', { country: 'AR' });
    const out = await request(testApp, tree.superSeller, updateAccount, {
      params: { id: tree.advertiser.id },
      body: {
        parentId: foreignSeller.id,
      },
    });
    expect(out.statusCode).toBe(400);
    expect(out.json()).toMatchObject({ field: 'parentId' });
  });

  it('refuses to hang an account below itself', async () => {
    const response = await request(testApp, tree.admin, updateAccount, {
      params: { id: tree.superSeller.id },
      body: {
        role: 'seller',
        parentId: tree.seller.id,
      },
    });
    expect(response.statusCode).toBe(400);
    expect((await row(tree.superSeller.id))?.role).toBe('super_seller');
  });

  it('refuses a role its children could no longer hang from', async () => {
    const response = await request(testApp, tree.admin, updateAccount, {
      params: { id: tree.seller.id },
      body: { role: 'advertiser' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', field: 'role' });
  });

  it('does not let an account raise its own role, move itself, or a country manager change its country', async () => {
    const raise = await request(testApp, tree.seller, updateAccount, {
      params: { id: tree.seller.id },
      body: { role: 'super_seller' },
    });
    expect(raise.statusCode).toBe(403);
    expect(raise.json()).toMatchObject({ code: 'FORBIDDEN', field: 'role' });
    const move = await request(testApp, tree.seller, updateAccount, {
      params: { id: tree.seller.id },
      body: { parentId: tree.cm.id },
    });
    expect(move.statusCode).toBe(403);
    const country = await request(testApp, tree.cm, updateAccount, {
      params: { id: tree.cm.id },
      body: { country: 'AR' },
    });
    expect(country.statusCode).toBe(403);
    expect(await row(tree.seller.id)).toMatchObject({ role: 'seller', parentId: tree.superSeller.id });
    expect((await row(tree.cm.id))?.country).toBe('CL');

    const rename = await request(testApp, tree.seller, updateAccount, {
      params: { id: tree.seller.id },
      body: { firstName: 'Me' },
    });
    expect(rename.statusCode).toBe(200);
  });

  it('keeps a country manager to its country and to the roles it manages', async () => {
    const move = await request(testApp, tree.cm, updateAccount, {
      params: { id: tree.seller.id },
      body: { country: 'AR' },
    });
    expect(move.statusCode).toBe(403);
    expect(move.json()).toMatchObject({ field: 'country' });
    const promote = await request(testApp, tree.cm, updateAccount, {
      params: { id: tree.seller.id },
      body: { role: 'country_manager' },
    });
    expect(promote.statusCode).toBe(403);
    const admin = await request(testApp, tree.cm, updateAccount, {
      params: { id: tree.admin.id },
      body: { firstName: 'x' },
    });
    expect(admin.statusCode).toBe(404);
  });

  it('lets a seller see an advertiser linked to it but not change it', async () => {
    await request(testApp, tree.admin, updateAccount, {
      params: { id: tree.seller.id },
      body: { advertisersLinked: [tree.stranger.id] },
    });
    expect(
      (await request(testApp, tree.seller, getAccount, { params: { id: tree.stranger.id } })).statusCode,
    ).toBe(200);
    const change = await request(testApp, tree.seller, updateAccount, {
      params: { id: tree.stranger.id },
      body: { firstName: 'Mine' },
    });
    expect(change.statusCode).toBe(403);
  });

  it('keeps existing links a country manager can not see when it resends them unchanged', async () => {
    await request(testApp, tree.admin, updateAccount, {
      params: { id: tree.seller.id },
      body: { advertisersLinked: [tree.stranger.id] },
    });
    const resent = await request(testApp, tree.cm, updateAccount, {
      params: { id: tree.seller.id },
      body: {
        firstName: 'Edited',
        advertisersLinked: [tree.stranger.id, tree.advertiser.id],
      },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().advertisersLinked.sort()).toEqual([tree.stranger.id, tree.advertiser.id].sort());
  });

  it('answers 409 for an e-mail another account has', async () => {
    const response = await request(testApp, tree.admin, updateAccount, {
      params: { id: tree.seller.id },
      body: {
        email: tree.advertiser.email,
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'This email already exists', field: 'email' });
    const same = await request(testApp, tree.admin, updateAccount, {
      params: { id: tree.seller.id },
      body: { email: tree.seller.email },
    });
    expect(same.statusCode).toBe(200);
  });

  it('sets a new password the account then signs in with', async () => {
    await request(testApp, tree.seller, updateAccount, {
      params: { id: tree.advertiser.id },
      body: { password: 'brand new secret' },
    });
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: tree.advertiser.email, password: 'brand new secret' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('PATCH /accounts/me', () => {
  it('changes the profile fields sent, and nothing else', async () => {
    const response = await request(testApp, tree.advertiser, updateMe, {
      body: {
        firstName: 'Diego',
        lastName: 'Fuentes',
        company: 'Lácteos',
        language: 'en',
        avatar: 'https://cdn.example.test/a.png',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: tree.advertiser.id,
      firstName: 'Diego',
      language: 'en',
      timezone: 'America/Lima',
      role: 'advertiser',
      avatar: 'https://cdn.example.test/a.png',
    });
  });

  it('refuses an avatar that is not a web address or an uploaded file', async () => {
    const response = await request(testApp, tree.advertiser, updateMe, {
      body: { avatar: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'avatar' });
  });

  it('changes the password only with the right current one', async () => {
    const wrong = await request(testApp, tree.advertiser, updateMe, {
      body: {
        currentPassword: 'not my password',
        newPassword: 'another long one',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      key: 'auth.currentPasswordIncorrect',
      message: 'Current password incorrect',
      field: 'currentPassword',
    });
    const missing = await request(testApp, tree.advertiser, updateMe, {
      body: { newPassword: 'another long one' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPassword' });

    const right = await request(testApp, tree.advertiser, updateMe, {
      body: {
        currentPassword: tree.advertiser.password,
        newPassword: 'another long one',
      },
    });
    expect(right.statusCode).toBe(200);
    const signIn = (password: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: tree.advertiser.email, password },
      });
    expect((await signIn('another long one')).statusCode).toBe(200);
    expect((await signIn(tree.advertiser.password)).statusCode).toBe(401);
  });

  it('refuses a short new password, naming it', async () => {
    const response = await request(testApp, tree.advertiser, updateMe, {
      body: {
        currentPassword: tree.advertiser.password,
        newPassword: 'short',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'newPassword' });
  });
});

async function listTotal(who: Person): Promise<number> {
  return (await request(testApp, who, listAccounts)).json().total;
}

async function addCampaign(advertiserId: number) {
  await testApp.database.db.insert(campaigns).values({
    name: `Campaign of ${advertiserId}`,
    advertiserId,
    country: 'CL',
    currency: 'CLP',
    timezone: 'America/Santiago',
    purchaseModel: 'CPM',
    format: 'banner',
    budgetTotal: 1000,
    unitPrice: 10,
    startDate: new Date('2026-01-01T00:00:00Z'),
    endDate: new Date('2026-02-01T00:00:00Z'),
  });
}

describe('DELETE /accounts/:id', () => {
  it('removes the account, decrements the total and moves its accounts up one level', async () => {
    const before = await listTotal(tree.superSeller);
    const response = await request(testApp, tree.superSeller, deleteAccount, {
      params: { id: tree.seller.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Account deleted successfully' });
    expect(await listTotal(tree.superSeller)).toBe(before - 1);
    expect(
      (await request(testApp, tree.superSeller, getAccount, { params: { id: tree.seller.id } })).statusCode,
    ).toBe(404);
    expect((await row(tree.advertiser.id))?.parentId).toBe(tree.superSeller.id);
    const [entry] = await testApp.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, tree.seller.id))
      .orderBy(desc(activityLog.id));
    expect(entry).toMatchObject({ action: 'account.deleted', accountId: tree.superSeller.id });
  });

  it('answers 409 with the reason while the account still has campaigns or payments', async () => {
    await addCampaign(tree.advertiser.id);
    const withCampaign = await request(testApp, tree.seller, deleteAccount, {
      params: { id: tree.advertiser.id },
    });
    expect(withCampaign.statusCode).toBe(409);
    expect(withCampaign.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(withCampaign.json().message).toMatch(/1 campaign\b/);

    await testApp.database.db.insert(payments).values({
      advertiserId: tree.stranger.id,
      amount: 50,
      currency: 'ARS',
      methodId: 1,
    });
    const withPayment = await request(testApp, tree.admin, deleteAccount, {
      params: { id: tree.stranger.id },
    });
    expect(withPayment.statusCode).toBe(409);
    expect(withPayment.json().message).toMatch(/1 payment\b/);
    expect(await row(tree.advertiser.id)).toBeDefined();
    expect(await row(tree.stranger.id)).toBeDefined();
  });

  it('refuses to delete oneself, or an account of a role the caller does not manage', async () => {
    expect(
      (await request(testApp, tree.seller, deleteAccount, { params: { id: tree.seller.id } })).statusCode,
    ).toBe(403);
    expect((await request(testApp, tree.cm, deleteAccount, { params: { id: tree.cm.id } })).statusCode).toBe(
      403,
    );
    const otherManager = await person('country_manager', { country: 'CL' });
    expect(
      (await request(testApp, tree.cm, deleteAccount, { params: { id: otherManager.id } })).statusCode,
    ).toBe(403);
    expect(
      (await request(testApp, tree.admin, deleteAccount, { params: { id: otherManager.id } })).statusCode,
    ).toBe(200);
  });
});
