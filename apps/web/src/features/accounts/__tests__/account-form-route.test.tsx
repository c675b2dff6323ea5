import { createAccount, updateAccount } from '@adcontrol/domain/accounts/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fake, renderApp, resetBetweenTests } from '../../../test/app';
import { signInAs } from '../../../test/fixtures';
import { admin, advertiser, fakeAccountsApi, seller, superSeller } from './fake-accounts-api';

resetBetweenTests();

async function fillNewAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^First name/), 'Marta');
  await user.type(screen.getByLabelText(/^Company/), 'Helados Polar');
  await user.type(screen.getByLabelText(/^E-mail/), 'marta@polar.test');
  await user.type(screen.getByLabelText(/^Password/), 'helado-de-fresa');
}

describe('the create-account route', () => {
  it('creates an advertiser by default, says so and goes back to the list', async () => {
    const api = fakeAccountsApi(
      [advertiser],
      fake(createAccount, ({ body }) => ({ ...advertiser, id: 40, ...body })),
    );
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    await fillNewAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(api.callsTo('POST', '/api/accounts')[0]?.body).toEqual({
      firstName: 'Marta',
      company: 'Helados Polar',
      email: 'marta@polar.test',
      role: 'advertiser',
      password: 'helado-de-fresa',
      language: 'en',
      timezone: admin.timezone,
    });
  });

  it('puts the server’s field error under its field and keeps every input', async () => {
    fakeAccountsApi(
      [],
      fake(createAccount, () => failure(409, 'CONFLICT', 'This email already exists', 'email')),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/accounts/create');
    await fillNewAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email already exists'));
    expect(email).toHaveValue('marta@polar.test');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Marta');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('helado-de-fresa');
  });

  it('puts a refusal of the language under the language field', async () => {
    fakeAccountsApi(
      [],
      fake(createAccount, () =>
        failure(400, 'VALIDATION_FAILED', 'This language is not offered to this account', 'language'),
      ),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/accounts/create');
    await fillNewAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const language = screen.getByRole('combobox', { name: /^Language/ });
    await waitFor(() =>
      expect(language).toHaveAccessibleDescription('This language is not offered to this account'),
    );
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Marta');
  });

  it('shows another refusal above the form', async () => {
    fakeAccountsApi(
      [],
      fake(createAccount, () => failure(403, 'FORBIDDEN', 'Only special admins may create admins')),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/accounts/create');
    await fillNewAccount(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only special admins may create admins');
  });

  it('offers a super seller only the roles below it, and links advertisers for a seller', async () => {
    const api = fakeAccountsApi(
      [advertiser],
      fake(createAccount, ({ body }) => ({ ...seller, id: 41, ...body })),
    );
    signInAs(superSeller);
    const user = userEvent.setup();
    renderApp('/accounts/create');
    await fillNewAccount(user);

    await user.click(screen.getByRole('combobox', { name: /^Role/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Seller', 'Advertiser']);
    await user.click(screen.getByRole('option', { name: 'Seller' }));

    await user.click(await screen.findByRole('combobox', { name: 'Advertisers' }));
    await user.click(await screen.findByRole('option', { name: /Diego Rojas/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText('Account created successfully');
    expect(api.callsTo('POST', '/api/accounts')[0]?.body).toMatchObject({
      role: 'seller',
      advertisersLinked: [9],
    });
  });
});

describe('the edit-account route', () => {
  it('loads the account, sends only what changed and says it was updated', async () => {
    const api = fakeAccountsApi(
      [seller, advertiser],
      fake(updateAccount, ({ body }) => ({ ...advertiser, ...body })),
    );
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/9/edit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit account' })).toBeInTheDocument();
    const company = await screen.findByLabelText(/^Company/);
    expect(company).toHaveValue('Lácteos del Sur');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Leave blank to keep the current password',
    );
    await user.clear(company);
    await user.type(company, 'Lácteos del Norte');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Account updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(api.callsTo('PATCH', '/api/accounts/9')[0]?.body).toEqual({ company: 'Lácteos del Norte' });
  });

  it('says so when the account is not there', async () => {
    fakeAccountsApi([]);
    signInAs(admin);
    renderApp('/accounts/77/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account does not exist, or it is not one you can see.',
    );
  });

  it('shows the same for an address whose id cannot be one, without asking the API', async () => {
    const api = fakeAccountsApi([seller]);
    signInAs(admin);
    renderApp('/accounts/abc/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account does not exist, or it is not one you can see.',
    );
    expect(api.callsTo('GET', '/api/accounts/abc')).toHaveLength(0);
  });
});
