import {
  getAccount,
  listAccounts,
  listAdvertisersRaw,
  listCampaignCountries,
  listChildren,
  listCompanies,
  searchAccounts,
} from '@adcontrol/domain/accounts/contracts';
import type { Role } from '@adcontrol/domain/shared/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountAdvertiserLinks, accounts } from '../../src/db/schema';
import type { TestApp } from '../helpers/build-test-app';
import { call } from '../helpers/callers';
import { demoAppAt } from '../helpers/demo-app';
import { request } from '../helpers/request';

/**
 * Scope on the demo tree (~140 accounts in 8 countries, with advertiser links): what each demo person sees is
 * computed here, independently of the server's SQL, from the rows themselves (docs/decisions/008).
 */
const demoApp = demoAppAt(new Date('2026-03-18T15:30:00Z'));
const { demo } = demoApp;
let testApp: TestApp;
let rows: { id: number; role: Role; country: string | null; parentId: number | null }[] = [];
let links: { accountId: number; advertiserId: number }[] = [];

beforeAll(async () => {
  testApp = demoApp.testApp;
  const { db } = testApp.database;
  rows = await db
    .select({ id: accounts.id, role: accounts.role, country: accounts.country, parentId: accounts.parentId })
    .from(accounts);
  links = await db.select().from(accountAdvertiserLinks);
});

function below(rootId: number): number[] {
  const children = rows.filter((row) => row.parentId === rootId).map((row) => row.id);
  return [...children, ...children.flatMap(below)];
}

/** The scope rules of docs/decisions/008, written as plainly as possible. */
function expectedScope(role: Role): number[] {
  const self = demo[role].id;
  const me = rows.find((row) => row.id === self);
  switch (role) {
    case 'admin':
      return rows.map((row) => row.id);
    case 'country_manager':
      return rows
        .filter((row) => row.id === self || (row.country === me?.country && row.role !== 'admin'))
        .map((row) => row.id);
    case 'super_seller':
    case 'seller': {
      const branch = [self, ...below(self)];
      const linked = links.filter((link) => branch.includes(link.accountId)).map((link) => link.advertiserId);
      return [...new Set([...branch, ...linked])];
    }
    default:
      return [self];
  }
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** A demo person by role. */
/** The list with `?filter=`, as JSON text, as the web app sends it. */
const listAccountsAs = (role: Role, filter: object) =>
  request(testApp, demo[role], listAccounts, { query: { filter: JSON.stringify(filter) } });

async function listedIds(role: Role): Promise<number[]> {
  const response = await listAccountsAs(role, { limit: 200 });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.total).toBe(body.items.length);
  return body.items.map((item) => item.id);
}

