import { describe, expect, it } from 'vitest';
import { AGE_BANDS } from '../rules/age-bands';
import { AGE_RANGE_IDS } from './audience';
import {
  carrierQuery,
  countAudienceRequest,
  createAudienceRequest,
  updateAudienceRequest,
} from './contracts';

const point = { type: 'point', center: { lat: -33.45, lng: -70.66 }, radio: 500 } as const;
const withPoint = { geolocalization: { coordinates: [point] } };

function firstIssue(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues[0];
}

describe('audience requests', () => {
  it('saves an audience with a name and a point, filling SPEC defaults', () => {
    const parsed = createAudienceRequest.parse({ name: 'Santiago centro', filters: withPoint });
    expect(parsed.filters.geolocalization.defaultRadio).toBe(100);
    expect(parsed.filters.devices).toMatchObject({ batteryMin: 0, batteryMax: 100 });
    expect(parsed.filters.geolocalization.coordinates[0]?.included).toBe(true);
  });

  it('refuses to save an audience without an included location or point, naming the field', () => {
    const excludedOnly = { geolocalization: { coordinates: [{ ...point, included: false }] } };
    for (const filters of [{}, excludedOnly]) {
      expect(firstIssue(createAudienceRequest.safeParse({ name: 'Nada', filters }))).toMatchObject({
        path: ['filters', 'geolocalization', 'coordinates'],
        message: 'needs at least one location or point',
      });
    }
    expect(updateAudienceRequest.safeParse({ name: 'Solo el nombre' }).success).toBe(true);
    expect(updateAudienceRequest.safeParse({ filters: {} }).success).toBe(false);
  });

  it('counts without a location (the count of everyone)', () => {
    expect(countAudienceRequest.safeParse({ filters: {} }).success).toBe(true);
  });

  it('keeps battery within 0-100 and its minimum under its maximum', () => {
    const count = (devices: object) => countAudienceRequest.safeParse({ filters: { devices } });
    expect(count({ batteryMin: 0, batteryMax: 100 }).success).toBe(true);
    expect(firstIssue(count({ batteryMax: 101 }))?.path).toEqual(['filters', 'devices', 'batteryMax']);
    expect(firstIssue(count({ batteryMin: -1 }))?.path).toEqual(['filters', 'devices', 'batteryMin']);
    expect(firstIssue(count({ batteryMin: 80, batteryMax: 20 }))?.path).toEqual([
      'filters',
      'devices',
      'batteryMin',
    ]);
  });

  it('needs a positive radius, a center for points and a country code for countries', () => {
    const geo = (coordinate: object) =>
      countAudienceRequest.safeParse({ filters: { geolocalization: { coordinates: [coordinate] } } });
    expect(firstIssue(geo({ ...point, radio: 0 }))?.path).toEqual([
      'filters',
      'geolocalization',
      'coordinates',
      0,
      'radio',
    ]);
    expect(firstIssue(geo({ type: 'point' }))?.path.at(-1)).toBe('center');
    expect(firstIssue(geo({ type: 'country' }))?.path.at(-1)).toBe('countryCode');
    expect(geo({ type: 'country', countryCode: 'CL' }).success).toBe(true);
  });

  it('uses the age bands of the rules', () => {
    expect([...AGE_RANGE_IDS]).toEqual(AGE_BANDS.map((band) => band.id));
  });

  it('takes carriers for comma-separated country codes only', () => {
    expect(carrierQuery.safeParse({ iso: 'CL,ar, PE' }).success).toBe(true);
    expect(firstIssue(carrierQuery.safeParse({ iso: 'Chile' }))?.path).toEqual(['iso']);
  });
});
