import { updateCreatives } from '@adcontrol/domain/creatives/contracts';
import { describe, expect, it } from 'vitest';
import { creativeOf, type Lists } from '../helpers/campaign-save-cases';
import { request } from '../helpers/request';
import { sellerSaveCases } from '../helpers/seller-save-cases';

/**
 * A creative's picture, logo and video are saved only as the preview shows them (docs/decisions/042): an http(s)
 * address or a file this app stored. Anything else is refused naming the field, on a new campaign, an edit and
 * PATCH /creatives alike.
 */
const { savedCampaign, expectRefused, expectTaken, context } = sellerSaveCases();

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
    const response = await request(context().testApp, context().who, updateCreatives, {
      body: {
        creatives: [{ id, image: 'data:image/png;base64,iVBORw0KGgo=' }],
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'creatives.0.image' });
  });
});
