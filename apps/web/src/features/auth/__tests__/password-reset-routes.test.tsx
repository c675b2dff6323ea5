import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, json, mockApi, renderApp, resetBetweenTests } from '../../../test/app';

resetBetweenTests();

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
    const api = mockApi({ 'POST /api/auth/reset-password': () => json(200, { success: true }) });
    const user = userEvent.setup();
    renderApp('/reset-password/tok-123');
    await user.type(await screen.findByLabelText(/^New password/), 'a-long-password');
    await user.type(screen.getByLabelText(/Confirm new password/), 'a-long-password');
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

  it("shows the server's reason for a spent link", async () => {
    mockApi({
      'POST /api/auth/reset-password': () => failure(400, 'BAD_REQUEST', 'The link has expired'),
    });
    const user = userEvent.setup();
    renderApp('/reset-password/old');
    await user.type(await screen.findByLabelText(/^New password/), 'a-long-password');
    await user.type(screen.getByLabelText(/Confirm new password/), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The link has expired');
  });
});

describe('the forgot-password route', () => {
  it.each([
    ['an account', () => json(200, { success: true })],
    ['no account', () => failure(404, 'NOT_FOUND', 'Account not found')],
  ])('says the same thing whether the address has %s', async (_, answer) => {
    mockApi({ 'POST /api/auth/forgot-password': answer });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/E-mail/), 'who@where.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for who@where\.test/)).toBeInTheDocument();
  });

  it('reports a request that could not be made', async () => {
    mockApi({
      'POST /api/auth/forgot-password': () => failure(429, 'TOO_MANY_REQUESTS', 'Too many requests'),
    });
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText(/E-mail/), 'who@where.test');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('who@where.test');
  });
});

describe('the confirm route', () => {
  it('confirms on load, once, and offers to sign in', async () => {
    const api = mockApi({ 'POST /api/auth/confirm': () => json(200, { success: true }) });
    renderApp('/confirm/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is confirmed' }),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.body)).toEqual([{ token: 'abc' }]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says clearly when the link does not work', async () => {
    mockApi({ 'POST /api/auth/confirm': () => failure(400, 'BAD_REQUEST', 'Invalid or expired link') });
    renderApp('/confirm/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not confirm your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired link');
  });
});
