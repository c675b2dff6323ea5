import type { Place } from '@adcontrol/domain/places/contracts';
import { reverseGeocode, reverseGeocodePublic } from '@adcontrol/domain/places/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fake, mockApi, resetBetweenTests } from '../../../../../test/app';
import { CLICKED, cameraOf, EMPTY_GEOGRAPHY, MapStandIn, renderSection } from './geography-harness';

vi.mock('../audience-map', () => ({ AudienceMap: MapStandIn }));

resetBetweenTests();

const santiago: Place = {
  id: 'cl-santiago',
  name: 'Santiago',
  region: 'Región Metropolitana',
  countryCode: 'CL',
  lat: -33.4489,
  lng: -70.6693,
  population: 5_600_000,
};

const withPoints = {
  ...EMPTY_GEOGRAPHY,
  coordinates: [
    { type: 'country' as const, countryCode: 'CL' as const, included: true },
    {
      type: 'point' as const,
      center: { lat: -33.45, lng: -70.67 },
      radio: 2000,
      included: true,
      name: 'Santiago',
    },
    {
      type: 'point' as const,
      center: { lat: -33.05, lng: -71.61 },
      meters: 800,
      included: true,
      name: 'Valparaíso',
    },
  ],
};

describe('Geography section', () => {
  it('shows the error the save returned beside the section', async () => {
    mockApi();
    renderSection({ error: 'An audience needs at least one location or point' });
    expect(screen.getByRole('alert')).toHaveTextContent('An audience needs at least one location or point');
    expect(await screen.findByRole('region', { name: 'Map stand-in' })).toBeInTheDocument();
  });

  it('stores the chosen markets as included countries and shows them on the map', async () => {
    mockApi();
    const user = userEvent.setup();
    const { last } = renderSection();
    await user.click(screen.getByRole('combobox', { name: 'Countries' }));
    await user.click(await screen.findByRole('option', { name: 'Chile' }));
    await user.click(screen.getByRole('combobox', { name: 'Countries' }));
    await user.click(await screen.findByRole('option', { name: 'Peru' }));
    expect(last().coordinates).toEqual([
      { type: 'country', countryCode: 'CL', included: true },
      { type: 'country', countryCode: 'PE', included: true },
    ]);
    const map = await screen.findByRole('region', { name: 'Map stand-in' });
    expect(map).toHaveTextContent('countries CL PE');
    expect(cameraOf(map)).toMatchObject({ kind: 'fit' });
  });

  it('adds a clicked point with the default radius, named after the nearest place', async () => {
    const api = mockApi(fake(reverseGeocode, () => ({ place: santiago, distanceMeters: 1500 })));
    const user = userEvent.setup();
    const { last } = renderSection({ value: { ...EMPTY_GEOGRAPHY, defaultRadio: 250 } });
    await user.click(await screen.findByRole('button', { name: 'Click the map' }));
    await waitFor(() =>
      expect(last().coordinates).toEqual([
        {
          type: 'point',
          center: CLICKED,
          radio: 250,
          included: true,
          name: 'Santiago, Región Metropolitana, CL',
        },
      ]),
    );
    const query = api.callsTo('GET', '/api/places/reverse')[0]?.url.searchParams;
    expect([query?.get('lat'), query?.get('lng')]).toEqual([String(CLICKED.lat), String(CLICKED.lng)]);
    const list = screen.getByRole('list', { name: '1 point' });
    expect(within(list).getByText('Santiago, Región Metropolitana, CL')).toBeInTheDocument();
    expect(
      screen.queryByText('Unable to retrieve location. Please try again later.'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Added Santiago, Región Metropolitana, CL');
  });

  it('names a clicked point by its coordinates when the place cannot be looked up, and says so', async () => {
    mockApi(fake(reverseGeocodePublic, () => failure(503, 'UPSTREAM_UNAVAILABLE', 'down')));
    const user = userEvent.setup();
    const { last } = renderSection({ lookups: 'public' });
    await user.click(await screen.findByRole('button', { name: 'Click the map' }));
    expect(
      await screen.findByText('Unable to retrieve location. Please try again later.'),
    ).toBeInTheDocument();
    expect(last().coordinates[0]).toMatchObject({ type: 'point', name: '-33.43780, -70.65050', radio: 100 });
  });

  it('edits a radius as typed, refuses one past 500 km in words, and fits the map to the new circle', async () => {
    mockApi();
    const user = userEvent.setup();
    const { last } = renderSection({ value: withPoints });
    const list = screen.getByRole('list', { name: '2 points' });
    const radii = within(list).getAllByRole('textbox', { name: 'Radius' });
    expect(radii.map((field) => (field as HTMLInputElement).value)).toEqual(['2000', '800']);

    await user.clear(radii[0] as HTMLElement);
    await user.type(radii[0] as HTMLElement, '1.5');
    expect(radii[0]).toHaveValue('1.5');
    expect(last().coordinates[1]).toMatchObject({ radio: 1.5 });

    // Pasted whole: the field reads what it holds, whichever way it got there.
    await user.clear(radii[1] as HTMLElement);
    await user.paste('999999');
    expect(radii[1]).toHaveValue('999999');
    expect(radii[1]).toHaveAccessibleDescription(
      'The largest radius is 500,000 m. It stays 800 m until then.',
    );
    expect(last().coordinates[2]).toMatchObject({ meters: 800 });
    await user.clear(radii[1] as HTMLElement);
    await user.paste('5000');
    expect(last().coordinates[2]).toMatchObject({ radio: 5000 });
    expect(last().coordinates[2]).not.toHaveProperty('meters');
    const map = await screen.findByRole('region', { name: 'Map stand-in' });
    // Once the radius has been still for a moment, the map fits the new circle.
    await waitFor(() =>
      expect(cameraOf(map)).toMatchObject({
        kind: 'fly',
        center: { lat: -33.05, lng: -71.61 },
        radius: 5000,
      }),
    );
  });

  it('edits a point: excluded, removed; choosing it flies the map there', async () => {
    mockApi();
    const user = userEvent.setup();
    const { last } = renderSection({ value: withPoints });
    const list = screen.getByRole('list', { name: '2 points' });
    const map = await screen.findByRole('region', { name: 'Map stand-in' });

    await user.click(within(list).getByRole('switch', { name: 'Include Valparaíso' }));
    expect(last().coordinates[2]).toMatchObject({ included: false });
    expect(within(list).getByText('Excluded')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /^Santiago/ }));
    expect(cameraOf(map)).toMatchObject({ kind: 'fly', center: { lat: -33.45, lng: -70.67 }, radius: 2000 });

    await user.click(within(list).getByRole('button', { name: 'Remove Santiago' }));
    expect(last().coordinates.map((point) => point.name ?? point.countryCode)).toEqual(['CL', 'Valparaíso']);
  });

  it('switches between residents and indistinct, and keeps a default radius for new points', async () => {
    mockApi(fake(reverseGeocode, () => ({ place: null, distanceMeters: null })));
    const user = userEvent.setup();
    const { last } = renderSection();
    expect(screen.getByRole('radio', { name: 'Anyone seen there (indistinct)' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Residents only' }));
    expect(last()).toMatchObject({ residentes: true, indistinto: false });
    await user.click(screen.getByRole('radio', { name: 'Anyone seen there (indistinct)' }));
    expect(last()).toMatchObject({ residentes: false, indistinto: true });

    const defaultRadius = screen.getByRole('textbox', { name: 'Default radius for new points' });
    await user.clear(defaultRadius);
    expect(defaultRadius).toHaveAccessibleDescription(
      'Enter the radius in metres, a number greater than 0. It stays 100 m until then.',
    );
    await user.type(defaultRadius, '750');
    expect(last().defaultRadio).toBe(750);
    await user.click(await screen.findByRole('button', { name: 'Click the map' }));
    await waitFor(() =>
      expect(last().coordinates[0]).toMatchObject({ radio: 750, name: '-33.43780, -70.65050' }),
    );
  });

  it('centres the map on the browser’s position, and says so when the position is refused', async () => {
    mockApi();
    const answers: ((geolocation: {
      success: PositionCallback;
      failure: PositionErrorCallback | null | undefined;
    }) => void)[] = [
      ({ success }) =>
        success({ coords: { latitude: -12.05, longitude: -77.04, accuracy: 40 } } as GeolocationPosition),
      ({ failure }) => failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    ];
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback, failure?: PositionErrorCallback | null) =>
          answers.shift()?.({ success, failure }),
      },
    });
    const user = userEvent.setup();
    const { changes } = renderSection();

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    const map = await screen.findByRole('region', { name: 'Map stand-in' });
    expect(cameraOf(map)).toMatchObject({ kind: 'fly', center: { lat: -12.05, lng: -77.04 }, radius: 300 });
    expect(screen.getByRole('status')).toHaveTextContent('The map is centred on your location.');
    expect(changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(
      await screen.findByText('Unable to retrieve location. Please try again later.'),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
