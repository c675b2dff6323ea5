import type { Account } from '@adcontrol/domain/accounts/account';
import { signIn } from '@adcontrol/domain/auth/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { sessionStore } from '../../../lib/session-store';
import { fake, json, mockApi, renderApp, resetBetweenTests } from '../../../test/app';

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

resetBetweenTests();

const signInAnswers = (response: Response) => mockApi(fake(signIn, () => response));

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the login route', () => {
  it("shows SPEC's 'Server error: ' and the message for wrong credentials, and keeps what was typed", async () => {
    signInAnswers(
      json(401, {
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'The email and/or password are incorrect',
      }),
    );
    renderApp('/login');
    await fillAndSubmit('advertiser@demo.adcontrol.test', 'nope-nope');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Server error: The email and\/or password are incorrect$/,
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue('advertiser@demo.adcontrol.test');
    expect(screen.getByLabelText('Password')).toHaveValue('nope-nope');
    expect(sessionStore.get().authenticated).toBe(false);
  });

  it("prefixes any other server failure with 'Server error: '", async () => {
    signInAnswers(json(400, { success: false, code: 'MALFORMED_JSON', message: 'Body is not valid JSON' }));
    renderApp('/login');
    await fillAndSubmit('advertiser@demo.adcontrol.test', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error: Body is not valid JSON');
  });

  it('says how long to wait after too many attempts, rounded up to whole minutes, in the chosen language', async () => {
    await i18n.changeLanguage('es');
    signInAnswers(
      new Response(
        JSON.stringify({
          success: false,
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many attempts. Please try again in 3 minutes.',
        }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '121' } },
      ),
    );
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'advertiser@demo.adcontrol.test');
    await user.type(screen.getByLabelText('Contraseña'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Error del servidor: Demasiados intentos\. Vuelve a intentarlo en 3 minutos\.$/,
    );
    expect(alert).not.toHaveTextContent(/Too many/);
  });

  it('asks an unconfirmed account to confirm first and offers a new link for the same address', async () => {
    signInAnswers(
      json(403, {
        success: false,
        code: 'FORBIDDEN',
        field: 'email',
        message: 'Please confirm your e-mail address before signing in',
      }),
    );
    const { router } = renderApp('/login');
    await fillAndSubmit('new@demo.adcontrol.test', 'demo-password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Server error: Please confirm your e-mail address before signing in');
    expect(alert).toHaveTextContent('A password-reset link confirms your address too');
    await userEvent.setup().click(within(alert).getByRole('link', { name: 'Send me a new link' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('new@demo.adcontrol.test');
  });

  it('names the invalid field before calling the server', async () => {
    const api = mockApi();
    renderApp('/login');
    await fillAndSubmit('not-an-email', 'whatever');
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('opens the login form for a signed-out visitor of home, with no page between', async () => {
    mockApi();
    const { router } = renderApp('/');
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Sign in needed' })).not.toBeInTheDocument();
  });

  it('signs in, keeps the session and lands on the page first asked for', async () => {
    signInAnswers(json(200, { authToken: 'a.b.c', refreshToken: 'r', account }));
    const { router } = renderApp('/simulator');
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
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
    mockApi();
    const { router } = renderApp('/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restricted' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restricted');
  });
});
