import { render } from '@testing-library/react';
import { useState } from 'react';
import { AppProviders, createQueryClient } from '../../../../../app/providers';
import type { AudienceMapProps } from '../audience-map';
import { GeographySection, type Geolocalization, type LookupMode } from '../geography-section';

export const EMPTY_GEOGRAPHY: Geolocalization = {
  coordinates: [],
  residentes: false,
  indistinto: true,
  defaultRadio: 100,
};

/** Where the stand-in map "clicks": central Santiago. */
export const CLICKED = { lat: -33.4378, lng: -70.6505 };

/**
 * jsdom lays nothing out and draws nothing: the map is replaced by a stand-in that shows what it was given and
 * can be "clicked". The real map is checked in a browser.
 */
export function MapStandIn({ points, countries, camera, onPick }: AudienceMapProps) {
  return (
    <section aria-label="Map stand-in" data-camera={camera ? JSON.stringify(camera) : ''}>
      <p>
        {points.length} circles, countries {countries.join(' ') || 'none'}
      </p>
      <button type="button" onClick={() => onPick(CLICKED)}>
        Click the map
      </button>
    </section>
  );
}

interface Options {
  value?: Geolocalization;
  lookups?: LookupMode;
  error?: string;
}

/** The section as the builder holds it: its value in state. */
function Builder({
  value,
  lookups,
  error,
  changes,
}: Required<Omit<Options, 'error'>> & Options & { changes: Geolocalization[] }) {
  const [current, setCurrent] = useState(value);
  return (
    <GeographySection
      value={current}
      lookups={lookups}
      error={error}
      onChange={(next) => {
        changes.push(next);
        setCurrent(next);
      }}
    />
  );
}

/** Renders the section with every change it makes recorded. */
export function renderSection({ value = EMPTY_GEOGRAPHY, lookups = 'private', error }: Options = {}) {
  const changes: Geolocalization[] = [];
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <Builder value={value} lookups={lookups} error={error} changes={changes} />
    </AppProviders>,
  );
  return { ...view, changes, last: () => changes.at(-1) ?? value };
}

export function cameraOf(map: HTMLElement): unknown {
  const raw = map.getAttribute('data-camera');
  return raw ? JSON.parse(raw) : null;
}
