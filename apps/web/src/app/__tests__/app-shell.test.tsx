import { signOut } from '@adcontrol/domain/auth/contracts';
import { getClientConfig } from '@adcontrol/domain/system/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PREFERENCES_STORAGE_KEY, preferencesStore } from '../../lib/preferences';
import { pushSession } from '../../lib/session-store';
import { fake, mockApi, renderApp, resetBetweenTests } from '../../test/app';
import { makeAccount, sessionFor, signInAs } from '../../test/fixtures';
import { WELCOME_SEEN_KEY } from '../shell/welcome-seen';

resetBetweenTests();
afterEach(() => onlineManager.setOnline(true));

const admin = makeAccount({ role: 'admin', firstName: 'Carolina' });

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
}

describe('the app shell', () => {
  it('lets a keyboard user skip the top bar straight to the page', async () => {
    mockApi();
    signInAs(makeAccount({ role: 'advertiser', firstName: 'Diego' }));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Diego' });

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(document.getElementById('content')).toHaveFocus();
    expect(document.getElementById('content')).toContainElement(
      screen.getByRole('heading', { level: 1, name: 'Welcome, Diego' }),
    );
    expect(router.state.location.hash).toBe('');
  });

  it.each([
    ['super_seller', ['Home', 'Users', 'Audience', 'Campaigns', 'Simulator']],
    ['advertiser', ['Home', 'Simulator']],
    ['analyst', ['Audience', 'Simulator']],
  ] as const)('shows a %s the menu SPEC gives its role', async (role, items) => {
    mockApi();
    signInAs(makeAccount({ role }));
    renderApp('/');
    const nav = await openMenu(userEvent.setup());
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(items);
  });

  it('groups Control and Programmatics under Campaigns, and marks Audience on create-audience', async () => {
    mockApi();
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/audience/create');
    const nav = await openMenu(user);
    expect(within(nav).getByRole('link', { name: 'Audience' })).toHaveAttribute('aria-current', 'page');
    const group = within(nav).getByRole('button', { name: 'Campaigns' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Programmatics' })).toHaveAttribute(
      'href',
      '/campaigns/programmatics',
    );
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
  });

  it('lands an analyst, who has no Home, on Audience', async () => {
    mockApi();
    signInAs(makeAccount({ role: 'analyst' }));
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Audiences' });
    expect(router.state.location.pathname).toBe('/audience');
  });

  it('ends the menu with BETA 2.0 and a Support link that opens safely in a new tab', async () => {
    mockApi();
    signInAs(admin);
    renderApp('/');
    await openMenu(userEvent.setup());
    const drawer = screen.getByRole('presentation', { hidden: false });
    expect(within(drawer).getByText('BETA 2.0')).toBeInTheDocument();
    const support = await within(drawer).findByRole('link', { name: /Support/ });
    expect(support).toHaveAttribute('href', 'https://support.example.test/form');
    expect(support).toHaveAttribute('target', '_blank');
    expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('labels a non-production deployment and not production', async () => {
    mockApi();
    signInAs(admin);
    renderApp('/');
    expect(await screen.findByText('staging')).toBeInTheDocument();
  });

  it('shows no staging label in production', async () => {
    mockApi(
      fake(getClientConfig, () => ({
        environment: 'production',
        isProduction: true,
        supportUrl: 'https://support.example.test',
        mapTileUrl: null,
      })),
    );
    signInAs(admin);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Carolina' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText('production')).not.toBeInTheDocument();
  });

  it('names the person and the translated role, with Settings and Log Out in its menu', async () => {
    const api = mockApi(fake(signOut, () => ({ success: true }) as const));
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Carolina, Admin: account menu' }));
    // The menu's code loads on first use, so it opens a moment after the click.
    expect(await screen.findByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('adcontrol.auth')).toBeNull();
    // The session ends on the server too, so its tokens stop working there (decision 043).
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/sign-out')[0]?.body).toEqual({
      refreshTokens: [sessionFor(admin).refreshToken],
    });
  });

  it('logs out of every account signed into, ending each of their sessions on the server', async () => {
    const api = mockApi(fake(signOut, () => ({ success: true }) as const));
    signInAs(admin);
    const seller = makeAccount({ id: 7, role: 'seller', firstName: 'Martina' });
    pushSession(sessionFor(seller), '/accounts');
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Martina, Seller: account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/sign-out')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/sign-out')[0]?.body).toEqual({
      refreshTokens: [sessionFor(seller).refreshToken, sessionFor(admin).refreshToken],
    });
    expect(localStorage.getItem('adcontrol.auth')).toBeNull();
  });

  it('sends a signed-out visitor straight to the login form, and back to the page asked for', async () => {
    mockApi();
    const { router } = renderApp('/accounts?page=2');
    expect(await screen.findByLabelText('E-mail')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/accounts?page=2' });
  });
});

