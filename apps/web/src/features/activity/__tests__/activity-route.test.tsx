import { getAccount, searchAccounts } from '@adcontrol/domain/accounts/contracts';
import {
  type ActivityEntry,
  exportActivity,
  listActivity,
  listActivityFacets,
} from '@adcontrol/domain/activity/contracts';
import { listLoginEvents } from '@adcontrol/domain/events/contracts';
import type { LoginEvent } from '@adcontrol/domain/events/login-event';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n';
import { type ApiCall, failure, fake, mockApi, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAccount, signInAs } from '../../../test/fixtures';

resetBetweenTests();

const admin = makeAccount({ id: 1, role: 'admin', firstName: 'Ana', lastName: 'Pérez' });
const seller = makeAccount({
  id: 5,
  role: 'seller',
  firstName: 'Sergio',
  lastName: 'Mora',
  email: 'sergio@ventas.test',
});

const edit: ActivityEntry = {
  id: 41,
  createdAt: '2026-11-25T15:05:00.000Z',
  action: 'account.updated',
  entityType: 'account',
  entityId: 9,
  entityName: 'Diego Ruiz',
  account: { id: 5, name: 'Sergio Mora', email: 'sergio@ventas.test' },
  actingAccount: { id: 1, name: 'Ana Pérez', email: 'ana@adcontrol.test' },
  ip: '203.0.113.9',
  details: {
    before: { firstName: 'Diego', country: null, parentId: 3 },
    after: { firstName: 'Dieguito', country: 'AR', parentId: 5 },
  },
  names: { 'account:3': 'Ventas Norte', 'account:5': 'Sergio Mora' },
};
const pause: ActivityEntry = {
  id: 40,
  createdAt: '2026-11-24T02:00:00.000Z',
  action: 'creative.paused',
  entityType: 'creative',
  entityId: 77,
  entityName: 'banner_320x50 · Verano Andino',
  account: { id: 1, name: 'Ana Pérez', email: 'ana@adcontrol.test' },
  actingAccount: null,
  ip: null,
  details: { before: { status: 0 }, after: { status: 1 } },
};
const signIn: LoginEvent = {
  id: 3,
  accountId: 5,
  email: 'sergio@ventas.test',
  success: false,
  ip: '198.51.100.7',
  userAgent: 'Firefox',
  actingAccountId: null,
  createdAt: '2026-11-25T12:00:00.000Z',
};

/** Ana, an admin, signed into Sergio's account. */
const signedInto: LoginEvent = { ...signIn, id: 4, success: true, ip: '203.0.113.20', actingAccountId: 1 };

function fakeActivityApi() {
  return mockApi(
    fake(listActivity, () => ({ items: [edit, pause], total: 2 })),
    fake(listActivityFacets, () => ({
      entityTypes: ['account', 'creative'],
      actions: ['account.updated', 'creative.paused'],
    })),
    fake(listLoginEvents, () => ({ events: [signIn, signedInto], count: 2 })),
    fake(searchAccounts, () => [seller]),
    fake(getAccount, ({ params }) => (params.id === 1 ? admin : seller)),
    fake(
      exportActivity,
      () =>
        new Response('id,action\n41,account.updated\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="activity-2026-11-25.csv"',
          },
        }),
    ),
  );
}

/** The first screen of a file loads lazily; on a busy machine that takes longer than a usual wait. */
const FIRST_LOAD = { timeout: 15_000 };

const queryOf = (call: ApiCall | undefined) => Object.fromEntries(call?.url.searchParams ?? []);
const rows = () => within(screen.getByRole('table', { name: 'Changes' })).getAllByRole('row');

