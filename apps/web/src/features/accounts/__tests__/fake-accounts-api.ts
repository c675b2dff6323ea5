import type { Account } from '@adcontrol/domain/accounts/account';
import {
  deleteAccount,
  getAccount,
  listAccounts,
  listAdvertisersRaw,
  listCampaignCountries,
  searchAccounts,
} from '@adcontrol/domain/accounts/contracts';
import { signIntoAccount } from '@adcontrol/domain/auth/contracts';
import { failure, fake, filterOf, mockApi, type Route } from '../../../test/app';
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

interface AccountQuery {
  role?: string | undefined;
  country?: string | undefined;
  search?: string | undefined;
  sort?: keyof Account | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/**
 * An accounts API over an in-memory table: it lists, searches, filters, sorts and pages as the contract says, answers
 * sign-into with the target's session, and records every call. A test's own routes answer first.
 */
export function fakeAccountsApi(seed: Account[], ...overrides: Route[]) {
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
  const notFound = () => failure(404, 'NOT_FOUND', 'Account not found');
  const byId = (id: number) => table.find((account) => account.id === id);

  const api = mockApi(
    ...overrides,
    fake(listAccounts, ({ call }) => {
      const filter = filterOf(call) as AccountQuery & { page?: number; limit?: number };
      const found = matching(filter);
      const page = filter.page ?? 1;
      const limit = filter.limit ?? 30;
      return { items: found.slice((page - 1) * limit, page * limit), total: found.length };
    }),
    // The same matching, every match up to `limit`, by name unless told otherwise.
    fake(searchAccounts, ({ query }) =>
      matching({
        search: query.q,
        role: query.role,
        country: query.country,
        sort: query.sort ?? 'firstName',
        order: query.order ?? 'asc',
      }).slice(0, query.limit ?? 20),
    ),
    fake(listAdvertisersRaw, () => table.filter((account) => account.role === 'advertiser')),
    fake(getAccount, ({ params }) => byId(params.id) ?? notFound()),
    fake(deleteAccount, ({ params }) => {
      const index = table.findIndex((account) => account.id === params.id);
      table.splice(index, 1);
      return { success: true } as const;
    }),
    fake(listCampaignCountries, () => [
      { code: 'AR' as const, name: 'Argentina', currency: 'ARS' as const },
      { code: 'CL' as const, name: 'Chile', currency: 'CLP' as const },
    ]),
    fake(signIntoAccount, ({ params }) => {
      const target = byId(params.id);
      return target ? sessionFor(target) : notFound();
    }),
  );
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