describe('each role lists exactly its part of the account tree', () => {
  it.each(['admin', 'country_manager', 'super_seller', 'seller'] as const)('%s', async (role) => {
    const expected = expectedScope(role);
    expect(sorted(await listedIds(role))).toEqual(sorted(expected));
  });

  it('the scopes are what the demo promises: nested branches, linked advertisers, one country', () => {
    const superSeller = expectedScope('super_seller');
    const seller = expectedScope('seller');
    expect(seller.every((id) => superSeller.includes(id))).toBe(true);
    expect(seller).toContain(demo.advertiser.id);
    // The demo seller works for advertisers in Argentina and Peru through links (seed/accounts.ts).
    const countries = new Set(seller.map((id) => rows.find((row) => row.id === id)?.country));
    expect(countries.has('AR') || countries.has('PE')).toBe(true);
    const countryScope = expectedScope('country_manager');
    expect(countryScope).not.toContain(demo.admin.id);
    expect(countryScope.length).toBeGreaterThan(5);
  });

  it.each(['advertiser', 'analyst'] as const)('%s sees itself only', async (role) => {
    const own = await request(testApp, demo[role], getAccount, { params: { id: demo[role].id } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: demo[role].id, role });
    // Searching is listing by a text: closed to them as the list is.
    const search = await request(testApp, demo[role], searchAccounts, { query: { q: 'demo.adcontrol' } });
    expect(search.statusCode).toBe(403);
    const advertisers = await request(testApp, demo[role], listAdvertisersRaw);
    expect(advertisers.json().map((item: { id: number }) => item.id)).toEqual(
      role === 'advertiser' ? [demo.advertiser.id] : [],
    );
    expect((await request(testApp, demo[role], listAccounts)).statusCode).toBe(403);
  });

  it('adv/raw lists every advertiser of the scope, unpaged, and nothing else', async () => {
    const response = await request(testApp, demo.super_seller, listAdvertisersRaw);
    const expected = expectedScope('super_seller').filter(
      (id) => rows.find((row) => row.id === id)?.role === 'advertiser',
    );
    expect(sorted(response.json().map((item: { id: number }) => item.id))).toEqual(sorted(expected));
  });

  it('childrens lists the accounts hanging directly from the caller', async () => {
    const response = await request(testApp, demo.super_seller, listChildren);
    const expected = rows.filter((row) => row.parentId === demo.super_seller.id).map((row) => row.id);
    expect(sorted(response.json().map((item: { id: number }) => item.id))).toEqual(sorted(expected));
    expect(expected).toContain(demo.seller.id);
  });

  it('companies lists distinct names of the scope only', async () => {
    const response = await request(testApp, demo.seller, listCompanies);
    const companies = response.json() as { id: number; company: string }[];
    const scope = expectedScope('seller');
    expect(companies.length).toBeGreaterThan(0);
    expect(new Set(companies.map((entry) => entry.company)).size).toBe(companies.length);
    expect(companies.every((entry) => scope.includes(entry.id))).toBe(true);
    expect(companies.map((entry) => entry.company)).toContain('Lácteos del Sur');
  });
});

describe('an account outside the scope answers exactly like one that does not exist', () => {
  it.each(['country_manager', 'super_seller', 'seller', 'advertiser', 'analyst'] as const)(
    '%s',
    async (role) => {
      const scope = expectedScope(role);
      const outside = rows.find((row) => !scope.includes(row.id) && row.role !== 'admin');
      if (!outside) throw new Error('every account is in scope');
      const attempts = [
        ['GET', undefined],
        ['PATCH', { firstName: 'Taken over' }],
        ['DELETE', undefined],
      ] as const;
      for (const [method, payload] of attempts) {
        if (method !== 'GET' && (role === 'advertiser' || role === 'analyst')) continue;
        const foreign = await call(testApp, demo[role], method, `/accounts/${outside.id}`, payload);
        const missing = await call(testApp, demo[role], method, '/accounts/987654', payload);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json()).toEqual(missing.json());
        expect(foreign.json()).toEqual({
          success: false,
          code: 'NOT_FOUND',
          message: 'Account not found',
          key: 'errors.accountNotFound',
        });
      }
      const still = await testApp.database.db.query.accounts.findFirst({
        where: (table, { eq }) => eq(table.id, outside.id),
      });
      expect(still?.firstName).not.toBe('Taken over');
    },
  );
});

describe('GET /accounts filters, sorts and pages', () => {
  it('filters by role and country and pages without overlap, with the total of all matches', async () => {
    const base = { role: 'advertiser', country: 'CL', sort: 'company', order: 'asc' };
    const first = (await listAccountsAs('admin', { ...base, limit: 5 })).json();
    const second = (await listAccountsAs('admin', { ...base, limit: 5, page: 2 })).json();
    const expectedTotal = rows.filter((row) => row.role === 'advertiser' && row.country === 'CL').length;
    expect(first.total).toBe(expectedTotal);
    expect(second.total).toBe(expectedTotal);
    const items = [...first.items, ...second.items];
    expect(items.every((item) => item.role === 'advertiser' && item.country === 'CL')).toBe(true);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const companies = first.items.map((item) => item.company as string);
    expect(companies).toEqual(
      [...companies].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });

  it('searches names, companies and e-mails, case-insensitively, inside the scope', async () => {
    const response = await listAccountsAs('seller', { search: 'LÁCTEOS' });
    expect(response.json().items.map((item) => item.id)).toEqual([demo.advertiser.id]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const response = await listAccountsAs('admin', { search: '%' });
    expect(response.json()).toEqual({ items: [], total: 0 });
  });

  it('refuses a filter that is not JSON or has a wrong value, naming it', async () => {
    const broken = await call(testApp, demo.admin, 'GET', '/accounts?filter=%7Bnope');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'filter' });
    const wrongRole = await call(
      testApp,
      demo.admin,
      'GET',
      `/accounts?filter=${encodeURIComponent(JSON.stringify({ role: 'owner' }))}`,
    );
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().field).toMatch(/^filter/);
  });
});

