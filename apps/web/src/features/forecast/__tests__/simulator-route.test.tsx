import { listAudiences } from '@adcontrol/domain/audiences/contracts';
import {
  checkCampaignName,
  getCappingEstimate,
  unitPriceFormula,
} from '@adcontrol/domain/campaigns/draft-contracts';
import type { ForecastResponse } from '@adcontrol/domain/simulator/contracts';
import { forecastCampaign, simulatorUnitPrice } from '@adcontrol/domain/simulator/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fake, mockApi, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAudience } from '../../../test/audiences';
import { shownDate, typeDate } from '../../../test/date-field';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { DRAFT_STORAGE_KEY, draftStore, emptyDraft } from '../../campaign-wizard/state/draft-store';
import { SIMULATOR_STORAGE_KEY, simulatorStore } from '../state/scenarios-store';

// jsdom draws no canvas: the chart stands in as a plain element; what the card says about it is real.
vi.mock('../components/forecast-chart', () => ({ default: () => <div data-testid="chart-drawn" /> }));

resetBetweenTests();
beforeEach(() => simulatorStore.reset());
afterEach(() => {
  simulatorStore.reset();
  draftStore.reset();
  localStorage.removeItem(DRAFT_STORAGE_KEY);
});

const advertiser = makeAccount({ id: 40, role: 'advertiser', company: 'Lácteos del Sur', country: 'CL' });
const analyst = makeAccount({ id: 50, role: 'analyst', firstName: 'Ana' });

function forecastFor(body: { budget: number; startDate: string; endDate: string }): ForecastResponse {
  const clicks = Math.round(body.budget / 200);
  const range = (expected: number) => ({ expected, low: Math.round(expected * 0.8), high: expected });
  return {
    currency: 'CLP',
    days: 3,
    goal: { impressions: clicks * 40, clicks },
    impressions: range(clicks * 38),
    clicks: range(Math.round(clicks * 0.95)),
    ctr: { expected: 2.5, low: 1.8, high: 3.1 },
    reach: range(clicks * 12),
    spend: range(body.budget * 0.95),
    daily: ['2026-12-01', '2026-12-02', '2026-12-03'].map((date) => ({ date, ...range(clicks * 12) })),
    basis: {
      tier: 'format_model',
      peers: 12,
      minimumPeers: 5,
      period: { from: '2026-06-01', to: '2026-11-24' },
      ctr: 2.5,
      fill: 95,
      conversionRate: null,
      reachPerImpression: 0.31,
      widened: true,
      audience: null,
    },
  };
}

function fakeApi() {
  return mockApi(
    fake(simulatorUnitPrice, () => ({ price: 200, currency: 'CLP' }) as const),
    fake(forecastCampaign, ({ body }) => forecastFor(body)),
    fake(listAudiences, () => ({
      items: [makeAudience({ _id: 7, name: 'Santiago jóvenes', options: { ignoreMultiplier: false } })],
      total: 1,
    })),
    fake(checkCampaignName, () => ({ available: true })),
    fake(unitPriceFormula, () => ({ price: 200 })),
    fake(getCappingEstimate, () => ({ impressions: 600_000, clicks: 15_000, days: 2 })),
  );
}

type User = ReturnType<typeof userEvent.setup>;

/** The route's code and texts load on first use; on a busy machine that takes a while. */
async function openSimulator() {
  renderApp('/simulator');
  await screen.findByRole('heading', { level: 1, name: 'Simulator' }, { timeout: 20_000 });
}