describe('the activity log', () => {
  it('shows each change at -03:00 with who, on whose behalf, the object linked, the action in words and the IP', async () => {
    const api = fakeActivityApi();
    signInAs(admin);
    renderApp('/activity');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activity' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText('2 changes')).toBeInTheDocument();
    const first = rows()[1] as HTMLElement;
    expect(within(first).getByText('25/11/26 12:05')).toBeInTheDocument();
    // Ana, an admin, signed into Sergio's account: the person first, then the account they acted as.
    expect(within(first).getByText('Ana Pérez')).toBeInTheDocument();
    expect(within(first).getByText('as Sergio Mora')).toBeInTheDocument();
    // The object by its kind and its name, not as "#9".
    expect(within(first).getByText('Account')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Diego Ruiz' })).toHaveAttribute(
      'href',
      '/accounts/9/edit',
    );
    expect(within(first).getByText('Account changed')).toBeInTheDocument();
    expect(within(first).getByText('203.0.113.9')).toBeInTheDocument();
    // A creative has no screen of its own: named, not linked.
    expect(screen.getByText('banner_320x50 · Verano Andino')).not.toHaveAttribute('href');
    expect(queryOf(api.callsTo('GET', '/api/activity')[0])).toEqual({ page: '1', limit: '25' });
  }, 30_000);

  it("names objects and actions in the reader's language, in the rows and in the filters", async () => {
    fakeActivityApi();
    signInAs(admin);
    await i18n.changeLanguage('es');
    const user = userEvent.setup();
    renderApp('/activity');

    expect(await screen.findByText('2 cambios', undefined, FIRST_LOAD)).toBeInTheDocument();
    const [, first, , second] = within(screen.getByRole('table', { name: 'Cambios' })).getAllByRole('row');
    expect(within(first as HTMLElement).getByText('Cuenta')).toBeInTheDocument();
    expect(within(first as HTMLElement).getByText('Cuenta modificada')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Creatividad pausada')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Objeto' }));
    expect(await screen.findByRole('option', { name: 'Creatividad' })).toBeInTheDocument();
  }, 30_000);

  it('opens a row to the fields before and after', async () => {
    fakeActivityApi();
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/activity');

    const open = await screen.findByRole(
      'button',
      { name: 'Show what changed: Account changed' },
      FIRST_LOAD,
    );
    expect(screen.queryByText('Dieguito')).not.toBeInTheDocument();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('First name')).toBeInTheDocument();
    expect(screen.getByText('Diego').tagName).toBe('DEL');
    expect(screen.getByText('Dieguito').tagName).toBe('INS');
    expect(screen.getByText('Country')).toBeInTheDocument();
    expect(screen.getByText('AR')).toBeInTheDocument();
    // An account named by id reads by its name.
    expect(screen.getByText('Parent account')).toBeInTheDocument();
    expect(screen.getByText('Ventas Norte').tagName).toBe('DEL');
    expect(screen.getByText('Sergio Mora', { selector: 'ins' })).toBeInTheDocument();
  }, 30_000);

  it('keeps the filters in the address and asks the server with them', async () => {
    const api = fakeActivityApi();
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/activity?from=2026-11-01&to=2026-11-30');
    await screen.findByText('2 changes');
    expect(queryOf(api.callsTo('GET', '/api/activity')[0])).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
    });

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Creative paused' }));
    await waitFor(() =>
      expect(queryOf(api.callsTo('GET', '/api/activity').at(-1))).toMatchObject({
        action: 'creative.paused',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      action: 'creative.paused',
      from: '2026-11-01',
      to: '2026-11-30',
    });

    await user.type(screen.getByRole('combobox', { name: 'Person' }), 'serg');
    await user.click(await screen.findByRole('option', { name: /Sergio Mora/ }));
    await waitFor(() => expect(router.state.location.search).toContain('personId=5'));
    expect(queryOf(api.callsTo('GET', '/api/activity').at(-1))).toMatchObject({ personId: '5' });
  }, 30_000);

  it('says a reversed period is wrong instead of asking for it', async () => {
    const api = fakeActivityApi();
    signInAs(admin);
    renderApp('/activity?from=2026-11-30&to=2026-11-01');
    expect(await screen.findByText('The end is before the start')).toBeInTheDocument();
    await screen.findByText('2 changes');
    expect(queryOf(api.callsTo('GET', '/api/activity')[0])).not.toHaveProperty('from');
  });

  it('shows the sign-ins in their own tab, with the login events filters', async () => {
    const api = fakeActivityApi();
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/activity');
    await user.click(await screen.findByRole('tab', { name: 'Sign-ins' }, FIRST_LOAD));

    expect(await screen.findByText('2 sign-in attempts')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Sign-ins' });
    // The admin behind it by name, not as "admin #1".
    expect(await within(table).findByText('signed into by Ana Pérez')).toBeInTheDocument();
    expect(within(table).getAllByText('sergio@ventas.test')).toHaveLength(2);
    expect(within(table).getByText('Refused')).toBeInTheDocument();
    expect(within(table).getByText('198.51.100.7')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=sign-ins');

    await user.click(screen.getByRole('combobox', { name: 'Outcome' }));
    await user.click(await screen.findByRole('option', { name: 'Signed in' }));
    await waitFor(() =>
      expect(queryOf(api.callsTo('GET', '/api/events/login').at(-1))).toMatchObject({ success: 'true' }),
    );
  }, 30_000);

  it('names a filter the API refuses as the screen does, in words, not as "personId: …"', async () => {
    mockApi(
      {
        // By path, not through the contract: the screen asks with personId=0, which the declaration refuses,
        // and the test answers the refusal's words itself.
        'GET /api/activity': () => failure(400, 'VALIDATION_FAILED', 'personId: Invalid input', 'personId'),
      },
      fake(listActivityFacets, () => ({ entityTypes: [], actions: [] })),
    );
    signInAs(admin);
    renderApp('/activity?personId=0');
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent(
      'Person: This value is not valid',
    );
    await i18n.changeLanguage('es');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Persona: Este valor no es válido'),
    );
  }, 30_000);

  it('is refused to anyone but an admin', async () => {
    fakeActivityApi();
    signInAs(seller);
    const { router } = renderApp('/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restricted' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restricted');
  });
});

describe('the CSV export', () => {
  let saved: { name: string; blob: Blob }[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', blob: blob as Blob });
      return 'blob:activity';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const last = saved.at(-1);
      if (last) last.name = this.download;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the current filter, without paging, under the name the server gives', async () => {
    const api = fakeActivityApi();
    signInAs(admin);
    const user = userEvent.setup();
    renderApp('/activity?entityType=account&page=2');
    await screen.findByText('2 changes', undefined, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('activity-2026-11-25.csv');
    expect(await saved[0]?.blob.text()).toContain('41,account.updated');
    expect(queryOf(api.callsTo('GET', '/api/activity/export')[0])).toEqual({
      entityType: 'account',
      lang: 'en',
    });
  }, 30_000);
});
