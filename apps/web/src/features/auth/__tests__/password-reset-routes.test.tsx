import { confirmAccount, forgotPassword, resetPassword } from '@adcontrol/domain/auth/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { failure, fake, mockApi, renderApp, resetBetweenTests, tooManyAttempts } from '../../../test/app';

resetBetweenTests();

const spentLink = () => failure(400, 'BAD_REQUEST', 'This link is invalid or has expired', 'token');

async function chooseNewPassword(labels = { password: /^New password/, confirm: /Confirm new password/ }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.password), 'a-long-password');
  await user.type(screen.getByLabelText(labels.confirm), 'a-long-password');
  return user;
}

describe('the reset-password route', () => {
  it('refuses a confirmation that does not match, without calling the server', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderApp('/reset-password/tok-123');
    await user.type(await screen.findByLabelText(/^New password/), 'a-long-password');
    await user.type(screen.getByLabelText(/Confirm new password/), 'a-long-passwore');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByText('Confirm password does not match')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the token from the link and then offers to sign in', async () => {
    const api = mockApi(fake(resetPassword, () => ({ success: true }) as const));
    renderApp('/reset-password/tok-123');
    const user = await chooseNewPassword();
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been reset' }),
    ).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      token: 'tok-123',
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('replaces the form with the way on when the link is spent or expired', async () => {
    mockApi(fake(resetPassword, spentLink));
    const { router } = renderApp('/reset-password/old');
    const user = await chooseNewPassword();
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('says in the chosen language how long to wait after too many attempts, and keeps the form', async () => {
    await i18n.changeLanguage('es');
    mockApi(fake(resetPassword, () => tooManyAttempts(300)));
    renderApp('/reset-password/tok-123');
    const user = await chooseNewPassword({
      password: /^Contraseña nueva/,
      confirm: /Confirma la contraseña nueva/,
    });
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña nueva' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Demasiados intentos\. Vuelve a intentarlo en 5 minutos\.$/,
    );
    expect(screen.getByLabelText(/^Contraseña nueva/)).toHaveValue('a-long-password');
  });

  it("shows the server's text of a failure on its side (SPEC 8), never a generic one", async () => {
    mockApi(
      fake(resetPassword, () =>
        failure(503, 'UPSTREAM_UNAVAILABLE', 'The e-mail could not be sent, please try again later'),
      ),
    );
    renderApp('/reset-password/tok-123');
    const user = await chooseNewPassword();
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The e-mail could not be sent, please try again later$/,
    );
  });
});

describe('the forgot-password route', () => {
  it.each([
    ['en', 'E-mail', 'Send the link', 'Check your e-mail', 'If an account exists for who@where.test'],
    [
      'es',
      'Correo electrónico',
      'Enviar el enlace',
      'Revisa tu correo',
      'Si existe una cuenta para who@where.test',
    ],
    ['pt', 'E-mail', 'Enviar o link', 'Verifique seu e-mail', 'Se existir uma conta para who@where.test'],
  ])(
    'in %s, says a link is on its way only if an account exists',
    async (language, label, submit, title, body) => {
      await i18n.changeLanguage(language);
      const api = mockApi(fake(forgotPassword, () => ({ success: true }) as const));
      const user = userEvent.setup();
      renderApp('/forgot-password');
      await user.type(await screen.findByLabelText(new RegExp(label)), 'who@where.test');
      await user.click(screen.getByRole('button', { name: submit }));

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(new RegExp(`^${body}`))).toBeInTheDocument();
      expect(api.calls[0]?.body).toEqual({ email: 'who@where.test' });
    },
  );

  it('says in the chosen language how long to wait after too many requests, and keeps the address', async () => {
    await i18n.changeLanguage('pt');
    mockApi(fake(forgotPassword, () => tooManyAttempts(600)));
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/E-mail/), 'who@where.test');
    await user.click(screen.getByRole('button', { name: 'Enviar o link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Muitas tentativas\. Tente novamente em 10 minutos\.$/,
    );
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('who@where.test');
  });
});

describe('the confirm route', () => {
  it('confirms on load, once, and offers to sign in', async () => {
    const api = mockApi(fake(confirmAccount, () => ({ success: true }) as const));
    renderApp('/confirm/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is confirmed' }),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.body)).toEqual([{ token: 'abc' }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says in the chosen language that the link does not work, and offers to sign in or get a new one', async () => {
    await i18n.changeLanguage('pt');
    mockApi(fake(confirmAccount, spentLink));
    renderApp('/confirm/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não conseguimos confirmar sua conta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Este link é inválido ou expirou$/);
    expect(
      screen.getByText(/o link de redefinição de senha também confirma seu endereço/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('tells a failure to reach the server apart from a bad link', async () => {
    mockApi(fake(confirmAccount, () => failure(503, 'UPSTREAM_UNAVAILABLE', 'mail relay down')));
    renderApp('/confirm/abc');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unexpected error, please try again later');
    expect(within(alert).queryByText(/invalid or has expired/)).not.toBeInTheDocument();
  });
});
