import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { failure, json, mockApi, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { emptySummary, makeSummary } from './home-summary-fixture';

// jsdom draws no canvas: the chart stands in as a plain element; what the card says about it is real.
vi.mock('../../../components/charts/daily-chart', () => ({
  default: () => <div data-testid="chart-drawn" />,
}));

resetBetweenTests();

const SUMMARY = '/api/home/summary';
const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Carolina' });
const advertiser = makeAccount({ id: 2, role: 'advertiser', firstName: null, company: 'Lácteos del Sur' });

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
function plainText(element: HTMLElement): string {
  return (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

function region(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('Home', () => {
  it('shows the scope figures from the API, formatted in English', async () => {
    const api = mockApi({ [`GET ${SUMMARY}`]: () => json(200, makeSummary()) });
    signInAs(admin);
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Carolina' })).toBeInTheDocument();
    // The file's first render also loads the cards' chunk after the header: give it time on a busy machine.
    expect(await screen.findByText('163,473,247', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.callsTo('GET', SUMMARY)).toHaveLength(1);

    const impressions = region('Impressions · last 30 days');
    expect(within(impressions).getByText('+35.8%')).toBeInTheDocument();
    expect(within(impressions).getByText('6,464,409')).toBeInTheDocument();
    expect(within(region('Clicks · last 30 days')).getByText('1,871,879')).toBeInTheDocument();
    expect(within(region('CTR · last 30 days')).getByText('1.15%')).toBeInTheDocument();
    const campaigns = region('Campaigns in progress');
    expect(within(campaigns).getByText('71')).toBeInTheDocument();
    expect(within(campaigns).getByText('51 awaiting · 78 finished')).toBeInTheDocument();
    expect(plainText(campaigns)).toContain('Delivering 57');

    const spend = region('Budget spent');
    expect(plainText(spend)).toContain('ARS 43,525,359 of ARS 127,150,000');
    expect(plainText(spend)).toContain('USD 25,213 of USD 30,500');
    expect(within(spend).getByText('34.2%')).toBeInTheDocument();
    expect(within(spend).getByRole('progressbar', { name: /ARS/ })).toHaveAttribute('aria-valuenow', '34.2');

    expect(screen.getByText(/Figures up to 17\/03\/26/)).toBeInTheDocument();
  });

  it('follows the chosen language for numbers, percentages and money', async () => {
    mockApi({ [`GET ${SUMMARY}`]: () => json(200, makeSummary()) });
    signInAs(admin);
    await i18n.changeLanguage('pt');
    renderApp('/');

    expect(await screen.findByText('163.473.247')).toBeInTheDocument();
    expect(within(region('CTR · últimos 30 dias')).getByText('1,15%')).toBeInTheDocument();
    expect(plainText(region('Orçamento gasto'))).toContain('ARS 43.525.359 de ARS 127.150.000');
    expect(within(region('Impressões · últimos 30 dias')).getByText('+35,8%')).toBeInTheDocument();
  });

  it('states a tenfold change as a multiple, and a fall in red with its sign', async () => {
    const summary = makeSummary();
    mockApi({
      [`GET ${SUMMARY}`]: () =>
        json(200, {
          ...summary,
          last30Days: { ...summary.last30Days, impressions: 7_433_474, ctr: 1.77 },
          previous30Days: { ...summary.previous30Days, impressions: 280_665, ctr: 1.94 },
        }),
    });
    signInAs(admin);
    renderApp('/');

    expect(
      await within(await screen.findByRole('region', { name: 'Impressions · last 30 days' })).findByText(
        '×26.5',
      ),
    ).toBeInTheDocument();
    expect(within(region('CTR · last 30 days')).getByText('-8.8%')).toBeInTheDocument();
  });

  it('links campaign names to their detail, with dates as DD/MM/YY at -03:00', async () => {
    mockApi({ [`GET ${SUMMARY}`]: () => json(200, makeSummary()) });
    signInAs(admin);
    renderApp('/');

    const ending = await screen.findByRole('region', { name: 'Ending soon' });
    expect(within(ending).getByRole('link', { name: 'Harbor Academy Coding Bootcamp' })).toHaveAttribute(
      'href',
      '/campaigns/145',
    );
    // 02:59:59 UTC on the 20th is 23:59:59 on the 19th at the network offset: tomorrow, seen on the 18th.
    expect(within(ending).getByText('19/03/26 23:59')).toBeInTheDocument();
    expect(within(ending).getByText('tomorrow')).toBeInTheDocument();
    expect(plainText(ending)).toContain('78.4% delivered · 3,080 of 3,929 clicks');
    expect(within(ending).getByText('Harbor Academy')).toBeInTheDocument();

    const top = region('Top campaigns');
    expect(within(top).getByRole('link', { name: 'Harbor Airlines Caribbean Packages' })).toHaveAttribute(
      'href',
      '/campaigns/86',
    );
    expect(within(top).getByText('24,265,984')).toBeInTheDocument();
    expect(within(top).getByText('0.28%')).toBeInTheDocument();
  });

  it('describes the chart in words and gives its figures as a table', async () => {
    mockApi({ [`GET ${SUMMARY}`]: () => json(200, makeSummary()) });
    signInAs(admin);
    renderApp('/');

    const chart = await screen.findByRole('img', {
      name: /^Chart of daily impressions and clicks from 16\/02\/26 to 17\/03\/26/,
    });
    expect(chart).toHaveAccessibleName(
      expect.stringContaining('The busiest day was 17/03/26, with 129,000 impressions.'),
    );
    expect(await within(chart).findByTestId('chart-drawn')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Daily impressions, clicks and CTR' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('rowheader', { name: '16/02/26' })).toBeInTheDocument();
  });

  it('shows the daily figures as a table on request, newest day first', async () => {
    mockApi({ [`GET ${SUMMARY}`]: () => json(200, makeSummary()) });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Show table' }));
    const shown = screen.getByRole('region', { name: 'Daily impressions, clicks and CTR' });
    expect(shown).toHaveAttribute('tabindex', '0');
    const [, newest] = within(shown).getAllByRole('row');
    expect(within(newest as HTMLElement).getByRole('rowheader')).toHaveTextContent('17/03/26');
    expect(within(newest as HTMLElement).getByText('129,000')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Chart of daily/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show chart' }));
    expect(await screen.findByRole('img', { name: /^Chart of daily/ })).toBeInTheDocument();
  });

  it('leaves out the advertiser under each campaign for the advertiser itself', async () => {
    mockApi({ [`GET ${SUMMARY}`]: () => json(200, makeSummary()) });
    signInAs(advertiser);
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Lácteos del Sur' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Your campaigns', { exact: false })).toBeInTheDocument();
    const top = await screen.findByRole('region', { name: 'Top campaigns' });
    expect(within(top).getByRole('link', { name: 'Harbor Airlines Caribbean Packages' })).toBeInTheDocument();
    expect(within(top).queryByText('Harbor Airlines')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your overview' })).toHaveAttribute('href', '/advertiser');
  });

  it('shows skeletons while the figures load', async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi({ [`GET ${SUMMARY}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    signInAs(admin);
    renderApp('/');

    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', SUMMARY)).toHaveLength(1));
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answer(json(200, makeSummary()));
    // The file's first render also loads the cards' chunk after the header: give it time on a busy machine.
    expect(await screen.findByText('163,473,247', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('says so when the figures cannot be read, and tries again on request', async () => {
    let isDown = true;
    const api = mockApi({
      [`GET ${SUMMARY}`]: () =>
        isDown ? failure(500, 'INTERNAL', 'connection refused') : json(200, makeSummary()),
    });
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/');

    expect(
      await screen.findByText('Unexpected error, please try again later', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/connection refused/)).not.toBeInTheDocument();
    const calls = api.callsTo('GET', SUMMARY).length;
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    // The file's first render also loads the cards' chunk after the header: give it time on a busy machine.
    expect(await screen.findByText('163,473,247', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(api.callsTo('GET', SUMMARY).length).toBe(calls + 1);
  });

  it('keeps the figures on screen when a later refresh fails', async () => {
    let isDown = false;
    const api = mockApi({
      [`GET ${SUMMARY}`]: () => (isDown ? failure(503, 'INTERNAL', 'down') : json(200, makeSummary())),
    });
    signInAs(admin);
    const { queryClient } = renderApp('/');
    // The file's first render also loads the cards' chunk after the header: give it time on a busy machine.
    expect(await screen.findByText('163,473,247', {}, { timeout: 8000 })).toBeInTheDocument();

    isDown = true;
    await queryClient.refetchQueries({ queryKey: ['home.summary'] }).catch(() => undefined);
    await waitFor(() => expect(api.callsTo('GET', SUMMARY).length).toBeGreaterThan(1));
    await waitFor(() => expect(queryClient.getQueryState(['home.summary'])?.status).toBe('error'), {
      timeout: 8_000,
    });
    expect(screen.getByText('163,473,247')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected error, please try again later')).not.toBeInTheDocument();
  });

  it('tells a new advertiser there is nothing yet and leads to creating a campaign', async () => {
    mockApi({ [`GET ${SUMMARY}`]: () => json(200, emptySummary()) });
    signInAs(advertiser);
    renderApp('/');

    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first campaign' })).toHaveAttribute(
      'href',
      '/campaigns/create',
    );
    expect(screen.queryByRole('region', { name: 'Budget spent' })).not.toBeInTheDocument();
  });

  it.each(['en', 'es', 'pt'])('renders no raw translation key in %s', async (language) => {
    mockApi({ [`GET ${SUMMARY}`]: () => json(200, makeSummary()) });
    signInAs(admin);
    await i18n.changeLanguage(language);
    const { container } = renderApp('/');

    await screen.findByRole('region', { name: /Top|Campañas destacadas|Principais campanhas/ });
    expect(container.textContent).not.toMatch(/\bhome\.[a-zA-Z]/);
    const labels = [...container.querySelectorAll('[aria-label]')].map((node) =>
      node.getAttribute('aria-label'),
    );
    expect(labels.join(' ')).not.toMatch(/\bhome\.[a-zA-Z]/);
  });
});
