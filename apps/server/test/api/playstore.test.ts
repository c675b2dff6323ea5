import { WELL_KNOWN_APPS } from '@adcontrol/audience-engine/population/well-known-apps';
import { countAudience } from '@adcontrol/domain/audiences/contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { searchPlaystoreApps, searchPlaystoreAppsPublic } from '@adcontrol/domain/playstore/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/** The apps audiences target: the well-known apps the device populations install (packages/audience-engine). */
let testApp: TestApp;
let seller: Person;

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  seller = { id: (await createAccount(testApp.database.db, { role: 'seller' })).id, role: 'seller' };
});
afterAll(() => testApp.close());

type PlaystoreQuery = RequestOf<typeof searchPlaystoreApps>['query'];

async function apps(query: PlaystoreQuery, who: Person | null = seller) {
  const response = who
    ? await request(testApp, who, searchPlaystoreApps, { query })
    : await request(testApp, null, searchPlaystoreAppsPublic, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /playstore/apps', () => {
  it('finds apps by title or package, ignoring case and accents', async () => {
    expect((await apps({ term: 'WHATSAPP' })).map((app) => app.packageName)).toEqual(['com.whatsapp']);
    expect((await apps({ term: 'com.spotify' })).map((app) => app.title)).toEqual([
      'Spotify: Music and Podcasts',
    ]);
    expect(await apps({ term: 'mercádo' }, null)).toEqual([
      expect.objectContaining({ packageName: 'com.mercadolibre', category: 'shopping', icon: null }),
      expect.objectContaining({ packageName: 'com.mercadopago.wallet', category: 'finance' }),
    ]);
  });

  it('offers every well-known app with no term, and only those of the given markets', async () => {
    expect(await apps({ term: '' })).toHaveLength(WELL_KNOWN_APPS.length);
    const inSpain = (await apps({ term: 'mercado', countries: 'ES' })).map((app) => app.packageName);
    expect(inSpain).toEqual([]);
    const inMexico = (await apps({ term: '', countries: 'mx' })).map((app) => app.packageName);
    expect(inMexico).toContain('com.mercadolibre');
    expect(inMexico).toContain('com.amazon.mShop.android.shopping');
  });

  it('names the apps of given package names, whatever the market, so a saved audience shows their titles', async () => {
    const named = await apps({ packages: 'com.whatsapp,com.mercadolibre,com.unknown.app', countries: 'ES' });
    expect(named.map((app) => [app.packageName, app.title])).toEqual([
      ['com.whatsapp', 'WhatsApp Messenger'],
      ['com.mercadolibre', expect.stringMatching(/Mercado Libre/)],
    ]);
    const refused = await request(testApp, seller, searchPlaystoreApps, {
      query: { packages: 'com.whatsapp;drop' },
    });
    expect(refused.json()).toMatchObject({ field: 'packages' });
  });

  it('gives each app its panel installs once counts are ready, as the count of devices with it', async () => {
    expect((await apps({ term: 'waze' }))[0]?.installs).toBeUndefined();
    await request(testApp, seller, countAudience, {
      body: {
        filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } },
      },
    });
    const [waze] = await apps({ term: 'waze' });
    expect(waze?.installs).toBeGreaterThan(0);
    const counted = await request(testApp, seller, countAudience, {
      body: {
        filters: { applications: { installed: ['com.waze'] } },
        options: { ignoreMultiplier: true },
      },
    });
    expect(counted.json().count).toBe(waze?.installs);
  });
});
