import { audienceFilters } from '@adcontrol/domain/audiences/audience';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n';
import { chosenCountries } from './builder-values';
import { summariseFilters } from './filter-summary';

const filters = (input: Parameters<typeof audienceFilters.parse>[0]) => audienceFilters.parse(input);

describe('the builder rules', () => {
  it('scopes lookups to the included countries, once each', () => {
    const geo = filters({
      geolocalization: {
        coordinates: [
          { type: 'country', countryCode: 'PE' },
          { type: 'country', countryCode: 'CL' },
          { type: 'country', countryCode: 'CL' },
          { type: 'country', countryCode: 'AR', included: false },
          { type: 'point', countryCode: 'MX', center: { lat: 19.4, lng: -99.1 } },
        ],
      },
    });
    expect(chosenCountries(geo)).toEqual(['CL', 'PE']);
  });

  it('sums an audience up in a few words', () => {
    const t = i18n.getFixedT('en');
    expect(summariseFilters(filters({}), t)).toEqual([]);
    expect(
      summariseFilters(
        filters({
          geolocalization: {
            coordinates: [
              { type: 'country', countryCode: 'CL' },
              { type: 'point', center: { lat: 1, lng: 1 }, included: false },
            ],
          },
          applications: { installed: ['a'], notInstalled: ['b', 'c'] },
          devices: { batteryMin: 20, batteryMax: 80, carriers: [{ name: 'Entel', mcc: '730', mnc: '01' }] },
          demographics: {
            genreMale: true,
            genreFemale: true,
            ageRanges: ['-18', '+66'],
            socioEconomicLevels: ['C2'],
          },
        }),
        t,
      ),
    ).toEqual([
      '1 country',
      '1 excluded',
      '1 app',
      '2 apps not installed',
      '1 carrier',
      'battery 20–80 %',
      '-18 (0–17), +66',
      'level C2',
    ]);
  });
});
