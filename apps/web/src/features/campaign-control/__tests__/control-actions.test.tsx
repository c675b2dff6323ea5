import { deleteCampaign, updateCampaignStatus } from '@adcontrol/domain/campaigns/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fake, type Route, renderApp } from '../../../test/app';
import { makeRow } from '../../../test/campaign-rows';
import { fakeCampaignsApi } from '../../../test/fake-campaigns-api';
import { signInAs } from '../../../test/fixtures';
import { admin, loaded, many, names, resetControlBetweenTests, rows, seller } from './control-harness';

resetControlBetweenTests();

/** Verano Lacteos alone on the Control screen, `item` chosen from its row's menu. */
async function chooseOnTheOnlyRow(item: string, ...overrides: Route[]) {
  const api = fakeCampaignsApi([makeRow({ endDate: '2036-12-01T02:59:59.000Z' })], ...overrides);
  signInAs(seller);
  const user = userEvent.setup();
  renderApp('/campaigns');
  await loaded('1 campaign');
  await user.click(screen.getByRole('button', { name: 'Actions for Verano Lacteos' }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
  return { api, user };
}

describe('acting on campaigns from the Control screen', { timeout: 40_000 }, () => {
  it('pauses and activates a campaign from its row', async () => {
    const { api, user } = await chooseOnTheOnlyRow('Pause');
    expect(await screen.findByText('Campaign paused successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/1/status')[0]?.body).toEqual({ status: 'PAUSED' });
    expect(await within(rows()[0] as HTMLElement).findByText('Paused')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Verano Lacteos' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    expect(await screen.findByText('Campaign activated successfully')).toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/campaigns/1/status')[1]?.body).toEqual({ status: 'DELIVERING' });
  });

  it('says why a status change is refused in the server words, not "try again later"', async () => {
    await chooseOnTheOnlyRow(
      'Pause',
      fake(updateCampaignStatus, () => failure(404, 'NOT_FOUND', 'Campaign not found')),
    );
    expect(await screen.findByText('Campaign not found')).toBeInTheDocument();
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

  it('says a campaign gone since the list was read when it is deleted, not "try again later"', async () => {
    const { user } = await chooseOnTheOnlyRow(
      'Delete',
      fake(deleteCampaign, () => failure(404, 'NOT_FOUND', 'Campaign not found')),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this campaign?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Campaign not found')).toBeInTheDocument();
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
});
