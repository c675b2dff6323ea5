import { listAccounts, listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { listCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { failure, fake, filterOf, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { CONTROL_STORAGE_KEY, controlStore } from '../hooks/control-store';
import { fakeCampaignsApi, makeRow } from './fake-campaigns-api';

resetBetweenTests();
beforeEach(() => controlStore.reset());

const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Carolina' });
const seller = makeAccount({ id: 5, role: 'seller', firstName: 'Sergio', advertisersLinked: [20] });
const advertiser = makeAccount({ id: 20, role: 'advertiser', firstName: null, company: 'Lácteos del Sur' });

const LIST = '/api/campaigns';

/** The first render of a file loads the route's code cold, which takes a while on a busy machine. */
const loaded = (total: string) => screen.findByText(total, {}, { timeout: 20_000 });

function rows(tableName = 'Campaigns') {
  return within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1);
}

function names() {
  return rows().map((row) => within(row).getAllByRole('link')[0]?.textContent);
}

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
function plain(element: Element): string {
  return (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

function columnHeaders() {
  return within(screen.getByRole('table', { name: 'Campaigns' }))
    .getAllByRole('columnheader')
    .slice(1)
    .map((cell) => cell.textContent);
}

const many = Array.from({ length: 12 }, (_, index) =>
  makeRow({
    id: 100 + index,
    name: `Campania ${String(index + 1).padStart(2, '0')}`,
    // Far ahead, so the status machine lets them pause whatever day the suite runs (decision 041).
    endDate: `2036-12-${String(20 - index).padStart(2, '0')}T02:59:59.000Z`,
    impressions: 1000 * ((index * 7) % 12),
  }),
);

describe('the Control screen', { timeout: 40_000 }, () => {
  it('asks the default query and shows a campaign as the SPEC formats it', async () => {
    const api = fakeCampaignsApi([makeRow()]);
    signInAs(admin);
    renderApp('/campaigns');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campaigns' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 campaign')).toBeInTheDocument();
    expect(filterOf(api.callsTo('GET', LIST)[0])).toEqual({
      page: 1,
      limit: 5,
      status: 'in progress',
      sort: 'endDate',
      order: 'asc',
    });
    const row = rows()[0] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Verano Lacteos' })).toHaveAttribute('href', '/campaigns/1');
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(within(row).getByText('Delivering')).toBeInTheDocument();
    expect(
      within(row).getByRole('progressbar', { name: 'Delivered vs target, Verano Lacteos' }),
    ).toHaveAttribute('aria-valuenow', '72.85');
    const text = plain(row);
    expect(text).toContain('72.9%');
    expect(text).toContain('01/11/26 – 30/11/26 (30 days)');
    expect(text).toContain('728,500');
    expect(text).toContain('1.25%');
    expect(text).toContain('38,211');
    expect(text).toContain('CLP 1,500,000');
    expect(text).toContain('USD 1,578.95');
    expect(text).toContain('at 1 USD = 950 CLP, rate of 24/11/26');
    expect(text).toContain('Lácteos del Sur');
    expect(text).toContain('Chile');
    // The advertiser's name leads to its page (decision 029).
    expect(within(row).getByRole('link', { name: 'Lácteos del Sur' })).toHaveAttribute(
      'href',
      `/advertiser?advertiser=${makeRow().advertiserId}`,
    );
  });

  it('heads the progress as delivery against target and says how much of the time has passed', async () => {
    const day = 86_400_000;
    const now = Date.now();
    fakeCampaignsApi([
      makeRow({
        startDate: new Date(now - 10 * day).toISOString(),
        endDate: new Date(now + 30 * day).toISOString(),
      }),
    ]);
    signInAs(admin);
    renderApp('/campaigns');
    expect(await loaded('1 campaign')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Delivered vs target' })).toBeInTheDocument();
    // Ten days of forty have passed.
    expect(plain(rows()[0] as HTMLElement)).toMatch(/72\.9%Time elapsed: 25\.0%/);
  });

  it('shows dates at -03:00 and figures in the chosen language', async () => {
    fakeCampaignsApi([makeRow()]);
    signInAs(admin);
    await i18n.changeLanguage('es');
    renderApp('/campaigns');
    expect(await loaded('1 campaña')).toBeInTheDocument();
    const text = plain(rows('Campañas')[0] as HTMLElement);
    expect(text).toContain('En curso');
    expect(text).toContain('Entregando');
    expect(text).toContain('72,9 %');
    expect(text).toContain('728.500');
    expect(text).toContain('1,25 %');
    expect(text).toContain('01/11/26 – 30/11/26 (30 días)');
    expect(text).toContain('a 1 USD = 950 CLP, cotización del 24/11/26');
  });

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
    await waitFor(() => expect(names()[0]).toBe('Campania 06'));
    expect(filterOf(api.callsTo('GET', LIST).at(-1))).toMatchObject({
      sort: 'impressions',
      order: 'desc',
      limit: 10,
    });
    await user.click(screen.getByRole('button', { name: 'Impressions' }));
    await waitFor(() => expect(names()[0]).toBe('Campania 01'));
    expect(filterOf(api.callsTo('GET', LIST).at(-1))).toMatchObject({ sort: 'impressions', order: 'asc' });
  });

  it('lets the user hide, show and reorder columns, and keeps that choice', async () => {
    fakeCampaignsApi([makeRow()]);
    signInAs(admin);
    const user = userEvent.setup();
    const view = renderApp('/campaigns');
    await loaded('1 campaign');
    expect(columnHeaders()).toContain('Budget (USD)');
    expect(columnHeaders()).not.toContain('Optimisation weight');

    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const dialog = await screen.findByRole('dialog', { name: 'Columns to show' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Budget (USD)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Optimisation weight' }));
    await user.click(within(dialog).getByRole('button', { name: 'Move Status up' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Campaign' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(columnHeaders()).not.toContain('Budget (USD)');
    expect(columnHeaders()).toContain('Optimisation weight');
    expect(columnHeaders().slice(0, 3)).toEqual(['Actions', 'Status', 'Campaign']);

    view.unmount();
    renderApp('/campaigns');
    await loaded('1 campaign');
    expect(columnHeaders().slice(0, 3)).toEqual(['Actions', 'Status', 'Campaign']);
    expect(columnHeaders()).toContain('Optimisation weight');
    const stored = JSON.parse(localStorage.getItem(CONTROL_STORAGE_KEY) ?? '{}');
    expect(stored.columns.find((column: { id: string }) => column.id === 'weight').isVisible).toBe(true);
  });

  it('pauses and activates a campaign from its row', async () => {
    const api = fakeCampaignsApi([makeRow({ endDate: '2036-12-01T02:59:59.000Z' })]);
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('1 campaign');

    await user.click(screen.getByRole('button', { name: 'Actions for Verano Lacteos' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Pause' }));
    expect(await screen.findByText('Campaign paused successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/1/status')[0]?.body).toEqual({ status: 'PAUSED' });
    expect(await within(rows()[0] as HTMLElement).findByText('Paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Verano Lacteos' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    expect(await screen.findByText('Campaign activated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/1/status')[1]?.body).toEqual({ status: 'DELIVERING' });
  });

  it('pauses the selected campaigns at once through the bulk call', async () => {
    const api = fakeCampaignsApi(many.slice(0, 3));
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('3 campaigns');

    await user.click(screen.getByRole('checkbox', { name: 'Select Campania 01' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Campania 03' }));
    const bar = screen.getByRole('region', { name: 'Selected campaigns' });
    expect(within(bar).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Pause' }));

    expect(await screen.findByText('2 campaigns paused')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/status')[0]?.body).toEqual({
      ids: [100, 102],
      status: 'PAUSED',
    });
    expect(screen.queryByRole('region', { name: 'Selected campaigns' })).not.toBeInTheDocument();
    expect(api.table.filter((row) => row.status === 'PAUSED').map((row) => row.id)).toEqual([100, 102]);
  });

  it('offers only the status changes a campaign allows, and finishes one after asking', async () => {
    const api = fakeCampaignsApi([
      makeRow({ id: 1, name: 'Verano Lacteos', endDate: '2036-12-01T02:59:59.000Z' }),
      makeRow({ id: 2, name: 'Invierno Peru', status: 'COMPLETED' }),
    ]);
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('2 campaigns');

    await user.click(screen.getByRole('button', { name: 'Actions for Invierno Peru' }));
    const finishedMenu = await screen.findByRole('menu');
    expect(within(finishedMenu).queryByRole('menuitem', { name: 'Pause' })).not.toBeInTheDocument();
    expect(within(finishedMenu).queryByRole('menuitem', { name: 'Activate' })).not.toBeInTheDocument();
    expect(within(finishedMenu).queryByRole('menuitem', { name: 'Finish' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Actions for Verano Lacteos' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Finish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Finish Verano Lacteos?' });
    expect(api.callsTo('PATCH', '/api/campaigns/1/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Campaign finished successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/1/status')[0]?.body).toEqual({ status: 'COMPLETED' });
  });

  it('pauses the selected campaigns that can pause, and names the one left as it was', async () => {
    const api = fakeCampaignsApi([
      ...many.slice(0, 2),
      makeRow({ id: 300, name: 'Cerrada en Septiembre', status: 'CANCELED' }),
    ]);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('3 campaigns');

    for (const name of ['Campania 01', 'Campania 02', 'Cerrada en Septiembre']) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    }
    await user.click(
      within(screen.getByRole('region', { name: 'Selected campaigns' })).getByRole('button', {
        name: 'Pause',
      }),
    );
    expect(await screen.findByText('2 campaigns paused')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Left as they were, their status does not allow it: Cerrada en Septiembre (Canceled)',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/status')[0]?.body).toEqual({
      ids: [100, 101],
      status: 'PAUSED',
    });
  });

  it('asks before pausing more than three, names the ones that cannot, and undoes what it can', async () => {
    const api = fakeCampaignsApi([
      ...many.slice(0, 4),
      makeRow({ id: 200, name: 'Por aprobar', status: 'PENDING_APPROVAL', endDate: many[0]?.endDate }),
      makeRow({ id: 300, name: 'Cerrada en Septiembre', status: 'CANCELED' }),
    ]);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('6 campaigns');
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select the campaigns on this page' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Selected campaigns' })).getByRole('button', {
        name: 'Pause',
      }),
    );

    const slow = { timeout: 5_000 };
    const dialog = await screen.findByRole('dialog', { name: 'Pause 5 campaigns?' }, slow);
    expect(dialog).toHaveTextContent('5 campaigns will stop delivering until they are activated again.');
    expect(dialog).toHaveTextContent(
      '1 selected campaign cannot be paused and stays as it is: Cerrada en Septiembre (Canceled)',
    );
    expect(api.callsTo('PATCH', '/api/campaigns/status')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pause 5 campaigns' }));

    expect(await screen.findByText('5 campaigns paused', {}, slow)).toBeInTheDocument();
    const bodies = () =>
      api.callsTo('PATCH', '/api/campaigns/status').map((call) => {
        const { ids, status } = call.body as { ids: number[]; status: string };
        return { ids: [...ids].sort(), status };
      });
    expect(bodies()).toEqual([{ ids: [100, 101, 102, 103, 200], status: 'PAUSED' }]);
    // Activating the one pending approval would approve it, not undo the pause: it is left out.
    await user.click(await screen.findByRole('button', { name: 'Undo for 4' }, slow));
    expect(await screen.findByText('Undone: 4 campaigns are active again', {}, slow)).toBeInTheDocument();
    expect(bodies()[1]).toEqual({ ids: [100, 101, 102, 103], status: 'DELIVERING' });
  });

  it('deletes after confirmation: the row goes and the total drops', async () => {
    const api = fakeCampaignsApi([makeRow(), makeRow({ id: 2, name: 'Invierno Peru' })]);
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('2 campaigns');

    await user.click(screen.getByRole('button', { name: 'Actions for Invierno Peru' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this campaign?' });
    expect(dialog).toHaveTextContent('Invierno Peru');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Campaign removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('1 campaign')).toBeInTheDocument();
    expect(names()).toEqual(['Verano Lacteos']);
    expect(api.callsTo('DELETE', '/api/campaigns/2')).toHaveLength(1);
  });

  it('duplicates under the name the user gives, saying when the name is taken', async () => {
    const api = fakeCampaignsApi([makeRow(), makeRow({ id: 2, name: 'Invierno Peru' })], {});
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    await loaded('2 campaigns');

    await user.click(screen.getByRole('button', { name: 'Actions for Verano Lacteos' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Verano Lacteos' });
    const name = within(dialog).getByRole('textbox', { name: 'Name of the copy' });
    expect(name).toHaveValue('Verano Lacteos copy');
    await user.clear(name);
    await user.type(name, 'Invierno Peru');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Campaign already exists');

    await user.clear(name);
    await user.type(name, 'Verano Lacteos 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Duplicate' }));
    expect(await screen.findByText('Campaign duplicated successfully')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/campaigns/1/duplicate').at(-1)?.body).toEqual({
      name: 'Verano Lacteos 2027',
    });
    expect(await screen.findByText('3 campaigns')).toBeInTheDocument();
  });

  it('reads an advertiser its own campaigns and filters them in the browser', async () => {
    const api = fakeCampaignsApi([
      makeRow(),
      makeRow({ id: 2, name: 'Invierno Peru', displayStatus: 'finished' }),
      makeRow({ id: 3, name: 'Otono Lacteos', endDate: '2026-11-28T02:59:59.000Z' }),
    ]);
    signInAs(advertiser);
    const user = userEvent.setup();
    renderApp('/campaigns');
    expect(await screen.findByText('2 campaigns')).toBeInTheDocument();
    expect(names()).toEqual(['Otono Lacteos', 'Verano Lacteos']);
    expect(api.callsTo('GET', '/api/campaigns/mine')).toHaveLength(1);
    expect(api.callsTo('GET', LIST)).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'OTONO');
    await waitFor(() => expect(names()).toEqual(['Otono Lacteos']));
    expect(api.callsTo('GET', '/api/campaigns/mine')).toHaveLength(1);
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

  it('says the list failed, as the SPEC words it, and loads it again on retry', async () => {
    let isDown = true;
    const rowsNow = [makeRow()];
    fakeCampaignsApi(
      rowsNow,
      fake(listCampaigns, () =>
        isDown
          ? failure(500, 'INTERNAL', 'boom')
          : new Response(JSON.stringify({ items: rowsNow, total: 1, page: 1, limit: 5 }), { status: 200 }),
      ),
    );
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/campaigns');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error gettting campaigns!');
    // The notifications say it too, with the SPEC's reload message.
    expect(await screen.findByText('Unexpected error gettting campaigns!')).toBeInTheDocument();
    expect(await screen.findByText('Unexpected error, please reload page')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 campaign')).toBeInTheDocument();
  });

  it('with no campaign matching, says so and offers to clear the filters', async () => {
    fakeCampaignsApi([]);
    signInAs(admin);
    renderApp('/campaigns');
    expect(await loaded('No campaigns yet')).toBeInTheDocument();
  });
});
