import { updateMe } from '@adcontrol/domain/accounts/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { preferencesStore } from '../../../lib/preferences';
import { sessionStore } from '../../../lib/session-store';
import { failure, fake, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { fakeProfileApi } from './fake-profile-api';

resetBetweenTests();
afterEach(async () => {
  preferencesStore.reset();
  await i18n.changeLanguage('en');
});

const me = makeAccount({ id: 7, role: 'seller', firstName: 'Sofía', lastName: 'Lara', company: 'Ventas SA' });

describe('the profile route', () => {
  it('shows the SPEC text for a wrong current password and keeps what was typed', async () => {
    const api = fakeProfileApi(
      fake(updateMe, () => failure(400, 'BAD_REQUEST', 'Current password incorrect', 'currentPassword')),
    );
    signInAs(me);
    const user = userEvent.setup();
    renderApp('/profile');

    // The file's first render loads the route's code and texts: give it time on a busy machine.
    await user.type(
      await screen.findByLabelText(/^Current password/, undefined, { timeout: 12_000 }),
      'not-my-password',
    );
    await user.type(screen.getByLabelText(/^New password/), 'a-brand-new-one');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-brand-new-one');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const current = screen.getByLabelText(/^Current password/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Current password incorrect'));
    expect(current).toHaveValue('not-my-password');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('a-brand-new-one');
    expect(api.callsTo('PATCH', '/api/accounts/me')[0]?.body).toEqual({
      currentPassword: 'not-my-password',
      newPassword: 'a-brand-new-one',
    });
    expect(sessionStore.get().authenticated).toBe(true);
  });

  it('refuses a confirmation that does not match before calling the server', async () => {
    const api = fakeProfileApi();
    signInAs(me);
    const user = userEvent.setup();
    renderApp('/profile');
    await user.type(await screen.findByLabelText(/^Current password/), 'old-password');
    await user.type(screen.getByLabelText(/^New password/), 'a-brand-new-one');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-brand-new-two');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Confirm password does not match')).toBeInTheDocument();
    // The page lists the scheduled reports too (docs/decisions/040); nothing touches the account.
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/api/accounts'))).toHaveLength(0);
  });

  it('saves the details, says so, shows the new name and switches the interface language', async () => {
    const api = fakeProfileApi(fake(updateMe, ({ body }) => ({ ...me, ...body })));
    signInAs(me);
    const user = userEvent.setup();
    renderApp('/profile');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile and settings' }),
    ).toBeInTheDocument();
    const firstName = screen.getByLabelText(/^First name/);
    await user.clear(firstName);
    await user.type(firstName, 'Sofi');
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Perfil actualizado con éxito')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/accounts/me')[0]?.body).toMatchObject({
      firstName: 'Sofi',
      language: 'es',
    });
    // The picture has its own buttons: saving the details never touches it.
    expect(api.callsTo('PATCH', '/api/accounts/me')[0]?.body).not.toHaveProperty('avatar');
    expect(sessionStore.get().account?.firstName).toBe('Sofi');
    expect(i18n.language).toBe('es');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Perfil y configuración' }),
    ).toBeInTheDocument();
  });

  it('keeps the input when the save fails', async () => {
    fakeProfileApi(fake(updateMe, () => failure(500, 'INTERNAL', 'Internal server error')));
    signInAs(me);
    const user = userEvent.setup();
    renderApp('/profile');
    const company = await screen.findByLabelText(/^Company/);
    await user.clear(company);
    await user.type(company, 'Ventas Globales');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error, please try again later');
    expect(company).toHaveValue('Ventas Globales');
  });
});
