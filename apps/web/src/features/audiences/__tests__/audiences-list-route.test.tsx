import { deleteAudience, listAudiences } from '@adcontrol/domain/audiences/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fake, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAudience } from '../../../test/audiences';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { definedAudience, fakeAudiencesApi } from './fake-audiences-api';

resetBetweenTests();

const seller = makeAccount({ id: 5, role: 'seller', firstName: 'Sergio' });

const many = Array.from({ length: 13 }, (_, index) =>
  makeAudience({
    _id: 100 + index,
    name: `Audiencia ${String(index + 1).padStart(2, '0')}`,
    size: 1000 * index,
  }),
);

function rows() {
  return within(screen.getByRole('table', { name: 'Audiences' }))
    .getAllByRole('row')
    .slice(1);
}

describe('the audiences list', () => {
  it('shows each audience with its filters in short, its size, owner and dates', async () => {
    fakeAudiencesApi([
      definedAudience,
      makeAudience({ _id: 8, name: 'Sin filtros', size: null, ownerName: null }),
    ]);
    signInAs(seller);
    renderApp('/audience');

    expect(await screen.findByRole('heading', { level: 1, name: 'Audiences' })).toBeInTheDocument();
    expect(await screen.findByText('2 audiences')).toBeInTheDocument();
    const first = rows()[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Mujeres jóvenes Chile' })).toHaveAttribute(
      'href',
      '/audience/7/edit',
    );
    expect(
      within(first).getByRole('list', { name: '2 countries · 3 points · 4 apps · female · 25–34, 35–44' }),
    ).toBeVisible();
    expect(within(first).getByText('1,234,567')).toBeInTheDocument();
    expect(within(first).getByText('Ana Pérez')).toBeInTheDocument();
    expect(within(first).getByText('01/03/26')).toBeInTheDocument();
    expect(within(first).getByText('04/03/26')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Export Mujeres jóvenes Chile' })).toHaveAttribute(
      'href',
      '/audience/7/export',
    );
    const second = rows()[1] as HTMLElement;
    expect(within(second).getByText('No filters')).toBeInTheDocument();
    expect(within(second).getAllByText('—')).toHaveLength(2);
  });

  it('searches by name once the user pauses, keeping the search in the address', async () => {
    const api = fakeAudiencesApi([...many, definedAudience]);
    signInAs(seller);
    const user = userEvent.setup();
    const { router } = renderApp('/audience');
    expect(await screen.findByText('14 audiences')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'jóvenes');
    expect(await screen.findByText('1 audience')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(router.state.location.search).toBe('?search=j%C3%B3venes');
    const searches = api.callsTo('GET', '/api/audiences').map((call) => call.url.searchParams.get('search'));
    expect(searches).toEqual([null, 'jóvenes']);
  });

  it('pages on the server and keeps the page in the address', async () => {
    const api = fakeAudiencesApi(many);
    signInAs(seller);
    const user = userEvent.setup();
    const { router } = renderApp('/audience');

    expect(await screen.findByText('1–10 of 13')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11–13 of 13')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(router.state.location.search).toBe('?page=2');
    expect(api.callsTo('GET', '/api/audiences').at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('deletes after confirmation: a toast says so, the row goes and the total drops', async () => {
    const api = fakeAudiencesApi([definedAudience, makeAudience({ _id: 8, name: 'Lima norte' })]);
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience');
    await screen.findByText('2 audiences');

    await user.click(screen.getByRole('button', { name: 'Delete Lima norte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this audience?' });
    expect(dialog).toHaveTextContent('Lima norte');
    await user.click(within(dialog).getByRole('button', { name: 'Delete audience' }));

    expect(await screen.findByText('Audience removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('1 audience')).toBeInTheDocument();
    expect(screen.queryByText('Lima norte')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(api.callsTo('DELETE', '/api/audiences/8')).toHaveLength(1);
  });

  it('keeps the row and says to try later when the delete fails; cancel does nothing', async () => {
    const api = fakeAudiencesApi(
      [definedAudience],
      fake(deleteAudience, () => failure(500, 'INTERNAL', 'boom')),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience');
    await screen.findByText('1 audience');

    await user.click(screen.getByRole('button', { name: 'Delete Mujeres jóvenes Chile' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', '/api/audiences/7')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Mujeres jóvenes Chile' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete audience' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The audience could not be removed, please try again later',
    );
    expect(screen.getByText('1 audience')).toBeInTheDocument();
  });

  it('says in its own words why the server refuses a delete', async () => {
    fakeAudiencesApi(
      [definedAudience],
      fake(deleteAudience, () => failure(403, 'FORBIDDEN', 'Analysts can only change their own audiences')),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience');
    await user.click(await screen.findByRole('button', { name: 'Delete Mujeres jóvenes Chile' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete audience' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Analysts can only change their own audiences',
    );
  });

  it('with no audience yet, says so and offers to create one', async () => {
    fakeAudiencesApi([]);
    signInAs(seller);
    const user = userEvent.setup();
    const { router } = renderApp('/audience');

    expect(await screen.findByText('No audiences yet')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Create audience' });
    expect(links).toHaveLength(2);
    await user.click(links[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/audience/create'));
  });

  it('shows a placeholder while the first page loads', async () => {
    fakeAudiencesApi(
      [],
      fake(listAudiences, () => new Promise<Response>(() => {})),
    );
    signInAs(seller);
    renderApp('/audience');
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says why the list failed and loads it again on retry', async () => {
    let isDown = true;
    fakeAudiencesApi(
      [definedAudience],
      fake(listAudiences, () =>
        isDown
          ? failure(403, 'FORBIDDEN', 'Your account cannot list audiences right now')
          : new Response(JSON.stringify({ items: [definedAudience], total: 1 }), { status: 200 }),
      ),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account cannot list audiences right now',
    );
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 audience')).toBeInTheDocument();
  });
});
