import { listAccounts, listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import {
  checkCampaignName,
  getCappingEstimate,
  unitPriceFormula,
} from '@adcontrol/domain/campaigns/draft-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fake, filterOf, mockApi, renderApp, resetBetweenTests } from '../../../../test/app';
import { shownDate, typeDate } from '../../../../test/date-field';
import { makeAccount, signInAs } from '../../../../test/fixtures';
import { resetDraft } from '../../state/draft-store';

resetBetweenTests();
beforeEach(() => {
  resetDraft();
  // Only the clock moves: the calendar's "today" is 20 February 2031 at -03:00.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-02-20T15:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetDraft();
});

const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Carolina' });
const advertiser = makeAccount({
  id: 40,
  role: 'advertiser',
  firstName: null,
  company: 'Lácteos del Sur',
  country: 'AR',
  timezone: 'America/Argentina/Buenos_Aires',
});
const seller = makeAccount({ id: 20, role: 'seller', firstName: 'Martina', company: 'Ventas Sur' });
const otherSeller = makeAccount({ id: 21, role: 'seller', firstName: 'Tomás', company: 'Ventas Norte' });
const client = makeAccount({ id: 30, role: 'advertiser', company: 'Aerolíneas Cumbre', parentId: 20 });

function fakeApi(taken = 'Verano') {
  return mockApi(
    fake(listAdvertisersRaw, () => [client]),
    fake(listAccounts, ({ call }) => {
      const items = filterOf(call).role === 'seller' ? [seller, otherSeller] : [];
      return { items, total: items.length };
    }),
    fake(checkCampaignName, ({ query }) => ({ available: query.name.toLowerCase() !== taken.toLowerCase() })),
    fake(unitPriceFormula, () => ({ price: 2500 })),
    fake(getCappingEstimate, () => ({ impressions: 20_000, clicks: 400, days: 30 })),
  );
}

/** The wizard's route loads with its texts: the first render of the file waits for the code to arrive. */
async function openWizard() {
  renderApp('/campaigns/create');
  await screen.findByRole('heading', { level: 1, name: 'New campaign' }, { timeout: 10_000 });
}

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
type User = ReturnType<typeof userEvent.setup>;

/** Typing lands as one change: each keystroke would re-render the whole wizard, which jsdom makes slow. */
async function fill(user: User, name: RegExp, text: string) {
  await user.click(textbox(name));
  await user.paste(text);
}

async function pick(user: User, label: RegExp, option: string | RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the general data of a new campaign', { timeout: 40_000 }, () => {
  it('says a taken name at once, proposes the advertiser’s seller, and asks the capping only when it can', async () => {
    const api = fakeApi();
    signInAs(admin);
    const user = userEvent.setup();
    await openWizard();

    await fill(user, /Campaign name/, 'verano');
    expect(await screen.findByText('Campaign already exists')).toBeInTheDocument();
    await fill(user, /Campaign name/, ' 2031');
    await waitFor(() => expect(screen.queryByText('Campaign already exists')).not.toBeInTheDocument());

    await pick(user, /Advertiser/, 'Aerolíneas Cumbre');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Seller/ })).toHaveValue('Ventas Sur · Seller'),
    );
    await pick(user, /Seller/, /Ventas Norte/);
    expect(screen.getByRole('combobox', { name: /Seller/ })).toHaveValue('Ventas Norte · Seller');

    await pick(user, /Purchase model/, 'CPM');
    await pick(user, /Currency/, 'CLP');
    // SPEC 5: the budget keeps digits, thousand dots and a decimal comma; anything else is not typed.
    await fill(user, /Total budget/, '1.5a00.000,50€');
    expect(textbox(/Total budget/)).toHaveValue('1.500.000,50');
    await waitFor(() => expect(textbox(/Unit price/)).toHaveValue('2.500'));
    expect(api.callsTo('GET', '/api/campaigns/cappign/2031-03-01/2031-03-31')).toHaveLength(0);

    await typeDate(user, /Start date/, '2031-03-01');
    expect(api.calls.filter((call) => call.url.pathname.startsWith('/api/campaigns/cappign'))).toHaveLength(
      0,
    );
    await typeDate(user, /End date/, '2031-03-31');
    expect(await screen.findByTestId('capping-estimate')).toHaveTextContent(
      '20,000 impressions · 400 clicks a day',
    );
    expect(screen.getByTestId('campaign-days')).toHaveTextContent('30');
    const [estimate] = api.calls.filter((call) => call.url.pathname.startsWith('/api/campaigns/cappign'));
    expect(estimate?.url.pathname).toBe('/api/campaigns/cappign/2031-03-01/2031-03-31');
    expect(Object.fromEntries(estimate?.url.searchParams ?? [])).toEqual({
      model: 'CPM',
      budget: '1500000.5',
      price: '2500',
    });
  });

  it('names the fields to fix when the user goes on too early, and an end before the start', async () => {
    fakeApi();
    signInAs(admin);
    const user = userEvent.setup();
    await openWizard();

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: /Campaign name/ })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Campaign' })).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(3);

    await fill(user, /Campaign name/, 'Promo ¡verano!');
    expect(await screen.findByText('Only letters, spaces and numbers are allowed')).toBeInTheDocument();
    await typeDate(user, /Start date/, '2031-03-10');
    await typeDate(user, /End date/, '2031-03-01');
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
  });

  it('sets the dates on a calendar, previewing what they buy, from today on', async () => {
    fakeApi();
    signInAs(admin);
    const user = userEvent.setup();
    await openWizard();
    await pick(user, /Purchase model/, 'CPM');
    await pick(user, /Currency/, 'CLP');
    await pick(user, /Country/, 'Chile');
    await fill(user, /Total budget/, '1.500.000');
    await waitFor(() => expect(textbox(/Unit price/)).toHaveValue('2.500'));

    await user.click(screen.getByRole('button', { name: 'Choose on a calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Campaign dates' });
    expect(within(dialog).getByRole('group', { name: 'February 2031' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Wednesday, February 19, 2031' })).toBeDisabled();
    expect(within(dialog).getByText('Choose the first day.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use these dates' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Saturday, March 1, 2031' }));
    expect(within(dialog).getByText('From 01/03/31: now choose the last day.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByRole('group', { name: 'April 2031' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Monday, March 31, 2031' }));
    expect(within(dialog).getByTestId('dates-chosen')).toHaveTextContent('From 01/03/31 to 31/03/31');
    expect(within(dialog).getByTestId('campaign-days')).toHaveTextContent('30');
    expect(within(dialog).getByRole('button', { name: 'Tuesday, March 18, 2031' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await within(dialog).findByTestId('capping-estimate')).toHaveTextContent('20,000 impressions');

    await user.click(within(dialog).getByRole('button', { name: 'Use these dates' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownDate(/Start date/)).toBe('01/03/31');
    expect(shownDate(/End date/)).toBe('31/03/31');
  });

  it("fixes an advertiser's own account, with its country, currency and time zone", async () => {
    const api = fakeApi();
    signInAs(advertiser);
    await openWizard();
    expect(screen.getByRole('textbox', { name: /Advertiser/ })).toHaveValue('Lácteos del Sur');
    expect(screen.queryByRole('combobox', { name: /Seller/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveTextContent('ARS'));
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveTextContent('Argentina');
    expect(api.callsTo('GET', '/api/accounts/adv/raw')).toHaveLength(0);
  });
});