describe('the welcome modal', () => {
  it('greets on entry and, when asked, never again', async () => {
    localStorage.removeItem(WELCOME_SEEN_KEY);
    mockApi();
    signInAs(makeAccount({ role: 'seller', firstName: 'Martina' }));
    const user = userEvent.setup();
    renderApp('/');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Welcome to adcontrol 2.0, Martina' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByText('Programmatics')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: "Don't show this again" }));
    await user.click(within(dialog).getByRole('button', { name: 'Get started' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toMatchObject({
      skipWelcome: true,
    });
  });

  it('stays away once skipped, even in a new tab', async () => {
    localStorage.removeItem(WELCOME_SEEN_KEY);
    preferencesStore.set((current) => ({ ...current, skipWelcome: true }));
    mockApi();
    signInAs(admin);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Carolina' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('greets again after the site storage was cleared in the same tab', async () => {
    sessionStorage.setItem(WELCOME_SEEN_KEY, '1');
    localStorage.clear();
    mockApi();
    signInAs(makeAccount({ role: 'seller', firstName: 'Martina' }));
    renderApp('/');
    expect(
      await screen.findByRole('dialog', { name: 'Welcome to adcontrol 2.0, Martina' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('never stands over a page the person has moved on to', async () => {
    localStorage.removeItem(WELCOME_SEEN_KEY);
    mockApi();
    signInAs(makeAccount({ role: 'seller', firstName: 'Martina' }));
    const { router } = renderApp('/');
    await screen.findByRole('dialog', { name: 'Welcome to adcontrol 2.0, Martina' }, { timeout: 10_000 });
    // Moved on (a link, the browser's history) while it was there, or before its code arrived.
    await router.navigate('/simulator');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Simulator' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the theme customizer', () => {
  it('switches mode, direction and layout, and keeps them', async () => {
    mockApi();
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Theme customizer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Theme customizer' });
    await user.click(within(drawer).getByRole('button', { name: 'Semi dark' }));
    await user.click(within(drawer).getByRole('button', { name: 'Right to left' }));
    await user.click(within(drawer).getByRole('button', { name: 'Horizontal' }));

    expect(within(drawer).getByRole('button', { name: 'Semi dark' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.dir).toBe('rtl');
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toMatchObject({
      mode: 'semi-dark',
      direction: 'rtl',
      layout: 'horizontal',
    });

    await user.click(within(drawer).getByRole('button', { name: 'Reset to defaults' }));
    expect(document.documentElement.dir).toBe('ltr');
  });
});

describe('the horizontal layout', () => {
  it('tells a role without a horizontal menu that its side menu stays', async () => {
    mockApi();
    signInAs(makeAccount({ role: 'analyst' }));
    const user = userEvent.setup();
    renderApp('/audience');
    await user.click(await screen.findByRole('button', { name: 'Theme customizer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Theme customizer' });
    expect(
      within(drawer).getByText(
        "Your role's sections are all in the side menu, so it stays in either layout.",
      ),
    ).toBeInTheDocument();
  });
});

describe('without a connection', () => {
  it('says so until the connection returns', async () => {
    mockApi();
    signInAs(admin);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Carolina' });
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole('alert')).toHaveTextContent('Please, check your network connection');
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
