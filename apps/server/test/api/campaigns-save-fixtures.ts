import { createAudience } from '@adcontrol/domain/audiences/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { validGeneral } from '../helpers/campaign-save-cases';
import { branchPeople } from '../helpers/people';
import { request } from '../helpers/request';

let counter = 0;
export const uniqueName = (base = 'Summer sale') => `${base} ${++counter}`;

/**
 * Saving a campaign with its creatives (SPEC 3 payload, SPEC 5 rules, docs/decisions/021): a branch of Chile
 * (a super seller, its seller and the seller's advertiser), a seller and advertiser of another branch, an admin,
 * and an audience of the seller, the stranger and the advertiser. It registers the file's `beforeAll` and
 * `afterAll`; the people and audiences are filled in place once they ran.
 */
export function campaignSaving() {
  const saving = {
    testApp: undefined as unknown as TestApp,
    people: {} as Record<'admin' | 'boss' | 'seller' | 'advertiser' | 'stranger' | 'loner', Person>,
    audiences: { seller: 0, stranger: 0, advertiser: 0 },

    /** A valid new campaign for the branch's advertiser with one banner, and the overrides. */
    payload(overrides: { general?: object; [key: string]: unknown } = {}) {
      const { general, ...rest } = overrides;
      return {
        timezone: 'America/Santiago',
        general: {
          ...validGeneral(uniqueName(), saving.people.advertiser.id),
          ...general,
        },
        banners: [
          {
            audienceId: saving.audiences.seller,
            image: '/api/files/campaign-uploads/1-a.png',
            link: 'https://shop.example/cl',
          },
        ],
        ...rest,
      };
    },

    async save(who: Person, body: object, status = 201) {
      const response = await call(saving.testApp, who, 'POST', '/campaigns', body);
      expect(response.statusCode, response.body).toBe(status);
      return response;
    },
  };

  beforeAll(async () => {
    const testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
    saving.testApp = testApp;
    const { people, audiences } = saving;
    const { db } = testApp.database;
    const { make, people: branch } = await branchPeople(db, 'CL');
    Object.assign(people, branch);
    people.loner = await make('advertiser', { country: 'CL', parentId: branch.stranger.id });
    const audience = async (who: Person, name: string) => {
      const response = await request(testApp, who, createAudience, {
        body: {
          name,
          filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } },
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json()._id;
    };
    audiences.seller = await audience(people.seller, 'Chile all');
    audiences.stranger = await audience(people.stranger, 'Not yours');
    audiences.advertiser = await audience(people.advertiser, 'My customers');
  });
  afterAll(() => saving.testApp.close());

  return saving;
}
