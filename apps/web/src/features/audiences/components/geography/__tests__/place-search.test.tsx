import type { Place } from '@adcontrol/domain/places/contracts';
import { searchPlaces, searchPlacesPublic } from '@adcontrol/domain/places/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fake, mockApi, resetBetweenTests } from '../../../../../test/app';
import { cameraOf, EMPTY_GEOGRAPHY, MapStandIn, renderSection } from './geography-harness';

vi.mock('../audience-map', () => ({ AudienceMap: MapStandIn }));

resetBetweenTests();

const place = (id: string, name: string, lat: number, lng: number): Place => ({
  id,
  name,
  region: null,
  countryCode: 'CL',
  lat,
  lng,
  population: null,
});

const results = [
  place('1', 'Santiago', -33.4489, -70.6693),
  place('2', 'Santa Cruz', -34.6387, -71.3655),
  place('3', 'Santo Domingo', -33.6353, -71.6287),
];

describe('Place search', () => {
  it('asks once the typing settles, ranks the audience countries first, and drops a point on the chosen place', async () => {
    const api = mockApi(fake(searchPlaces, () => results));
    const user = userEvent.setup();
    const { last } = renderSection({
      value: {
        ...EMPTY_GEOGRAPHY,
        defaultRadio: 300,
        coordinates: [{ type: 'country', countryCode: 'CL', included: true }],
      },
    });
    await user.type(screen.getByRole('combobox', { name: 'Search for a place' }), 'sant');
    await user.click(await screen.findByRole('option', { name: 'Santa Cruz, CL' }));

    const calls = api.callsTo('GET', '/api/places');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ search: 'sant', countries: 'CL' });
    expect(last().coordinates[1]).toEqual({
      type: 'point',
      center: { lat: -34.6387, lng: -71.3655 },
      radio: 300,
      included: true,
      name: 'Santa Cruz, CL',
    });
    expect(screen.getByRole('combobox', { name: 'Search for a place' })).toHaveValue('');
    const map = screen.getByRole('region', { name: 'Map stand-in' });
    expect(cameraOf(map)).toMatchObject({ kind: 'fly', center: { lat: -34.6387, lng: -71.3655 } });
  });

  it('uses the public demo endpoint and shows no places when the search fails', async () => {
    const api = mockApi(
      fake(searchPlacesPublic, () => failure(503, 'UPSTREAM_UNAVAILABLE', 'Place search unavailable')),
    );
    const user = userEvent.setup();
    renderSection({ lookups: 'public' });
    await user.type(screen.getByRole('combobox', { name: 'Search for a place' }), 'Lima');
    await waitFor(() => expect(api.callsTo('GET', '/api/places/unauthenticated')).toHaveLength(1));
    expect(await screen.findByText('No places found')).toBeInTheDocument();
    expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();
  });
});
