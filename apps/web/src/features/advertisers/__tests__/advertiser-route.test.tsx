import { getAdvertiserOverview } from '@adcontrol/domain/advertisers/contracts';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fake, renderApp, resetBetweenTests } from '../../../test/app';
import { fakeAdvertiserApi, lacteos, makeOverview } from '../../../test/fake-advertiser-api';
import { makeAccount, signInAs } from '../../../test/fixtures';

// jsdom draws no canvas: the chart stands in as a plain element; what the card says about it is real.
vi.mock('../../../components/charts/daily-chart', () => ({
  default: () => <div data-testid="chart-drawn" />,
}));

resetBetweenTests();

const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Carolina' });
const OVERVIEW = '/api/advertisers/30/overview';

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
function plainText(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

const rangeOf = (call: { url: URL } | undefined) => Object.fromEntries(call?.url.searchParams ?? []);

describe('advertiser page', () => {
  it('shows an advertiser its own figures over the last 30 days, with no one to choose', async () => {
    const api = fakeAdvertiserApi();
    signInAs(lacteos);
    renderApp('/advertiser');

    // The file's first render loads the route's code and texts: give it time on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lácteos del Sur' }, { timeout: 12_000 }),
    ).toBeInTheDocument();
    const today = networkDay(Date.now());
    expect(rangeOf(api.callsTo('GET', OVERVIEW)[0])).toEqual({ from: daysBefore(today, 29), to: today });
    expect(screen.queryByRole('combobox', { name: 'Advertiser' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/accounts/adv/raw')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    expect(
      within(screen.getByRole('region', { name: 'Impressions' })).getByText('120,000'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'CTR' })).getByText('2.00%')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Reach' })).getByText('48,250')).toBeInTheDocument();

    const spend = plainText(screen.getByRole('region', { name: 'Budget and spend' }));
    expect(spend).toContain('CLP 300,000 spent of CLP 1,500,000');
    expect(spend).toContain('CLP 1,200,000 left');
    expect(spend).toContain('CLP 120,000 spent in these days');
    expect(spend).toContain('USD 2,000 spent of USD 2,000USD 0 left');

    const campaigns = screen.getByRole('table', { name: 'Campaigns' });
    expect(within(campaigns).getByRole('link', { name: 'Lácteos Verano' })).toHaveAttribute(
      'href',
      '/campaigns/17',
    );
    const rows = within(campaigns).getAllByRole('row').slice(1).map(plainText);
    expect(rows[0]).toContain('In progress');
    expect(rows[0]).toContain('120,000 of 600,000 impressions');
    expect(rows[1]).toContain('Finished');
    expect(rows[1]).toContain('110.0%');
    expect(rows[1]).toContain('4,400 of 4,000 clicks');

    const creatives = screen.getByRole('table', { name: 'Best creatives' });
    expect(within(creatives).getAllByRole('row').slice(1).map(plainText)[0]).toContain('Banner verano');
    expect(screen.getByText(/at least 1,000 impressions/)).toBeInTheDocument();
    expect(await screen.findByTestId('chart-drawn')).toBeInTheDocument();
  }, 60_000);

  it('lets an admin choose an advertiser and days, both kept in the address', async () => {
    const api = fakeAdvertiserApi();
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/advertiser');

    expect(await screen.findByText('Choose an advertiser', {}, { timeout: 12_000 })).toBeInTheDocument();
    expect(api.callsTo('GET', OVERVIEW)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Advertiser' }));
    await user.click(await screen.findByRole('option', { name: 'Lácteos del Sur' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lácteos del Sur' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?advertiser=30');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const today = networkDay(Date.now());
    const week = { from: daysBefore(today, 6), to: today };
    await waitFor(() => expect(rangeOf(api.callsTo('GET', OVERVIEW).at(-1))).toEqual(week));
    expect(router.state.location.search).toBe(`?advertiser=30&from=${week.from}&to=${week.to}`);
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens a shared link on its advertiser and days, and says when nothing ran in them', async () => {
    const api = fakeAdvertiserApi();
    signInAs(admin);
    renderApp('/advertiser?advertiser=31&from=2026-01-05&to=2026-01-11');

    expect(
      await screen.findByText('No campaigns in these days', {}, { timeout: 12_000 }),
    ).toBeInTheDocument();
    expect(rangeOf(api.callsTo('GET', '/api/advertisers/31/overview')[0])).toEqual({
      from: '2026-01-05',
      to: '2026-01-11',
    });
    expect(screen.getByText('05/01/26 – 11/01/26')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Campaigns' })).not.toBeInTheDocument();
  });

  it('says an advertiser outside the scope is not found', async () => {
    fakeAdvertiserApi();
    signInAs(makeAccount({ id: 5, role: 'seller', firstName: 'Martina' }));
    renderApp('/advertiser?advertiser=99');
    expect(await screen.findByText('Advertiser not found', {}, { timeout: 12_000 })).toBeInTheDocument();
  });

  it('says what went wrong and tries again on request', async () => {
    let isDown = true;
    fakeAdvertiserApi(
      fake(getAdvertiserOverview, ({ query }) =>
        isDown
          ? failure(500, 'INTERNAL', 'Unexpected error, please try again later')
          : makeOverview(query.from ?? '', query.to ?? ''),
      ),
    );
    signInAs(lacteos);
    const user = userEvent.setup();
    renderApp('/advertiser');

    expect(await screen.findByRole('alert', {}, { timeout: 12_000 })).toHaveTextContent(
      'Unexpected error, please try again later',
    );
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lácteos del Sur' })).toBeInTheDocument();
  });
});
