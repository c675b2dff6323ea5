import { deleteAccount, listAccounts } from '@adcontrol/domain/accounts/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fake, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';
import {
  admin,
  advertiser,
  fakeAccountsApi,
  listFilters,
  searchQueries,
  seller,
  superSeller,
} from './fake-accounts-api';

resetBetweenTests();

const many = Array.from({ length: 27 }, (_, index) =>
  makeAccount({
    id: 100 + index,
    role: 'advertiser',
    firstName: `Cliente ${String(index + 1).padStart(2, '0')}`,
    lastName: null,
    company: `Empresa ${index + 1}`,
    email: `cliente${index + 1}@demo.test`,
    createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
  }),
);

function rows() {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('the accounts list', () => {
  it('asks for the first page, newest first, and shows each account with its translated role', async () => {
    const api = fakeAccountsApi([admin, superSeller, seller, advertiser]);
    signInAs(admin);
    renderApp('/accounts');

    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(await screen.findByText('4 accounts')).toBeInTheDocument();
    expect(listFilters(api)[0]).toEqual({ page: 1, limit: 25, sort: 'createdAt', order: 'desc' });
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByText('Diego Rojas')).toBeInTheDocument();
    expect(within(first).getByText('Lácteos del Sur')).toBeInTheDocument();
    expect(within(first).getByText('Advertiser')).toBeInTheDocument();
    expect(within(first).getByText('diego@lacteos.test')).toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).getByText('Argentina')).toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).getByText('Seller')).toBeInTheDocument();
    expect(within(rows()[2] as HTMLElement).getByText('Super seller')).toBeInTheDocument();
    expect(within(rows()[2] as HTMLElement).getByText('Chile')).toBeInTheDocument();
  });

  it('pages on the server and keeps the page in the address', async () => {
    const api = fakeAccountsApi(many);
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/accounts');

    expect(await screen.findByText('1–25 of 27')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByText('26–27 of 27')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(listFilters(api).at(-1)).toMatchObject({ page: 2, limit: 25 });
    expect(router.state.location.search).toBe('?page=2');
  });

  it('searches through GET /accounts/search from the third letter, back on page 1, and filters by role', async () => {
    const api = fakeAccountsApi([...many, superSeller, seller, advertiser]);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/accounts?page=2');
    expect(await screen.findByText('26–30 of 30')).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search name, company or e-mail' });
    await user.type(search, 've');
    expect(screen.getByText('Type at least 3 letters to search')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(listFilters(api)).toHaveLength(1);
    expect(searchQueries(api)).toHaveLength(0);

    await user.type(search, 'nta');
    await waitFor(() =>
      expect(searchQueries(api).at(-1)).toEqual({
        q: 'venta',
        sort: 'createdAt',
        order: 'desc',
        limit: '200',
      }),
    );
    expect(await screen.findByText('2 accounts')).toBeInTheDocument();
    expect(listFilters(api)).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Seller' }));
    await waitFor(() =>
      expect(searchQueries(api).at(-1)).toEqual({
        q: 'venta',
        role: 'seller',
        sort: 'createdAt',
        order: 'desc',
        limit: '200',
      }),
    );
    expect(await screen.findByText('1 account')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(listFilters(api)).toHaveLength(1);
  });

  it('pages through the matches of a search without asking again', async () => {
    const api = fakeAccountsApi(many);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/accounts?search=cliente');
    expect(await screen.findByText('1–25 of 27')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('26–27 of 27')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(searchQueries(api)).toHaveLength(1);
    expect(screen.queryByText(/These are the first/)).not.toBeInTheDocument();
  });

  it('sorts on the server by the column clicked, flipping on a second click', async () => {
    const api = fakeAccountsApi([superSeller, seller, advertiser]);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/accounts');
    await screen.findByText('3 accounts');

    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(listFilters(api).at(-1)).toMatchObject({ sort: 'email', order: 'asc' }));
    await waitFor(() =>
      expect(within(rows()[0] as HTMLElement).getByText('diego@lacteos.test')).toBeVisible(),
    );
    await user.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(listFilters(api).at(-1)).toMatchObject({ sort: 'email', order: 'desc' }));
  });

  it('deletes after confirmation: the row disappears and the total drops by one', async () => {
    const api = fakeAccountsApi([superSeller, seller, advertiser]);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/accounts');
    await screen.findByText('3 accounts');

    await user.click(screen.getByRole('button', { name: 'Delete Diego Rojas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this account?' });
    expect(dialog).toHaveTextContent('diego@lacteos.test');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await screen.findByText('Account deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('2 accounts')).toBeInTheDocument();
    expect(screen.queryByText('Diego Rojas')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(api.callsTo('DELETE', '/api/accounts/9')).toHaveLength(1);
    expect(listFilters(api)).toHaveLength(1);
  });

  it('keeps the row and says why when the server refuses, and nothing happens on cancel', async () => {
    const api = fakeAccountsApi(
      [superSeller, seller, advertiser],
      fake(deleteAccount, () =>
        failure(409, 'CONFLICT', 'This account can not be deleted while it has 2 campaigns'),
      ),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/accounts');
    await screen.findByText('3 accounts');

    await user.click(screen.getByRole('button', { name: 'Delete Sergio Mora' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/accounts/5')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Sergio Mora' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account can not be deleted while it has 2 campaigns',
    );
    expect(screen.getByText('3 accounts')).toBeInTheDocument();
  });

  it('offers only the actions the role has: a seller edits its advertisers and signs into nobody', async () => {
    fakeAccountsApi([seller, advertiser]);
    signInAs(seller);
    renderApp('/accounts');
    await screen.findByText('2 accounts');

    expect(screen.getByRole('link', { name: 'Edit Diego Rojas' })).toHaveAttribute(
      'href',
      '/accounts/9/edit',
    );
    expect(screen.queryByRole('button', { name: /Sign into/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Sergio Mora' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Sergio Mora' })).not.toBeInTheDocument();
  });

  it('shows a placeholder while the first page loads', async () => {
    fakeAccountsApi(
      [],
      fake(listAccounts, () => new Promise<Response>(() => {})),
    );
    signInAs(admin);
    renderApp('/accounts');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('with no account yet, says so and offers to create the first one', async () => {
    fakeAccountsApi([]);
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/accounts');

    expect(await screen.findByText('No accounts yet')).toBeInTheDocument();
    expect(screen.getByText('No accounts')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Create account' });
    expect(links).toHaveLength(2);
    await user.click(links[1] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts/create');
  });

  it('is closed to an advertiser', async () => {
    fakeAccountsApi([advertiser]);
    signInAs(advertiser);
    const { router } = renderApp('/accounts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restricted' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restricted');
  });
});