async function pick(user: User, label: RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A push campaign bought by the click in Chile, 1.500.000,50 pesos typed the SPEC 5 way. */
async function fillScenario(user: User, budget = '1.500.000,50') {
  await pick(user, /Country/, 'Chile');
  await pick(user, /Format/, 'Push notification');
  await pick(user, /Purchase model/, 'CPC');
  await user.click(screen.getByRole('textbox', { name: /Budget/ }));
  await user.paste(budget);
  await typeDate(user, /Start/, '2026-12-01');
  await typeDate(user, /End/, '2026-12-03');
}

/** An advertiser forecasts the scenario of `fillScenario` and asks to create a campaign from it. */
async function createCampaignFromScenario() {
  fakeApi();
  signInAs(advertiser);
  const user = userEvent.setup();
  const { router } = renderApp('/simulator');
  await screen.findByRole('heading', { level: 1, name: 'Simulator' }, { timeout: 20_000 });
  await fillScenario(user);
  await user.click(screen.getByRole('button', { name: 'Forecast' }));
  await user.click(await screen.findByRole('button', { name: 'Create campaign' }));
  return { router, user };
}

describe('the simulator', { timeout: 60_000 }, () => {
  it('prefills the formula’s price, forecasts the scenario and says what the forecast is based on', async () => {
    const api = fakeApi();
    signInAs(advertiser);
    const user = userEvent.setup();
    await openSimulator();

    await fillScenario(user);
    const price = screen.getByRole('textbox', { name: /Unit price \(CLP per click\)/ });
    await waitFor(() => expect(price).toHaveValue('200'));
    expect(screen.getByText(/Suggested by the price formula/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forecast' }));

    const forecast = await screen.findByRole('region', { name: 'Forecast' });
    expect(api.callsTo('POST', '/api/simulator/forecast')[0]?.body).toEqual({
      country: 'CL',
      format: 'push',
      model: 'CPC',
      budget: 1_500_000.5,
      unitPrice: 200,
      premium: false,
      startDate: '2026-12-01',
      endDate: '2026-12-03',
    });
    const clicks = within(forecast).getByRole('group', { name: 'Clicks' });
    expect(clicks).toHaveTextContent('7,125');
    expect(clicks).toHaveTextContent('Range 5,700 – 7,125');
    expect(within(forecast).getByRole('group', { name: 'CTR' })).toHaveTextContent('2.50%');
    expect(
      within(forecast).getByRole('img', { name: /Expected impressions per day over 3 days/ }),
    ).toBeInTheDocument();
    const basis = within(forecast).getByRole('region', { name: 'What this forecast is based on' });
    expect(basis).toHaveTextContent(
      'based on 12 campaigns of the same format and purchase model in every country',
    );
    expect(basis).toHaveTextContent('delivering between 01/06/26 and 24/11/26');
    expect(basis).toHaveTextContent('widened because the sample is small');
  });

  it('names what is missing and asks for no forecast until the scenario is complete', async () => {
    const api = fakeApi();
    signInAs(advertiser);
    const user = userEvent.setup();
    await openSimulator();

    await user.click(screen.getByRole('button', { name: 'Forecast' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    await typeDate(user, /Start/, '2026-12-05');
    await typeDate(user, /End/, '2026-12-01');
    expect(screen.getByText('The end date must not be before the start date')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/simulator/forecast')).toHaveLength(0);
  });

  it('says a budget past what the API stores, with the maximum, and asks for no forecast', async () => {
    const api = fakeApi();
    signInAs(advertiser);
    const user = userEvent.setup();
    await openSimulator();
    await fillScenario(user, '1.000.000.000.000');
    await user.click(screen.getByRole('button', { name: 'Forecast' }));
    expect(await screen.findByText('The budget can be at most 999.999.999.999,99')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/simulator/forecast')).toHaveLength(0);
  });

  it('compares kept scenarios side by side, kept in local storage', async () => {
    fakeApi();
    signInAs(advertiser);
    const user = userEvent.setup();
    await openSimulator();

    await fillScenario(user, '1.000.000');
    await user.click(screen.getByRole('button', { name: 'Forecast' }));
    await user.click(await screen.findByRole('button', { name: 'Add to comparison' }));
    expect(screen.getByRole('button', { name: 'Add to comparison' })).toBeDisabled();
    expect(screen.getByText('This scenario is already in the comparison.')).toBeInTheDocument();
    const budget = screen.getByRole('textbox', { name: /Budget/ });
    await user.clear(budget);
    await user.paste('2.000.000');
    expect(screen.getByText(/This forecast is of the scenario as it was/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forecast' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Clicks' })).toHaveTextContent('9,500'));
    await user.click(screen.getByRole('button', { name: 'Add to comparison' }));

    const table = await screen.findByRole('table', { name: 'Scenarios side by side' });
    expect(within(table).getByRole('columnheader', { name: /Scenario 1/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Scenario 2/ })).toBeInTheDocument();
    const clicksRow = within(table).getByRole('row', { name: /Clicks/ });
    await waitFor(() => expect(clicksRow).toHaveTextContent(/4,750.*9,500/));
    expect(JSON.parse(localStorage.getItem(SIMULATOR_STORAGE_KEY) ?? '{}').scenarios).toHaveLength(2);

    await user.click(within(table).getByRole('button', { name: 'Remove Scenario 1' }));
    expect(within(table).queryByRole('columnheader', { name: /Scenario 2/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Clicks/ })).toHaveTextContent('9,500');
  });

  it('turns a scenario into a campaign draft and opens the wizard with it', async () => {
    const { router } = await createCampaignFromScenario();

    await screen.findByRole('heading', { level: 1, name: 'New campaign' }, { timeout: 20_000 });
    expect(router.state.location.pathname).toBe('/campaigns/create');
    expect(screen.getByRole('textbox', { name: /Total budget/ })).toHaveValue('1.500.000,50');
    expect(screen.getByRole('textbox', { name: /Unit price/ })).toHaveValue('200');
    expect(shownDate(/Start date/)).toBe('01/12/26');
    expect(shownDate(/End date/)).toBe('03/12/26');
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Chile');
    expect(screen.getByRole('combobox', { name: /Purchase model/ })).toHaveTextContent('CPC');
    expect(screen.getByRole('combobox', { name: /Campaign format/ })).toHaveTextContent('Push');
  });

  it('asks before a scenario replaces a campaign draft already started, and keeps it unless told', async () => {
    const started = { ...emptyDraft, name: 'Verano lácteo', budget: '900.000', country: 'CL' as const };
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(started));
    draftStore.set(started);
    const { router, user } = await createCampaignFromScenario();

    const dialog = await screen.findByRole('dialog', { name: 'Replace your campaign draft?' });
    expect(dialog).toHaveTextContent('(Verano lácteo)');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my draft' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/simulator');
    expect(draftStore.get().name).toBe('Verano lácteo');
    expect(draftStore.get().budget).toBe('900.000');

    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Replace draft' }),
    );
    await screen.findByRole('heading', { level: 1, name: 'New campaign' }, { timeout: 20_000 });
    expect(router.state.location.pathname).toBe('/campaigns/create');
    expect(draftStore.get().name).toBe('');
    expect(screen.getByRole('textbox', { name: /Total budget/ })).toHaveValue('1.500.000,50');
  });

  it('lets analysts forecast, without offering to create a campaign', async () => {
    fakeApi();
    signInAs(analyst);
    const user = userEvent.setup();
    await openSimulator();
    await fillScenario(user);
    await user.click(screen.getByRole('button', { name: 'Forecast' }));
    await screen.findByRole('region', { name: 'Forecast' });
    expect(screen.queryByRole('button', { name: 'Create campaign' })).not.toBeInTheDocument();
  });
});
