import { createAudience } from '@adcontrol/domain/audiences/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp } from './build-test-app';
import type { Person } from './callers';
import { type SaveCaseContext, saveCases } from './campaign-save-cases';
import { createAccount } from './fixtures';
import { request } from './request';

/**
 * The save cases acting as a seller of Chile, for its advertiser and with an audience of its own, on an app of
 * their own. It registers the file's `beforeAll` and `afterAll`; `context()` is filled once they ran.
 */
export function sellerSaveCases() {
  let context: SaveCaseContext;
  const cases = saveCases(() => context);

  beforeAll(async () => {
    const testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
    const { db } = testApp.database;
    const seller: Person = {
      id: (await createAccount(db, { role: 'seller', country: 'CL' })).id,
      role: 'seller',
    };
    const client = await createAccount(db, { role: 'advertiser', country: 'CL', parentId: seller.id });
    const audience = await request(testApp, seller, createAudience, {
      body: {
        name: 'Chile all',
        filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } },
      },
    });
    expect(audience.statusCode, audience.body).toBe(201);
    context = {
      testApp,
      who: seller,
      advertiserId: client.id,
      audienceId: audience.json()._id,
    };
  });
  afterAll(() => context.testApp.close());

  return { ...cases, context: () => context };
}
