import { countAudience, createAudience, updateAudience } from '@adcontrol/domain/audiences/contracts';
import { searchPlaystoreApps } from '@adcontrol/domain/playstore/contracts';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { failure, fake, json, renderApp, resetBetweenTests } from '../../../test/app';
import { makeAudience } from '../../../test/audiences';
import { makeAccount, signInAs } from '../../../test/fixtures';
import { countAnswer, definedAudience, fakeAudiencesApi } from './fake-audiences-api';

vi.mock('../components/geography/geography-section', async () => ({
  GeographySection: (await import('./fake-geography')).FakeGeographySection,
}));

resetBetweenTests();

const seller = makeAccount({ id: 5, role: 'seller', firstName: 'Sergio' });
const admin = makeAccount({ id: 1, role: 'admin' });

function shownCount() {
  return screen.getByTestId('people-count').textContent;
}

function countBodies(api: ReturnType<typeof fakeAudiencesApi>) {
  return api
    .callsTo('POST', '/api/audiences/count')
    .map((call) => call.body as { filters: { demographics: object } });
}

describe('the audience builder', () => {
  it('asks for nothing until a filter is set, then counts once the filters have been still for a moment', async () => {
    const api = fakeAudiencesApi([]);
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/create');

    expect(await screen.findByRole('heading', { level: 1, name: 'Create audience' })).toBeInTheDocument();
    expect(await screen.findByText('Add a location, an app or a filter')).toBeInTheDocument();
    expect(shownCount()).toBe('0');

    await user.click(screen.getByRole('checkbox', { name: 'Female' }));
    expect(countBodies(api)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '25–34' }));
    expect(screen.getByRole('button', { name: '25–34' })).toHaveAttribute('aria-pressed', 'true');

    await waitFor(() => expect(shownCount()).toBe('48,210'));
    await waitFor(() =>
      expect(countBodies(api).at(-1)?.filters.demographics).toEqual({
        genreMale: false,
        genreFemale: true,
        ageRanges: ['25-34'],
        socioEconomicLevels: [],
      }),
    );
    expect(screen.queryByText('Add a location, an app or a filter')).not.toBeInTheDocument();
    // The breakdown, as bars with their figures.
    const byCountry = screen.getByRole('list', { name: 'By country' });
    expect(within(byCountry).getByText('Chile')).toBeInTheDocument();
    expect(within(byCountry).getByText('33,747')).toBeInTheDocument();
  });

  it('never shows the answer to filters already changed', async () => {
    const slow: { resolve: (response: Response) => void }[] = [];
    const api = fakeAudiencesApi(
      [],
      fake(countAudience, ({ body }) => {
        if (body.filters.demographics.genreMale) return countAnswer(222);
        return new Promise<Response>((resolve) => slow.push({ resolve }));
      }),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/create');

    await user.click(await screen.findByRole('checkbox', { name: 'Female' }));
    await waitFor(() => expect(slow).toHaveLength(1));
    await user.click(screen.getByRole('checkbox', { name: 'Female' }));
    await user.click(screen.getByRole('checkbox', { name: 'Male' }));
    await waitFor(() => expect(shownCount()).toBe('222'));

    await act(async () => slow[0]?.resolve(json(200, countAnswer(111))));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownCount()).toBe('222');
    expect(api.callsTo('POST', '/api/audiences/count')).toHaveLength(2);
  });

  it('flags a failed count on the counter and counts again on retry', async () => {
    let isDown = true;
    fakeAudiencesApi(
      [],
      fake(countAudience, () =>
        isDown
          ? failure(503, 'UPSTREAM_UNAVAILABLE', 'Audience counts are not available right now')
          : countAnswer(900),
      ),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/create');

    await user.click(await screen.findByRole('checkbox', { name: 'Male' }));
    expect(await screen.findByText('The count could not be updated')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownCount()).toBe('900'));
    expect(screen.queryByText('The count could not be updated')).not.toBeInTheDocument();
  });

  it('says the count is for earlier filters while offline, and counts once the connection returns', async () => {
    fakeAudiencesApi(
      [],
      fake(countAudience, ({ body }) => countAnswer(body.filters.demographics.genreMale ? 700 : 900)),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/create');

    await user.click(await screen.findByRole('checkbox', { name: 'Female' }));
    await waitFor(() => expect(shownCount()).toBe('900'));
    act(() => onlineManager.setOnline(false));
    onTestFinished(() => onlineManager.setOnline(true));
    await user.click(screen.getByRole('checkbox', { name: 'Female' }));
    await user.click(screen.getByRole('checkbox', { name: 'Male' }));
    expect(
      await screen.findByText(
        'Offline: this is the count for your earlier filters. It updates when the connection returns.',
      ),
    ).toBeInTheDocument();
    expect(shownCount()).toBe('900');

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(shownCount()).toBe('700'));
    expect(screen.queryByText(/^Offline:/)).not.toBeInTheDocument();
  });

  it('says why a count of 0 may come from small points, and asks before saving an audience of 0 people', async () => {
    const api = fakeAudiencesApi(
      [],
      fake(countAudience, () => countAnswer(0)),
      fake(createAudience, ({ body }) => makeAudience({ _id: 43, ...body })),
    );
    signInAs(seller);
    const user = userEvent.setup();
    const { router } = renderApp('/audience/create');

    await user.type(await screen.findByRole('textbox', { name: /^Audience name/ }), 'Nadie');
    await user.click(screen.getByRole('button', { name: 'Add a point in Santiago' }));
    expect(
      await screen.findByText(
        'No one found. Points of 500 m reach few people: try a radius of 1,000 m or more.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save an audience of 0 people?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/audiences')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audience'));
    expect(api.callsTo('POST', '/api/audiences')).toHaveLength(1);
  });

  it('names what is missing before saving and sends nothing', async () => {
    const api = fakeAudiencesApi([]);
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/create');

    await user.click(await screen.findByRole('button', { name: 'Save audience' }));
    expect(await screen.findByText('The audience cannot be saved yet')).toBeInTheDocument();
    expect(screen.getByText('Audience name: This field is required')).toBeInTheDocument();
    expect(screen.getByText('Geography: Add at least one location or point')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Audience name/ })).toHaveAccessibleDescription(
      'This field is required',
    );

    await user.type(screen.getByRole('textbox', { name: /^Audience name/ }), 'Lima-norte!');
    expect(screen.getByRole('textbox', { name: /^Audience name/ })).toHaveAccessibleDescription(
      'Only letters, spaces and numbers are allowed',
    );
    expect(api.callsTo('POST', '/api/audiences')).toHaveLength(0);
  });

  it('saves a new audience, says so and goes back to the list', async () => {
    const api = fakeAudiencesApi(
      [],
      fake(createAudience, ({ body }) => makeAudience({ _id: 42, ...body })),
    );
    signInAs(admin);
    const user = userEvent.setup();
    const { router } = renderApp('/audience/create');

    await user.type(await screen.findByRole('textbox', { name: /^Audience name/ }), 'Chile entero');
    await user.click(screen.getByRole('button', { name: 'Add Chile' }));
    await user.click(screen.getByRole('switch', { name: 'Ignore the multiplier' }));
    await user.click(screen.getByRole('button', { name: 'Save audience' }));

    expect(await screen.findByText('Audience saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/audience'));
    const body = api.callsTo('POST', '/api/audiences')[0]?.body as Record<string, unknown>;
    expect(body.name).toBe('Chile entero');
    expect(body.options).toEqual({ ignoreMultiplier: true });
    expect(body.filters).toMatchObject({
      geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL', included: true }] },
    });
  });

  it('returns to campaign creation with the new audience when it came from there', async () => {
    const api = fakeAudiencesApi(
      [],
      fake(createAudience, ({ body }) => makeAudience({ _id: 42, ...body })),
    );
    signInAs(seller);
    const user = userEvent.setup();
    const { router } = renderApp('/audience/create?returnTo=%2Fcampaigns%2Fcreate%3Fstep%3D2');

    await user.type(await screen.findByRole('textbox', { name: /^Audience name/ }), 'Para campaña');
    await user.click(screen.getByRole('button', { name: 'Add a point in Santiago' }));
    expect(screen.queryByRole('switch', { name: 'Ignore the multiplier' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save audience' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/campaigns/create'));
    expect(router.state.location.search).toBe('?step=2&audienceId=42');
    expect(api.callsTo('POST', '/api/audiences')[0]?.body).not.toHaveProperty('options');
  });

  it('shows the server refusal on the field and keeps the input after a failure', async () => {
    let answer = failure(409, 'CONFLICT', 'You already have an audience with this name', 'name');
    fakeAudiencesApi(
      [],
      fake(createAudience, () => answer),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/create');

    const name = await screen.findByRole('textbox', { name: /^Audience name/ });
    await user.type(name, 'Repetida');
    await user.click(screen.getByRole('button', { name: 'Add Chile' }));
    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('You already have an audience with this name'),
    );

    answer = failure(500, 'INTERNAL', 'boom');
    await user.clear(name);
    await user.type(name, 'Otra');
    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    expect(
      await screen.findByText('The audience could not be saved, please try again later'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Otra');
    expect(screen.getByText('1 places')).toBeInTheDocument();
  });

  it('says above the form a refusal of something it has no field for', async () => {
    const adminsOnly = 'Only admins can ignore the multiplier';
    fakeAudiencesApi(
      [],
      fake(createAudience, () => failure(403, 'FORBIDDEN', adminsOnly, 'options.ignoreMultiplier')),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/create');

    await user.type(await screen.findByRole('textbox', { name: /^Audience name/ }), 'Sin multiplicador');
    await user.click(screen.getByRole('button', { name: 'Add Chile' }));
    await user.click(screen.getByRole('button', { name: 'Save audience' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(adminsOnly);
  });

  it('asks before leaving with unsaved changes', async () => {
    fakeAudiencesApi([]);
    signInAs(seller);
    const user = userEvent.setup();
    const { router } = renderApp('/audience/create');

    await user.type(await screen.findByRole('textbox', { name: /^Audience name/ }), 'A medias');
    await user.click(screen.getByRole('link', { name: 'Audiences' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/audience/create');
    await user.click(screen.getByRole('link', { name: 'Audiences' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audience'));
  });
});

describe('editing an audience', () => {
  it('fills the builder with the audience and saves the changes', async () => {
    const api = fakeAudiencesApi(
      [definedAudience],
      fake(updateAudience, ({ body }) => ({ ...definedAudience, ...body })),
    );
    signInAs(seller);
    const user = userEvent.setup();
    const { router } = renderApp('/audience/7/edit');

    const name = await screen.findByRole('textbox', { name: /^Audience name/ });
    expect(name).toHaveValue('Mujeres jóvenes Chile');
    expect(screen.getByRole('checkbox', { name: 'Female' })).toBeChecked();
    expect(screen.getByRole('button', { name: '35–44' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('5 places')).toBeInTheDocument();
    await waitFor(() => expect(shownCount()).toBe('48,210'));

    await user.clear(name);
    await user.type(name, 'Mujeres Chile');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Audience saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/audience'));
    expect(api.callsTo('PATCH', '/api/audiences/7')[0]?.body).toMatchObject({ name: 'Mujeres Chile' });
  });

  it('says so when the audience does not exist', async () => {
    fakeAudiencesApi([]);
    signInAs(seller);
    renderApp('/audience/99/edit');
    expect(await screen.findByText('Audience not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to audiences' })).toHaveAttribute('href', '/audience');
    expect(screen.queryByRole('textbox', { name: /^Audience name/ })).not.toBeInTheDocument();
  });

  it('names the saved apps by their titles, and offers no app in both lists', async () => {
    const catalogue = [
      { packageName: 'com.whatsapp', title: 'WhatsApp Messenger', category: 'communication', icon: null },
      { packageName: 'com.spotify.music', title: 'Spotify', category: 'music_and_audio', icon: null },
      { packageName: 'com.instagram.android', title: 'Instagram', category: 'social', icon: null },
      { packageName: 'com.mercadolibre', title: 'Mercado Libre', category: 'shopping', icon: null },
      { packageName: 'com.waze', title: 'Waze', category: 'maps_and_navigation', icon: null },
    ];
    fakeAudiencesApi(
      [definedAudience],
      fake(searchPlaystoreApps, ({ call }) => {
        const packages = call.url.searchParams.get('packages')?.split(',');
        return packages ? catalogue.filter((app) => packages.includes(app.packageName)) : catalogue;
      }),
    );
    signInAs(seller);
    const user = userEvent.setup();
    renderApp('/audience/7/edit');

    await screen.findByRole('textbox', { name: /^Audience name/ });
    const installed = screen.getByRole('combobox', { name: 'Apps installed' });
    const chips = () => installed.closest('.MuiAutocomplete-root')?.querySelectorAll('.MuiChip-label') ?? [];
    await waitFor(() =>
      expect([...chips()].map((chip) => chip.textContent)).toEqual([
        'WhatsApp Messenger',
        'Spotify',
        'Instagram',
        'Mercado Libre',
      ]),
    );

    await user.click(screen.getByRole('combobox', { name: 'Apps not installed' }));
    const whatsapp = await screen.findByRole('option', { name: /WhatsApp Messenger/ });
    expect(whatsapp).toHaveAttribute('aria-disabled', 'true');
    expect(whatsapp).toHaveTextContent('Already in apps installed');
    expect(screen.getByRole('option', { name: /Waze/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('warns when a saved audience has an app both installed and not installed', async () => {
    fakeAudiencesApi([
      makeAudience({
        _id: 8,
        filters: {
          geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] },
          applications: { installed: ['com.whatsapp'], notInstalled: ['com.whatsapp'] },
        },
      }),
    ]);
    signInAs(seller);
    renderApp('/audience/8/edit');
    expect(
      await screen.findByText(/com.whatsapp is both installed and not installed: no one can be both/),
    ).toBeInTheDocument();
  });

  it('shows the not-found screen for an address whose id cannot be one, without asking the API', async () => {
    const api = fakeAudiencesApi([definedAudience]);
    signInAs(seller);
    renderApp('/audience/abc/edit');
    expect(await screen.findByText('Audience not found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/audiences/abc')).toHaveLength(0);
  });
});
