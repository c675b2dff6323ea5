import { createAudience } from '@adcontrol/domain/audiences/contracts';
import { updateCreatives } from '@adcontrol/domain/creatives/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { creativeOf, type Lists, type SaveCaseContext, saveCases } from '../helpers/campaign-save-cases';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * A creative's picture, logo and video are saved only as the preview shows them (docs/decisions/042): an http(s)
 * address or a file this app stored. Anything else is refused naming the field, on a new campaign, an edit and
 * PATCH /creatives alike.
 */
let context: SaveCaseContext;
const { savedCampaign, expectRefused, expectTaken } = saveCases(() => context);

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

const REFUSED = [
  'javascript:alert(document.cookie)',
  ' JaVaScRiPt:alert(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  '//evil.example/ad.png',
  '../../etc/passwd',
  '/api/files/../../etc/passwd',
  '/api/files/campaign-uploads/%2e%2e/secret.png',
  'campaign-uploads/1-a.png',
  'file:///etc/passwd',
];

const FIELDS: [Lists, string][] = [
  ['pushs', 'image'],
  ['pushs', 'logo'],
  ['pushs', 'video'],
  ['banners', 'image'],
  ['interstitials', 'image'],
  ['videosWeb', 'video'],
];

describe('POST /campaigns', () => {
  it.each(FIELDS)('refuses in %s each %s that is not http(s) nor an uploaded file', async (list, field) => {
    for (const value of REFUSED) {
      await expectRefused(
        'create',
        { creative: { list, with: { [field]: value } } },
        `${list}.0.${field}`,
        /must be an http\(s\) address or an uploaded file/,
      );
    }
  });

  it('refuses such an address in an edit too', async () => {
    await expectRefused(
      'edit',
      { creative: { list: 'pushs', with: { logo: 'javascript:alert(1)' } } },
      'pushs.0.logo',
    );
  });

  it('takes http(s) addresses and files this app stored', async () => {
    const campaign = await expectTaken('create', {
      creative: {
        list: 'pushs',
        with: { image: 'https://cdn.example/ad.png', logo: '/api/files/campaign-uploads/7-ab12.png' },
      },
    });
    expect(creativeOf(campaign, 'pushs')).toMatchObject({
      image: 'https://cdn.example/ad.png',
      logo: '/api/files/campaign-uploads/7-ab12.png',
    });
  });
});

describe('PATCH /creatives', () => {
  it('refuses a picture that is not http(s) nor an uploaded file, naming it', async () => {
    const campaign = await savedCampaign();
    const id = creativeOf(campaign, 'banners')?.id;
    if (!id) throw new Error('the campaign was saved without its banner');
    const response = await request(context.testApp, context.who, updateCreatives, {
      body: {
        creatives: [{ id, image: 'data:image/png;base64,iVBORw0KGgo=' }],
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'creatives.0.image' });
  });
});
