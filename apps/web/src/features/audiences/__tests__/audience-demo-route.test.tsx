import {
  countAudiencePublic,
  listCarriersPublic,
  searchDevicesPublic,
} from '@adcontrol/domain/audiences/contracts';
import { searchPlaystoreAppsPublic } from '@adcontrol/domain/playstore/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fake, renderApp, resetBetweenTests } from '../../../test/app';
import { countAnswer, fakeAudiencesApi } from './fake-audiences-api';

vi.mock('../components/geography/geography-section', async () => ({
  GeographySection: (await import('./fake-geography')).FakeGeographySection,
}));

resetBetweenTests();

const whatsapp = {
  packageName: 'com.whatsapp',
  title: 'WhatsApp Messenger',
  category: 'communication',
  icon: null,
};

function publicApi() {
  return fakeAudiencesApi(
    [],
    fake(countAudiencePublic, () => countAnswer(5_300)),
    fake(searchPlaystoreAppsPublic, () => [whatsapp]),
    fake(listCarriersPublic, () => [
      { name: 'Entel', mcc: '730', mnc: '01' },
      { name: 'Movistar', mcc: '730', mnc: '02' },
    ]),
    fake(searchDevicesPublic, () => []),
  );
}

describe('the public audience demo', () => {
  it('counts and looks up through the public endpoints, with no name and no saving', async () => {
    const api = publicApi();
    const user = userEvent.setup();
    renderApp('/create-audience-demo');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Try the audience builder' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This is a demo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: /Audience name/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Geography stand-in' })).toHaveAttribute(
      'data-lookups',
      'public',
    );

    await user.click(screen.getByRole('button', { name: 'Add Chile' }));
    await waitFor(() => expect(screen.getByTestId('people-count')).toHaveTextContent('5,300'));
    expect(api.callsTo('POST', '/api/audiences/count/unauthenticated')[0]?.body).toEqual({
      filters: expect.objectContaining({ geolocalization: expect.any(Object) }),
    });

    await user.type(screen.getByRole('combobox', { name: 'Apps installed' }), 'whats');
    const option = await screen.findByRole('option', { name: /WhatsApp Messenger/ });
    expect(option).toHaveTextContent('com.whatsapp · Communication');
    await user.click(option);
    const appSearch = api.callsTo('GET', '/api/playstore/apps/unauthenticated').at(-1);
    expect(appSearch?.url.searchParams.get('countries')).toBe('CL');

    await user.click(screen.getByRole('combobox', { name: 'Carriers' }));
    await user.click(await screen.findByRole('option', { name: /Entel/ }));
    expect(api.callsTo('GET', '/api/audiences/carrier/unauthenticated')[0]?.url.searchParams.get('iso')).toBe(
      'CL',
    );

    type Counted = { filters: { applications: { installed: string[] }; devices: { carriers: object[] } } };
    const lastCount = () =>
      api.callsTo('POST', '/api/audiences/count/unauthenticated').at(-1)?.body as Counted | undefined;
    await waitFor(() =>
      expect(lastCount()?.filters.devices.carriers).toEqual([{ name: 'Entel', mcc: '730', mnc: '01' }]),
    );
    expect(lastCount()?.filters.applications.installed).toEqual(['com.whatsapp']);
    expect(api.callsTo('POST', '/api/audiences/count')).toHaveLength(0);
    expect(api.calls.every((call) => !call.headers.has('authorization'))).toBe(true);
    expect(
      api.calls.some((call) => call.method !== 'GET' && !call.url.pathname.endsWith('/unauthenticated')),
    ).toBe(false);
  });

  it('keeps carriers closed until a country is chosen', async () => {
    publicApi();
    renderApp('/create-audience-demo');
    const carriers = await screen.findByRole('combobox', { name: 'Carriers' });
    expect(carriers).toBeDisabled();
    expect(carriers).toHaveAccessibleDescription('Choose a country in Geography to see its carriers');
    expect(
      within(screen.getByRole('main')).getByText('Add a location, an app or a filter'),
    ).toBeInTheDocument();
  });
});
