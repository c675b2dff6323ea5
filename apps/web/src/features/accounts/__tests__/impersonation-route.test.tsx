import { signIntoAccount } from '@adcontrol/domain/auth/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { failure, fake, renderApp, resetBetweenTests } from '../../../test/app';
import { signInAs } from '../../../test/fixtures';
import { admin, advertiser, fakeAccountsApi, seller, superSeller } from './fake-accounts-api';

resetBetweenTests();

const banner = () => screen.queryByRole('region', { name: /^Signed in as/ });

describe('signing into another account', () => {
  it('stacks the session, opens home as the target, and Return restores the first session and page', async () => {
    const api = fakeAccountsApi([superSeller, seller, advertiser]);
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/accounts?role=seller');
    await screen.findByText('1 account');

    await user.click(screen.getByRole('button', { name: 'Sign into the account of Sergio Mora' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sergio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(banner()).toHaveTextContent('Signed in as Sergio');
    expect(banner()).toHaveTextContent('on behalf of Ana');
    const call = api.callsTo('GET', '/api/auth/sign-into-account/5')[0];
    expect(call?.headers.get('authorization')).toBe('Bearer access-1');
    expect(sessionStore.get()).toMatchObject({
      authToken: 'access-5',
      role: 'seller',
      oldUsers: [{ authToken: 'access-1', refreshToken: 'refresh-1', returnTo: '/accounts?role=seller' }],
    });

    await user.click(within(banner() as HTMLElement).getByRole('button', { name: 'Return to Ana' }));

    expect(await screen.findByText('1 account')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/accounts?role=seller');
    expect(banner()).not.toBeInTheDocument();
    expect(sessionStore.get()).toMatchObject({ authToken: 'access-1', account: admin, oldUsers: [] });
    expect(api.callsTo('GET', '/api/accounts').at(-1)?.headers.get('authorization')).toBe('Bearer access-1');
  });

  it('unwinds nested sign-ins in order, each to the page it left', async () => {
    const api = fakeAccountsApi([superSeller, seller, advertiser]);
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/accounts');
    const trail: string[] = [];
    router.subscribe((state) =>
      trail.push(
        `${state.navigation.state}:${state.location.pathname}${state.location.search}:${sessionStore.get().account?.id}`,
      ),
    );
    (globalThis as { trail?: string[] }).trail = trail;
    await screen.findByText('3 accounts');

    await user.click(screen.getByRole('button', { name: 'Sign into the account of Sofía Lara' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sofía' })).toBeInTheDocument();

    await router.navigate('/accounts?search=die');
    await screen.findByText('1 account');
    expect(api.callsTo('GET', '/api/accounts/search').at(-1)?.headers.get('authorization')).toBe(
      'Bearer access-3',
    );
    await user.click(screen.getByRole('button', { name: 'Sign into the account of Diego Rojas' }));

    try {
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Diego' });
    } catch (error) {
      console.log('TRAIL', JSON.stringify(trail));
      throw error;
    }
    expect(banner()).toHaveTextContent('Signed in as Diego');
    expect(banner()).toHaveTextContent('on behalf of Sofía');
    expect(sessionStore.get().oldUsers.map((entry) => entry.account.id)).toEqual([1, 3]);

    await user.click(screen.getByRole('button', { name: 'Return to Sofía' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=die'));
    expect(await screen.findByText('1 account')).toBeInTheDocument();
    expect(banner()).toHaveTextContent('Signed in as Sofía');
    expect(sessionStore.get()).toMatchObject({ authToken: 'access-3', role: 'super_seller' });

    await user.click(screen.getByRole('button', { name: 'Return to Ana' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/accounts');
    expect(await screen.findByText('3 accounts')).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(sessionStore.get()).toMatchObject({ authToken: 'access-1', role: 'admin', oldUsers: [] });
  });

  it("says 'You can not sign into this account' when refused, and stays", async () => {
    fakeAccountsApi(
      [seller],
      fake(signIntoAccount, () => failure(403, 'FORBIDDEN', 'You can not sign into this account')),
    );
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/accounts');
    await screen.findByText('1 account');

    await user.click(screen.getByRole('button', { name: 'Sign into the account of Sergio Mora' }));
    expect(await screen.findByText('You can not sign into this account')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounts');
    expect(sessionStore.get()).toMatchObject({ authToken: 'access-1', oldUsers: [] });
  });

  it('says it has not been possible on any other failure', async () => {
    fakeAccountsApi(
      [seller],
      fake(signIntoAccount, () => failure(500, 'INTERNAL', 'Internal server error')),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/accounts');
    await screen.findByText('1 account');

    await user.click(screen.getByRole('button', { name: 'Sign into the account of Sergio Mora' }));
    expect(
      await screen.findByText('It has not been possible to enter the account of this user.'),
    ).toBeInTheDocument();
    expect(sessionStore.get().account?.id).toBe(1);
  });
});
