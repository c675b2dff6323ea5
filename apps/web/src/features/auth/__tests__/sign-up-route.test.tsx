import { signUp } from '@adcontrol/domain/auth/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fake, mockApi, renderApp, resetBetweenTests, tooManyAttempts } from '../../../test/app';

resetBetweenTests();

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/First name/), 'Marta');
  await user.type(screen.getByLabelText('Last name'), 'Gómez');
  await user.type(screen.getByLabelText('Company'), 'Helados Polar');
  await user.type(screen.getByLabelText(/E-mail/), 'marta@polar.test');
  await user.type(screen.getByLabelText(/Password/), 'sorbete-de-limon');
}

describe('the sign-up route', () => {
  it('says "Server error: This email already exists" and marks the e-mail on 409, keeping what was typed', async () => {
    const api = mockApi(fake(signUp, () => failure(409, 'CONFLICT', 'This email already exists', 'email')));
    const user = userEvent.setup();
    renderApp('/sign-up');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const email = screen.getByLabelText(/E-mail/);
    expect(await screen.findByText('This email already exists')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('This email already exists');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('marta@polar.test');
    expect(screen.getByLabelText(/First name/)).toHaveValue('Marta');
    expect(screen.getByLabelText(/Password/)).toHaveValue('sorbete-de-limon');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Server error: This email already exists$/);
    expect(api.callsTo('POST', '/api/auth/sign-up')[0]?.body).toEqual({
      firstName: 'Marta',
      lastName: 'Gómez',
      company: 'Helados Polar',
      email: 'marta@polar.test',
      password: 'sorbete-de-limon',
      language: 'en',
    });
  });

  it('checks the password length before calling the server', async () => {
    const api = mockApi();
    const user = userEvent.setup();
    renderApp('/sign-up');
    await user.type(await screen.findByLabelText(/First name/), 'Marta');
    await user.type(screen.getByLabelText(/E-mail/), 'marta@polar.test');
    await user.type(screen.getByLabelText(/Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('The password must have at least 8 characters')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('tells the new user to check their e-mail', async () => {
    mockApi(fake(signUp, () => ({ success: true }) as const));
    const user = userEvent.setup();
    renderApp('/sign-up');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/marta@polar\.test/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it("prefixes another failure with 'Server error: '", async () => {
    mockApi(fake(signUp, () => failure(400, 'MALFORMED_JSON', 'Body is not valid JSON')));
    const user = userEvent.setup();
    renderApp('/sign-up');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error: Body is not valid JSON');
  });

  it('says how long to wait after too many sign-ups, after the server-error prefix', async () => {
    mockApi(fake(signUp, () => tooManyAttempts(61)));
    const user = userEvent.setup();
    renderApp('/sign-up');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Server error: Too many attempts\. Please try again in 2 minutes\.$/,
    );
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('marta@polar.test');
  });
});
