import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, resetBetweenTests } from '../../test/app';
import { makeAccount, signInAs } from '../../test/fixtures';

resetBetweenTests();

describe('the floor page (decision 073)', () => {
  it('shows the shell and one card of words, names the tab, and no menu item leads to it', async () => {
    const api = mockApi();
    signInAs(makeAccount({ role: 'admin' }));
    const user = userEvent.setup();
    renderApp('/floor');

    const title = await screen.findByRole('heading', { level: 1, name: 'Blank page' });
    expect(screen.getByText(/nothing else/)).toBeInTheDocument();
    expect(document.title).toBe('Blank page · adcontrol');
    expect(within(screen.getByRole('main')).getAllByRole('heading')).toEqual([title]);

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    for (const link of within(nav).getAllByRole('link')) expect(link).not.toHaveAttribute('href', '/floor');
    // It fetches nothing of the account's data: at most the shell's own settings.
    expect(api.calls.map((call) => call.url.pathname)).not.toContainEqual(
      expect.stringMatching(/campaigns|audiences|home|statistics|accounts/),
    );
  });

  it('sends a signed-out visitor to the login form', async () => {
    mockApi();
    const { router } = renderApp('/floor');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
