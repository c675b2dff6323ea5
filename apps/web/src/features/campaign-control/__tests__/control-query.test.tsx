import { listAccounts, listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fake, filterOf, renderApp } from '../../../test/app';
import { makeRow } from '../../../test/campaign-rows';
import { fakeCampaignsApi } from '../../../test/fake-campaigns-api';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { CONTROL_STORAGE_KEY } from '../hooks/control-store';
import {
  admin,
  LIST,
  loaded,
  many,
  names,
  plain,
  resetControlBetweenTests,
  rows,
  seller,
} from './control-harness';

resetControlBetweenTests();

/** Rows drawn after an answer: a deferred render, which a loaded machine slices thinly. */
const DRAWN = { timeout: 12_000 };

describe("the Control screen's filters, search, pages and order", { timeout: 40_000 }, () => {
  it('filters by status and country, keeps the choice and restores it when the screen comes back', async () => {
    const api = fakeCampaignsApi([
      makeRow(),
      makeRow({ id: 2, name: 'Invierno Peru', country: 'PE', status: 'PAUSED', displayStatus: 'finished' }),
    ]);
    signInAs(admin);
    const user = userEvent.setup();
    const view = renderApp('/campaigns');
    await loaded('1 campaign');

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Any status' }));
    expect(await screen.findByText('2 campaigns')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Peru' }));
    expect(await screen.findByText('1 campaign')).toBeInTheDocument();
    expect(names()).toEqual(['Invierno Peru']);
    expect(filterOf(api.callsTo('GET', LIST).at(-1))).toMatchObject({
      status: 'all',
      country: 'PE',
      page: 1,
    });
    expect(JSON.parse(localStorage.getItem(CONTROL_STORAGE_KEY) ?? '{}').filter).toMatchObject({
      status: 'all',
      country: 'PE',
    });

    view.unmount();
    renderApp('/campaigns');
    expect(await screen.findByText('1 campaign')).toBeInTheDocument();
    expect(names()).toEqual(['Invierno Peru']);
    expect(filterOf(api.callsTo('GET', LIST).at(-1))).toMatchObject({ status: 'all', country: 'PE' });
  });

  it('names a seller "Company (person)" alike in the filter and the column, super sellers included', async () => {
    const sellers = [
      makeAccount({ id: 5, role: 'seller', firstName: 'Sergio', lastName: 'Díaz', company: 'Andes Media' }),
      makeAccount({ id: 9, role: 'super_seller', firstName: 'Luz', lastName: 'Rojo', company: 'Cumbre' }),
    ];
    const api = fakeCampaignsApi(
      [makeRow({ sellerName: 'Andes Media (Sergio Díaz)' })],
      fake(listAccounts, ({ call }) => {
        const items = sellers.filter((account) => account.role === filterOf(call).role);
        return { items, total: items.length };
      }),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('1 campaign');
    expect(plain(rows()[0] as HTMLElement)).toContain('Andes Media (Sergio Díaz)');

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(screen.getByRole('combobox', { name: 'Seller' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Any',
      'Andes Media (Sergio Díaz)',
      'Cumbre (Luz Rojo)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Cumbre (Luz Rojo)' }));
    await waitFor(() => expect(filterOf(api.callsTo('GET', LIST).at(-1))).toMatchObject({ seller: 9 }));
  });

  it('searches only from 3 letters, and says so under the field', async () => {
    const api = fakeCampaignsApi(many);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('12 campaigns');
    expect(screen.getByText('Type at least 3 letters')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    await user.type(box, '11');
    expect(screen.getByText('Keep typing: the search starts at 3 letters')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo('GET', LIST).every((call) => filterOf(call).search === undefined)).toBe(true);

    await user.clear(box);
    await user.type(box, 'ia 11');
    expect(await screen.findByText('1 campaign')).toBeInTheDocument();
    expect(names()).toEqual(['Campania 11']);
    expect(filterOf(api.callsTo('GET', LIST).at(-1))).toMatchObject({ search: 'ia 11', page: 1 });
  });

  it('pages with the chosen page size and sorts by a numeric column, both ways', async () => {
    const api = fakeCampaignsApi(many);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('12 campaigns');
    expect(names()).toEqual(['Campania 12', 'Campania 11', 'Campania 10', 'Campania 09', 'Campania 08']);

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() => expect(rows()).toHaveLength(10));

    await user.click(screen.getByRole('button', { name: 'Impressions' }));
    await waitFor(() => expect(names()[0]).toBe('Campania 06'), DRAWN);
    expect(filterOf(api.callsTo('GET', LIST).at(-1))).toMatchObject({
      sort: 'impressions',
      order: 'desc',
      limit: 10,
    });
    await user.click(screen.getByRole('button', { name: 'Impressions' }));
    await waitFor(() => expect(names()[0]).toBe('Campania 01'), DRAWN);
    expect(filterOf(api.callsTo('GET', LIST).at(-1))).toMatchObject({ sort: 'impressions', order: 'asc' });
  });

  it("reads a linked advertiser's campaigns whole when a seller picks it", async () => {
    const api = fakeCampaignsApi(
      [makeRow(), makeRow({ id: 2, name: 'Otra marca', advertiserId: 30 })],
      fake(
        listAdvertisersRaw,
        () =>
          new Response(
            JSON.stringify([
              makeAccount({ id: 20, role: 'advertiser', company: 'Lácteos del Sur' }),
              makeAccount({ id: 30, role: 'advertiser', company: 'Otra marca SA' }),
            ]),
            { status: 200 },
          ),
      ),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('2 campaigns');
    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(screen.getByRole('combobox', { name: 'Advertiser' }));
    await user.click(await screen.findByRole('option', { name: 'Lácteos del Sur' }));
    expect(await screen.findByText('1 campaign')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/campaigns/of/20')).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Advertiser' }));
    await user.click(await screen.findByRole('option', { name: 'Otra marca SA' }));
    await waitFor(() => expect(filterOf(api.callsTo('GET', LIST).at(-1))).toMatchObject({ advertiser: 30 }));
    expect(api.callsTo('GET', '/api/campaigns/of/30')).toHaveLength(0);
  });
});
