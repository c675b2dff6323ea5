import type { Audience } from '@adcontrol/domain/audiences/audience';
import {
  type CountAudienceResponse,
  countAudience,
  deleteAudience,
  getAudience,
  listAudiences,
  listCarriers,
  searchDevices,
} from '@adcontrol/domain/audiences/contracts';
import { searchPlaystoreApps } from '@adcontrol/domain/playstore/contracts';
import { failure, fake, mockApi, type Route } from '../../../test/app';
import { makeAudience } from '../../../test/audiences';

export const definedAudience = makeAudience({
  _id: 7,
  name: 'Mujeres jóvenes Chile',
  filters: {
    geolocalization: {
      coordinates: [
        { type: 'country', countryCode: 'CL' },
        { type: 'country', countryCode: 'AR' },
        { type: 'point', center: { lat: -33.45, lng: -70.66 }, radio: 500 },
        { type: 'point', center: { lat: -33.4, lng: -70.6 }, radio: 800 },
        { type: 'point', center: { lat: -33.5, lng: -70.7 }, radio: 300 },
      ],
    },
    applications: {
      installed: ['com.whatsapp', 'com.spotify.music', 'com.instagram.android', 'com.mercadolibre'],
    },
    demographics: { genreFemale: true, ageRanges: ['25-34', '35-44'] },
  },
});

export function countAnswer(count: number): CountAudienceResponse {
  return {
    count,
    breakdown: {
      byCountry: { CL: Math.round(count * 0.7), AR: count - Math.round(count * 0.7) },
      byGender: { female: count, male: 0, unknown: 0 },
      byAgeRange: { '25-34': Math.round(count / 2), '35-44': count - Math.round(count / 2) },
    },
    elapsedMs: 3,
  };
}

/**
 * An audiences API over an in-memory table: it searches by name and pages as the contract says. A test's own
 * routes answer first.
 */
export function fakeAudiencesApi(seed: Audience[], ...overrides: Route[]) {
  const table = [...seed];
  const notFound = () => failure(404, 'NOT_FOUND', 'Audience not found');
  const api = mockApi(
    ...overrides,
    fake(listAudiences, ({ query }) => {
      const search = query.search?.toLowerCase();
      const page = query.page ?? 1;
      const limit = query.limit ?? 30;
      const matching = table.filter((audience) => !search || audience.name.toLowerCase().includes(search));
      return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length };
    }),
    fake(getAudience, ({ params }) => table.find((item) => item._id === params.id) ?? notFound()),
    fake(deleteAudience, ({ params }) => {
      const index = table.findIndex((item) => item._id === params.id);
      if (index < 0) return notFound();
      table.splice(index, 1);
      return { success: true } as const;
    }),
    fake(countAudience, () => countAnswer(48_210)),
    fake(searchPlaystoreApps, () => []),
    fake(searchDevices, () => []),
    fake(listCarriers, () => []),
  );
  return { ...api, table };
}
