import type { Account } from '@adcontrol/domain/accounts/account';
import { type ApiCall, filterOf, json, mockApi } from '../../../test/app';
import { makeAccount, sessionFor } from '../../../test/fixtures';

export const admin = makeAccount({
  id: 1,
  role: 'admin',
  firstName: 'Ana',
  lastName: 'Pérez',
  company: null,
});
export const superSeller = makeAccount({
  id: 3,
  role: 'super_seller',
  firstName: 'Sofía',
  lastName: 'Lara',
  company: 'Ventas Andinas',
  email: 'sofia@ventas.test',
  createdAt: '2026-02-01T10:00:00.000Z',
});
export const seller = makeAccount({
  id: 5,
  role: 'seller',
  firstName: 'Sergio',
  lastName: 'Mora',
  company: 'Ventas Andinas',
  email: 'sergio@ventas.test',
  parentId: 3,
  country: 'AR',
  createdAt: '2026-02-10T10:00:00.000Z',
});
export const advertiser = makeAccount({
  id: 9,
  role: 'advertiser',
  firstName: 'Diego',
  lastName: 'Rojas',
  company: 'Lácteos del Sur',
  email: 'diego@lacteos.test',
  parentId: 5,
  createdAt: '2026-03-05T10:00:00.000Z',
});

type Handlers = Parameters<typeof mockApi>[0];

interface AccountQuery {
  role?: string | undefined;
  country?: string | undefined;
  search?: string | undefined;
  sort?: keyof Account | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/**
 * An accounts API over an in-memory table: it lists, searches, filters, sorts and pages as the contract says, answers
 * sign-into with the target's session, and records every call.
 */
export function fakeAccountsApi(seed: Account[], overrides: Handlers = {}) {
  const table = [...seed];
  const matching = (filter: AccountQuery) => {
    const search = filter.search?.toLowerCase();
    const found = table.filter(
      (account) =>
        (!filter.role || account.role === filter.role) &&
        (!filter.country || account.country === filter.country) &&
        (!search ||
          [account.firstName, account.lastName, account.company, account.email].some((text) =>
            text?.toLowerCase().includes(search),
          )),
    );
    const sort = filter.sort ?? 'createdAt';
    const direction = filter.order === 'asc' ? 1 : -1;
    return found.sort((a, b) => String(a[sort] ?? '').localeCompare(String(b[sort] ?? '')) * direction);
  };
  const list = (call: ApiCall) => {
    const filter = filterOf(call) as AccountQuery & { page?: number; limit?: number };
    const found = matching(filter);
    const page = filter.page ?? 1;
    const limit = filter.limit ?? 30;
    return json(200, { items: found.slice((page - 1) * limit, page * limit), total: found.length });
  };
  /** GET /accounts/search?q=: the same matching, every match up to `limit`, by name unless told otherwise. */
  const search = (call: ApiCall) => {
    const query = Object.fromEntries(call.url.searchParams);
    const found = matching({
      search: query.q,
      role: query.role,
      country: query.country,
      sort: (query.sort as keyof Account | undefined) ?? 'firstName',
      order: (query.order as 'asc' | 'desc' | undefined) ?? 'asc',
    });
    return json(200, found.slice(0, Number(query.limit ?? 20)));
  };
  const byId = (call: ApiCall) => table.find((account) => account.id === Number(call.params.id));

  const api = mockApi({
    'GET /api/accounts': list,
    'GET /api/accounts/search': search,
    'GET /api/accounts/adv/raw': () =>
      json(
        200,
        table.filter((account) => account.role === 'advertiser'),
      ),
    'GET /api/accounts/:id': (call) => {
      const account = byId(call);
      return account
        ? json(200, account)
        : json(404, { success: false, code: 'NOT_FOUND', message: 'Account not found' });
    },
    'DELETE /api/accounts/:id': (call) => {
      const index = table.findIndex((account) => account.id === Number(call.params.id));
      table.splice(index, 1);
      return json(200, { success: true });
    },
    'GET /api/campaigns/countries': () =>
      json(200, [
        { code: 'AR', name: 'Argentina', currency: 'ARS' },
        { code: 'CL', name: 'Chile', currency: 'CLP' },
      ]),
    'GET /api/auth/sign-into-account/:id': (call) => {
      const target = byId(call);
      return target
        ? json(200, sessionFor(target))
        : json(404, { success: false, code: 'NOT_FOUND', message: 'Account not found' });
    },
    ...overrides,
  });
  return { ...api, table };
}

/** The search requests made so far, their query parameters. */
export function searchQueries(api: ReturnType<typeof fakeAccountsApi>) {
  return api.callsTo('GET', '/api/accounts/search').map((call) => Object.fromEntries(call.url.searchParams));
}

/** The list requests made so far, their filters parsed. */
export function listFilters(api: ReturnType<typeof fakeAccountsApi>) {
  return api.callsTo('GET', '/api/accounts').map(filterOf);
}
