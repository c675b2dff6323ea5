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

/**
 * An accounts API over an in-memory table: it filters, sorts and pages as the contract says, answers
 * sign-into with the target's session, and records every call.
 */
export function fakeAccountsApi(seed: Account[], overrides: Handlers = {}) {
  const table = [...seed];
  const list = (call: ApiCall) => {
    const filter = filterOf(call) as {
      page?: number;
      limit?: number;
      role?: string;
      country?: string;
      search?: string;
      sort?: keyof Account;
      order?: 'asc' | 'desc';
    };
    const search = filter.search?.toLowerCase();
    const matching = table.filter(
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
    matching.sort((a, b) => String(a[sort] ?? '').localeCompare(String(b[sort] ?? '')) * direction);
    const page = filter.page ?? 1;
    const limit = filter.limit ?? 30;
    return json(200, { items: matching.slice((page - 1) * limit, page * limit), total: matching.length });
  };
  const byId = (call: ApiCall) => table.find((account) => account.id === Number(call.params.id));

  const api = mockApi({
    'GET /api/accounts': list,
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

/** The list requests made so far, their filters parsed. */
export function listFilters(api: ReturnType<typeof fakeAccountsApi>) {
  return api.callsTo('GET', '/api/accounts').map(filterOf);
}
