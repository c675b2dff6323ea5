import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/app';
import { shownDate, typeDate } from '../../../test/date-field';
import { fakeDetailApi, makeCampaign } from '../../../test/fake-campaign-detail-api';
import { signInAs } from '../../../test/fixtures';
import { admin, bodiesOf, plainText, resetDetailBetweenTests, rowsOf, STATISTICS } from './detail-harness';

// jsdom draws no canvas: the chart stands in as a plain element; what the card says about it is real.
vi.mock('../../../components/charts/daily-chart', () => ({
  default: () => <div data-testid="chart-drawn" />,
}));

resetDetailBetweenTests();

describe("a campaign's statistics", () => {
  // The longest flow of the page (two dates typed, the answers, the day table): 9 to 11 s alone, more under load.
  it('asks for the whole flight first, then for the days chosen, and keeps them in the address', {
    timeout: 40_000,
  }, async () => {
    const api = fakeDetailApi();
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/campaigns/17');

    await screen.findByRole('table', { name: 'By creative' }, { timeout: 12_000 });
    const flight = { start: '2026-02-01', end: '2026-02-28' };
    expect(bodiesOf(api.callsTo('POST', STATISTICS))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ groupBy: 'campaign', date: flight }),
        expect.objectContaining({ groupBy: 'day', date: flight }),
        expect.objectContaining({ groupBy: 'creative', date: flight }),
        expect.objectContaining({ groupBy: 'source', date: flight }),
      ]),
    );
    expect(screen.getByRole('button', { name: 'Whole flight' })).toHaveAttribute('aria-pressed', 'true');

    await typeDate(user, 'From', '2026-02-10');
    await typeDate(user, 'To', '2026-02-16');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    const chosen = { start: '2026-02-10', end: '2026-02-16' };
    await waitFor(() =>
      expect(bodiesOf(api.callsTo('POST', STATISTICS))).toContainEqual(
        expect.objectContaining({ groupBy: 'day', date: chosen }),
      ),
    );
    expect(router.state.location.search).toBe('?from=2026-02-10&to=2026-02-16');
    const regions = api.callsTo('GET', '/api/campaigns/country/report/17').at(-1);
    expect(Object.fromEntries(regions?.url.searchParams ?? [])).toEqual(chosen);
    expect(api.callsTo('POST', '/api/campaigns/scopes').at(-1)?.body).toEqual({
      idsCampaign: [17],
      asOf: '2026-02-16',
    });
    expect(screen.getByRole('button', { name: 'Whole flight' })).toHaveAttribute('aria-pressed', 'false');

    // The day table follows: seven days, the newest first.
    await user.click(await screen.findByRole('button', { name: 'Show table' }));
    const days = rowsOf('Daily impressions, clicks and CTR');
    expect(days).toHaveLength(7);
    expect(days[0]?.[0]).toBe('Mon 16/02/26');
    expect(days.at(-1)).toEqual(['Tue 10/02/26', '70,000', '1,400', '2.00%']);
  });

  it('opens a shared link on the days it names, and a preset at one press', async () => {
    const api = fakeDetailApi();
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/campaigns/17?from=2026-02-20&to=2026-02-27');

    await screen.findByRole('table', { name: 'By creative' }, { timeout: 12_000 });
    expect(bodiesOf(api.callsTo('POST', STATISTICS))).toContainEqual(
      expect.objectContaining({ groupBy: 'day', date: { start: '2026-02-20', end: '2026-02-27' } }),
    );
    expect(shownDate('From')).toBe('20/02/26');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const search = new URLSearchParams(router.state.location.search);
    const from = search.get('from') ?? '';
    const to = search.get('to') ?? '';
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    await waitFor(() =>
      expect(bodiesOf(api.callsTo('POST', STATISTICS))).toContainEqual(
        expect.objectContaining({ groupBy: 'day', date: { start: from, end: to } }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives each section its figures in a table', async () => {
    fakeDetailApi();
    signInAs(admin);
    renderApp('/campaigns/17');

    expect(
      await screen.findByRole(
        'img',
        { name: /^Chart of daily impressions and clicks from 01\/02\/26 to 28\/02\/26/ },
        { timeout: 12_000 },
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('chart-drawn')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'By creative' });
    expect(rowsOf('By creative')).toEqual([
      ['Banner verano', '80,000', '1,600', '2.00%'],
      ['Video verano', '40,000', '800', '2.00%'],
    ]);
    expect(rowsOf('By delivery server')).toEqual([
      ['newton', '90,000', '2,000', '2.22%'],
      ['sinew', '30,000', '400', '1.33%'],
    ]);
    // Each gender's share of the known-gender impressions and clicks, beside the figures.
    expect(rowsOf('By gender')).toEqual([
      ['Male', '50,000', '55.6%', '700', '43.8%', '1.40%'],
      ['Female', '40,000', '44.4%', '900', '56.3%', '2.25%'],
    ]);
    expect(
      within(screen.getByRole('table', { name: 'By gender' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Gender', 'Impressions', '% of impressions', 'Clicks', '% of clicks', 'CTR']);
    // Bands without traffic are left out.
    expect(rowsOf('CTR by age')).toEqual([
      ['18-24', '30,000', '900', '3.00%'],
      ['25-34', '45,000', '450', '1.00%'],
    ]);
    expect(await screen.findByRole('table', { name: 'By region' })).toBeInTheDocument();
    expect(rowsOf('By region')[0]).toEqual(['Santiago Metropolitan (CL)', '90,000', '1,900', '2.11%']);
    expect(rowsOf('By app')).toEqual([
      ['Noticias Hoy', '80,000', '1,600', '2.00%'],
      ['com.example.game', '40,000', '800', '2.00%'],
    ]);
    expect(await screen.findByRole('table', { name: 'Video quartiles' })).toBeInTheDocument();
    expect(rowsOf('Video quartiles')).toEqual([
      ['Start', '40,000', '100.0%'],
      ['25%', '30,000', '75.0%'],
      ['50%', '22,000', '55.0%'],
      ['75%', '15,000', '37.5%'],
      ['Complete', '10,000', '25.0%'],
    ]);
    const reach = screen.getByRole('region', { name: 'Reach' });
    expect(await within(reach).findByText('48,250')).toBeInTheDocument();
    expect(plainText(reach)).toContain('Unique devices up to 28/02/26 · 2.49 impressions each');
    const range = screen.getByRole('region', { name: 'CTR' });
    expect(within(range).getByText('2.00%')).toBeInTheDocument();
  });

  it('asks for no quartiles when the campaign has no video', async () => {
    const api = fakeDetailApi({ campaign: makeCampaign({ creatives: [] }) });
    signInAs(admin);
    renderApp('/campaigns/17');

    await screen.findByRole('table', { name: 'By delivery server' }, { timeout: 12_000 });
    expect(screen.queryByRole('region', { name: 'Video quartiles' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', '/api/campaigns/cuartiles')).toHaveLength(0);
  });
});
