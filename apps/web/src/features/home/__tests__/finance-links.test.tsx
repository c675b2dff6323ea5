import { getHomeSummary } from '@adcontrol/domain/home/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fake, mockApi, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { emptySummary } from './home-summary-fixture';

vi.mock('../../../components/charts/daily-chart', () => ({ default: () => <div /> }));

resetBetweenTests();

const home = () => mockApi(fake(getHomeSummary, () => emptySummary()));

describe("Home's way to the money screens (docs/decisions/038)", () => {
  it('leads an admin to the expense report and to payments', async () => {
    home();
    signInAs(makeAccount({ id: 1, role: 'admin' }));
    const user = userEvent.setup();
    const { router } = renderApp('/');

    const nav = await screen.findByRole('navigation', { name: 'Money' });
    expect(within(nav).getByRole('link', { name: /Payments/ })).toHaveAttribute('href', '/payments');
    await user.click(within(nav).getByRole('link', { name: /Expense report/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/expenses'));
  });

  it('shows a seller the expense report too, and an advertiser only payments', async () => {
    home();
    signInAs(makeAccount({ id: 3, role: 'seller' }));
    const seller = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Money' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/expenses', '/payments']);
    seller.unmount();

    signInAs(makeAccount({ id: 2, role: 'advertiser' }));
    renderApp('/');
    const own = await screen.findByRole('navigation', { name: 'Money' });
    expect(
      within(own)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/payments']);
  });
});