describe('GET /accounts/search', () => {
  it('needs 3 or more letters', async () => {
    const response = await request(testApp, demo.admin, searchAccounts, { query: { q: 'ab' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'q' });
    expect((await request(testApp, demo.admin, searchAccounts, { query: { q: ' ab ' } })).statusCode).toBe(
      400,
    );
  });

  it('finds accounts of the scope by a part of a name', async () => {
    const response = await request(testApp, demo.seller, searchAccounts, { query: { q: 'lácteos' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().map((item: { id: number }) => item.id)).toEqual([demo.advertiser.id]);
  });

  /** What the list answers for the same text and narrowing, every match on one page. */
  async function listed(role: Role, filter: object): Promise<number[]> {
    return (await listAccountsAs(role, { limit: 200, ...filter })).json().items.map((item) => item.id);
  }

  it.each(['admin', 'country_manager', 'super_seller', 'seller'] as const)(
    'finds for %s exactly what its list finds for the same text',
    async (role) => {
      const response = await request(testApp, demo[role], searchAccounts, {
        query: { q: '.example', limit: 200 },
      });
      expect(response.statusCode).toBe(200);
      const found = response.json().map((item: { id: number }) => item.id);
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((id: number) => expectedScope(role).includes(id))).toBe(true);
      expect(sorted(found)).toEqual(sorted(await listed(role, { search: '.example' })));
    },
  );

  it('narrows by role and country and sorts as the list does', async () => {
    const url = '/accounts/search?q=a&role=advertiser&country=CL&sort=company&order=desc&limit=200';
    expect((await call(testApp, demo.admin, 'GET', url)).statusCode).toBe(400);
    const response = await call(testApp, demo.admin, 'GET', url.replace('q=a', 'q=.example'));
    expect(response.statusCode).toBe(200);
    const items = response.json() as { id: number; role: string; country: string }[];
    expect(items.length).toBeGreaterThan(1);
    expect(items.every((item) => item.role === 'advertiser' && item.country === 'CL')).toBe(true);
    const expected = await listed('admin', {
      search: '.example',
      role: 'advertiser',
      country: 'CL',
      sort: 'company',
      order: 'desc',
    });
    expect(items.map((item) => item.id)).toEqual(expected);
  });

  it('answers 20 matches unless asked for more, and at most 200', async () => {
    const few = await request(testApp, demo.admin, searchAccounts, { query: { q: '.example' } });
    expect(few.json()).toHaveLength(20);
    expect(
      (await request(testApp, demo.admin, searchAccounts, { query: { q: '.example', limit: 201 } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /campaigns/countries', () => {
  it('lists the eight markets with their names and billing currency', async () => {
    const response = await request(testApp, demo.advertiser, listCampaignCountries);
    expect(response.statusCode).toBe(200);
    const countries = response.json() as { code: string; name: string; currency: string }[];
    expect(countries.map((country) => country.code).sort()).toEqual(
      ['AR', 'CL', 'CO', 'ES', 'MX', 'PA', 'PE', 'US'].sort(),
    );
    expect(countries).toContainEqual({ code: 'CL', name: 'Chile', currency: 'CLP' });
    expect(countries).toContainEqual({ code: 'MX', name: 'Mexico', currency: 'MX' });
  });
});
