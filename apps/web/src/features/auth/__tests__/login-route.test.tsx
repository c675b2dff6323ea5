import type { Account } from '@adcontrol/domain/accounts/account';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers';
import { routes } from '../../../app/router';
import { sessionStore } from '../../../lib/session-store';

const account: Account = {
  id: 2,
  role: 'advertiser',
  firstName: 'Diego',
  lastName: 'Rojas',
  company: 'Lácteos del Sur',
  email: 'advertiser@demo.adcontrol.test',
  language: 'en',
  timezone: 'America/Santiago',
  avatar: null,
  country: 'CL',
  parentId: 3,
  advertisersLinked: [],
  confirmed: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login route', () => {
  it('shows the SPEC message for wrong credentials and keeps what was typed', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, {
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'The email and/or password are incorrect',
      }),
    );
    renderApp('/login');
    await fillAndSubmit('advertiser@demo.adcontrol.test', 'nope-nope');

    expect(await screen.findByRole('alert')).toHaveTextContent('The email and/or password are incorrect');
    expect(screen.getByLabelText('E-mail')).toHaveValue('advertiser@demo.adcontrol.test');
    expect(screen.getByLabelText('Password')).toHaveValue('nope-nope');
    expect(sessionStore.get().authenticated).toBe(false);
  });

  it("prefixes any other server failure with 'Server error: '", async () => {
    fetchMock.mockResolvedValueOnce(
      json(429, { success: false, code: 'TOO_MANY_REQUESTS', message: 'Too many sign-in attempts' }),
    );
    renderApp('/login');
    await fillAndSubmit('advertiser@demo.adcontrol.test', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error: Too many sign-in attempts');
  });

  it('names the invalid field before calling the server', async () => {
    renderApp('/login');
    await fillAndSubmit('not-an-email', 'whatever');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs in, keeps the session and lands on the page first asked for', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { authToken: 'a.b.c', refreshToken: 'r', account }));
    const router = renderApp('/simulator');
    await screen.findByLabelText('E-mail');
    expect(router.state.location.pathname).toBe('/login');

    await fillAndSubmit('advertiser@demo.adcontrol.test', 'demo-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Simulator' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/simulator');
    expect(screen.getByText('Advertiser')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('adcontrol.auth') ?? '{}')).toMatchObject({
      authenticated: true,
      role: 'advertiser',
    });
  });

  it('refuses a route outside the role menu', async () => {
    sessionStore.set({
      authenticated: true,
      authToken: 'a.b.c',
      refreshToken: 'r',
      role: 'advertiser',
      account,
      error: null,
      loading: false,
      oldUsers: [],
    });
    const router = renderApp('/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restricted' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restricted');
  });
});
