import { listCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { failure, fake, filterOf, renderApp } from '../../../test/app';
import { makeRow } from '../../../test/campaign-rows';
import { fakeCampaignsApi } from '../../../test/fake-campaigns-api';
import { signInAs } from '../../../test/fixtures';
import { CONTROL_STORAGE_KEY } from '../hooks/control-store';
import {
  admin,
  advertiser,
  columnHeaders,
  LIST,
  loaded,
  names,
  plain,
  resetControlBetweenTests,
  rows,
} from './control-harness';

resetControlBetweenTests();

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
