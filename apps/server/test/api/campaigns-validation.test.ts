import { createAudience } from '@adcontrol/domain/audiences/contracts';
import { updateCreatives } from '@adcontrol/domain/creatives/contracts';
import { CURRENCIES, PURCHASE_MODELS } from '@adcontrol/domain/shared/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import {
  type Change,
  creativeOf,
  type Item,
  LISTS,
  type SaveCaseContext,
  saveCases,
  uniqueName,
} from '../helpers/campaign-save-cases';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * Each SPEC 5 rule as `POST /campaigns` applies it, to a new campaign and to an edit alike: a value the rule
 * refuses answers 400 with the error envelope naming the field, and nothing is written (the name stays free, an
 * edited campaign stays as it was); the value at the rule's edge is taken. Uniqueness, who creates for whom and
 * the launch rules are in campaigns-save.test.ts.
 */
let context: SaveCaseContext;
const { payload, save, savedCampaign, details, asEdit, expectRefused, expectTaken } = saveCases(
  () => context,
);

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

const text = (length: number) => 'a'.repeat(length);

type RefusedCase = [string, Change, string, RegExp?];

describe.each(['create', 'edit'] as const)('POST /campaigns (%s)', (mode) => {
  describe('general data', () => {
    const refused: RefusedCase[] = [
      [
        'a name with a symbol',
        { general: { campaign_name: 'Summer sale!' } },
        'general.campaign_name',
        /letters, spaces and numbers/,
      ],
      ['a name with a dash', { general: { campaign_name: 'Summer-sale 2030' } }, 'general.campaign_name'],
      ['a name with an underscore', { general: { campaign_name: 'summer_sale' } }, 'general.campaign_name'],
      ['a name with markup', { general: { campaign_name: '<b>Sale</b>' } }, 'general.campaign_name'],
      ['a name with an emoji', { general: { campaign_name: 'Sale 🎉' } }, 'general.campaign_name'],
      ['a name with a tab', { general: { campaign_name: 'Summer\tsale' } }, 'general.campaign_name'],
      ['an empty name', { general: { campaign_name: '' } }, 'general.campaign_name', /is required/],
      [
        'a name of spaces only',
        { general: { campaign_name: '   ' } },
        'general.campaign_name',
        /is required/,
      ],
      ['a name of 151 characters', { general: { campaign_name: text(151) } }, 'general.campaign_name'],
      ['a budget of 0', { general: { campaign_total_budget: 0 } }, 'general.campaign_total_budget'],
      ['a negative budget', { general: { campaign_total_budget: -100 } }, 'general.campaign_total_budget'],
      [
        'a budget as text',
        { general: { campaign_total_budget: '1.000,50' } },
        'general.campaign_total_budget',
      ],
      ['a unit price of 0', { general: { unit_price: 0 } }, 'general.unit_price'],
      ['a negative unit price', { general: { unit_price: -2 } }, 'general.unit_price'],
      [
        'an end before the start',
        { general: { campaign_end_date: '2029-12-31T03:00:00.000Z' } },
        'general.campaign_end_date',
        /must not be before campaign_start_date/,
      ],
      [
        'a start that is not a date',
        { general: { campaign_start_date: 'tomorrow' } },
        'general.campaign_start_date',
      ],
      [
        'a start without its offset',
        { general: { campaign_start_date: '2030-01-01T03:00:00' } },
        'general.campaign_start_date',
      ],
      ['negative campaign days', { general: { campaign_days: -1 } }, 'general.campaign_days'],
      ['fractional campaign days', { general: { campaign_days: 1.5 } }, 'general.campaign_days'],
      [
        'a purchase model outside CPC, CPM, CPA, CPE',
        { general: { campaign_purchase_model: 'CPV' } },
        'general.campaign_purchase_model',
      ],
      [
        'a purchase model in lower case',
        { general: { campaign_purchase_model: 'cpm' } },
        'general.campaign_purchase_model',
      ],
      [
        'a currency outside SPEC 9 (MXN: the network says MX)',
        { general: { currency: 'MXN' } },
        'general.currency',
      ],
      ['a currency outside SPEC 9 (GBP)', { general: { currency: 'GBP' } }, 'general.currency'],
      ['a currency in lower case', { general: { currency: 'usd' } }, 'general.currency'],
      ['an unknown country', { general: { country: 'XX' } }, 'general.country'],
      ['a country in lower case', { general: { country: 'cl' } }, 'general.country'],
      ['a three-letter country', { general: { country: 'CHL' } }, 'general.country'],
      ['a negative CTR', { general: { ctr: -0.1 } }, 'general.ctr'],
      ['a CTR over 100 %', { general: { ctr: 100.1 } }, 'general.ctr'],
      ['a CTR as text', { general: { ctr: '2,5' } }, 'general.ctr'],
      ['a negative conversion rate', { general: { conversion_rate: -1 } }, 'general.conversion_rate'],
      ['a conversion rate over 100 %', { general: { conversion_rate: 101 } }, 'general.conversion_rate'],
    ];
    it.each(refused)('refuses %s', (_, change, field, message) =>
      expectRefused(mode, change, field, message),
    );

    it.each([
      ['accented letters', 'Campaña Año Nuevo'],
      ['Portuguese letters', 'Ação de verão São João'],
      ['other alphabets', 'Лето 2030 夏'],
      ['numbers only', '2030'],
    ])('takes a name of %s', async (_, base) => {
      const name = uniqueName(base);
      expect((await expectTaken(mode, { general: { campaign_name: name } })).name).toBe(name);
    });

    it('takes a name of 150 characters', async () => {
      const name = `${text(150)}${uniqueName('')}`.slice(-150);
      expect((await expectTaken(mode, { general: { campaign_name: name } })).name).toBe(name);
    });

    it.each(PURCHASE_MODELS)('takes the purchase model %s', async (model) => {
      const campaign = await expectTaken(mode, { general: { campaign_purchase_model: model } });
      expect(campaign.purchaseModel).toBe(model);
    });

    it.each(CURRENCIES)('takes the currency %s', async (currency) => {
      expect((await expectTaken(mode, { general: { currency } })).currency).toBe(currency);
    });

    it('takes a fractional budget and price, a one-day flight and CTR and conversion rate at 0 and 100', async () => {
      const campaign = await expectTaken(mode, {
        general: {
          campaign_total_budget: 0.5,
          unit_price: 0.01,
          campaign_end_date: '2030-01-01T03:00:00.000Z',
          campaign_days: 0,
          ctr: 0,
          conversion_rate: 100,
        },
      });
      expect(campaign).toMatchObject({ budget: { total: 0.5 }, unitPrice: 0.01 });
      const other = await expectTaken(mode, { general: { ctr: 100, conversion_rate: 0 } });
      expect(other.budget.total).toBe(1_000_000);
    });

    it('spreads the target over the days between the dates, whatever campaign_days says', async () => {
      // 500,000 impressions over the 30 days of January: the days sent (1) are not what the capping uses.
      const campaign = await expectTaken(mode, { general: { campaign_days: 1 } });
      expect(campaign.capping.impressions).toBe(16_667);
    });
  });

  describe('push', () => {
    const refused: RefusedCase[] = [
      [
        'a title of 36 characters',
        { creative: { list: 'pushs', with: { title: text(36) } } },
        'pushs.0.title',
        /at most 35 characters/,
      ],
      [
        'a subtitle of 36 characters',
        { creative: { list: 'pushs', with: { subtitle: text(36) } } },
        'pushs.0.subtitle',
        /at most 35 characters/,
      ],
      [
        'a push with none of title, subtitle, link, image or logo',
        { creative: { list: 'pushs', with: { title: undefined, subtitle: undefined, link: undefined } } },
        'pushs.0.title',
        /needs a title, subtitle, link, image or logo/,
      ],
      [
        'a push whose texts are blank',
        { creative: { list: 'pushs', with: { title: '  ', subtitle: '', link: null, image: ' ' } } },
        'pushs.0.title',
      ],
      [
        'a push with a video only',
        {
          creative: {
            list: 'pushs',
            with: { title: null, subtitle: null, link: null, video: '/api/files/campaign-uploads/1-p.mp4' },
          },
        },
        'pushs.0.title',
      ],
    ];
    it.each(refused)('refuses %s', (_, change, field, message) =>
      expectRefused(mode, change, field, message),
    );

    it('takes a title and subtitle of 35 characters, an emoji counting as one', async () => {
      const title = `${text(34)}🎉`;
      const campaign = await expectTaken(mode, {
        creative: { list: 'pushs', with: { title, subtitle: text(35) } },
      });
      expect(creativeOf(campaign, 'pushs')).toMatchObject({ title, subtitle: text(35) });
    });

    it.each([
      ['title', { title: 'Hola', subtitle: undefined, link: undefined }],
      ['subtitle', { title: undefined, subtitle: 'Ofertas', link: undefined }],
      ['link', { title: undefined, subtitle: undefined }],
      [
        'image',
        {
          title: undefined,
          subtitle: undefined,
          link: undefined,
          image: '/api/files/campaign-uploads/1-i.png',
        },
      ],
      [
        'logo',
        {
          title: undefined,
          subtitle: undefined,
          link: undefined,
          logo: '/api/files/campaign-uploads/1-l.png',
        },
      ],
    ] as const)('takes a push with its %s alone', async (field, fields) => {
      const campaign = await expectTaken(mode, { creative: { list: 'pushs', with: fields } });
      expect(creativeOf(campaign, 'pushs')?.[field]).toEqual(expect.any(String));
    });
  });

  describe('banner', () => {
    const banner = (fields: Item): Change => ({ creative: { list: 'banners', with: fields } });
    const refused: RefusedCase[] = [
      ['an image without a link', banner({ link: undefined }), 'banners.0.link', /is required/],
      [
        'a tag without a link',
        banner({ image: undefined, tag: '<div>ad</div>', link: '  ' }),
        'banners.0.link',
      ],
      [
        'a link without an image or a tag',
        banner({ image: undefined }),
        'banners.0.image',
        /needs an image or a tag/,
      ],
      [
        'a banner without an audience',
        banner({ audienceId: undefined }),
        'banners.0.audienceId',
        /is required/,
      ],
      ['a width of 0', banner({ width: 0, height: 250 }), 'banners.0.width'],
      ['a negative height', banner({ width: 300, height: -250 }), 'banners.0.height'],
      ['a fractional width', banner({ width: 300.5, height: 250 }), 'banners.0.width'],
      ['a width as text', banner({ width: '300', height: 250 }), 'banners.0.width'],
    ];
    it.each(refused)('refuses %s', (_, change, field, message) =>
      expectRefused(mode, change, field, message),
    );

    it('takes an image and a link, or a tag and a link, with their size', async () => {
      const image = await expectTaken(mode, banner({ width: 300, height: 250 }));
      expect(creativeOf(image, 'banners')).toMatchObject({
        image: '/api/files/campaign-uploads/1-a.png',
        width: 300,
        height: 250,
      });
      const tag = await expectTaken(
        mode,
        banner({ image: undefined, tag: '<div>ad</div>', width: 1, height: 1 }),
      );
      expect(creativeOf(tag, 'banners')).toMatchObject({
        image: null,
        tag: '<div>ad</div>',
        link: 'https://shop.example',
      });
    });
  });

  describe('interstitial', () => {
    const interstitial = (fields: Item): Change => ({ creative: { list: 'interstitials', with: fields } });
    const refused: RefusedCase[] = [
      [
        'one with nothing to show',
        interstitial({ image: undefined }),
        'interstitials.0.image',
        /needs an image, HTML, a tag or a VAST document/,
      ],
      [
        'the VAST flag without its XML',
        interstitial({ vast: true }),
        'interstitials.0.vastString',
        /is required/,
      ],
      [
        'the VAST flag with blank XML',
        interstitial({ vast: true, vastString: '   ' }),
        'interstitials.0.vastString',
      ],
      [
        'VAST XML without the flag and nothing else to show',
        interstitial({ image: undefined, vast: false, vastString: '<VAST version="4.2"/>' }),
        'interstitials.0.image',
      ],
      ['a width of 0', interstitial({ width: 0, height: 480 }), 'interstitials.0.width'],
      ['a fractional height', interstitial({ width: 320, height: 480.2 }), 'interstitials.0.height'],
    ];
    it.each(refused)('refuses %s', (_, change, field, message) =>
      expectRefused(mode, change, field, message),
    );

    it.each([
      ['an image and a link', {}, { image: '/api/files/campaign-uploads/1-b.png', html: null, vast: false }],
      ['HTML and a link', { image: undefined, html: '<p>hi</p>' }, { html: '<p>hi</p>', image: null }],
      [
        'HTML without a link',
        { image: undefined, link: undefined, html: '<p>hi</p>' },
        { html: '<p>hi</p>', link: null },
      ],
      [
        'a tag and a link',
        { image: undefined, tag: '<script></script>' },
        { tag: '<script></script>', image: null },
      ],
      [
        'the VAST flag with its XML',
        { image: undefined, vast: true, vastString: '<VAST version="4.2"/>' },
        { vast: true, vastString: '<VAST version="4.2"/>', image: null },
      ],
    ])('takes %s', async (_, fields, stored) => {
      const campaign = await expectTaken(mode, interstitial(fields));
      expect(creativeOf(campaign, 'interstitials')).toMatchObject(stored);
    });
  });

  describe('video', () => {
    const video = (fields: Item): Change => ({ creative: { list: 'videosWeb', with: fields } });
    const refused: RefusedCase[] = [
      ['a video without its file', video({ video: undefined }), 'videosWeb.0.video', /is required/],
      ['a video without a link', video({ link: null }), 'videosWeb.0.link', /is required/],
      ['a video without an audience', video({ audienceId: null }), 'videosWeb.0.audienceId', /is required/],
      ['a negative timer', video({ timer: -1 }), 'videosWeb.0.timer'],
      ['a timer over the 120 s a video lasts', video({ timer: 121 }), 'videosWeb.0.timer'],
      ['a negative zone', video({ zone: -1 }), 'videosWeb.0.zone'],
    ];
    it.each(refused)('refuses %s', (_, change, field, message) =>
      expectRefused(mode, change, field, message),
    );

    it.each([
      ['no timer and no zone', {}, { timer: 0, zone: 6 }],
      ['a timer of 4.4 s and zone 3', { timer: 4.4, zone: 3 }, { timer: 4, zone: 3 }],
      ['a timer of 4.5 s', { timer: 4.5 }, { timer: 5, zone: 6 }],
      ['a timer of 120 s and zone 0', { timer: 120, zone: 0 }, { timer: 120, zone: 0 }],
    ])('takes %s, storing whole seconds and zone 6 by default', async (_, fields, stored) => {
      const campaign = await expectTaken(mode, video(fields));
      expect(creativeOf(campaign, 'videosWeb')).toMatchObject(stored);
    });
  });

  describe.each(LISTS)('every creative: %s', (list) => {
    const creative = (fields: Item): Change => ({ creative: { list, with: fields } });
    const withRule = (fields: Item) => creative({ deliveryRule: true, ...fields });
    const refused: RefusedCase[] = [
      ['hour 24', withRule({ hours: [9, 24] }), `${list}.0.hours.1`],
      ['hour -1', withRule({ hours: [-1] }), `${list}.0.hours.0`],
      ['a fractional hour', withRule({ hours: [9.5] }), `${list}.0.hours.0`],
      ['an hour twice', withRule({ hours: [9, 10, 9] }), `${list}.0.hours`, /must not repeat an hour/],
      ['weekday 0', withRule({ days: [0] }), `${list}.0.days.0`],
      ['weekday 8', withRule({ days: [1, 8] }), `${list}.0.days.1`],
      ['a weekday twice', withRule({ days: [1, 1] }), `${list}.0.days`, /must not repeat a day/],
      ['status 2', creative({ status: 2 }), `${list}.0.status`],
      ['status -1', creative({ status: -1 }), `${list}.0.status`],
      ['status "0" as text', creative({ status: '0' }), `${list}.0.status`],
      [
        'a javascript: link',
        creative({ link: 'javascript:alert(document.cookie)' }),
        `${list}.0.link`,
        /http\(s\)/,
      ],
      [
        'a JavaScript: link in capitals, after spaces',
        creative({ link: '  JavaScript:alert(1)' }),
        `${list}.0.link`,
      ],
      ['a javascript: link split by a tab', creative({ link: 'java\tscript:alert(1)' }), `${list}.0.link`],
      ['a data: link', creative({ link: 'data:text/html,<script>alert(1)</script>' }), `${list}.0.link`],
      ['an ftp link', creative({ link: 'ftp://shop.example/file' }), `${list}.0.link`],
      ['a link without its scheme', creative({ link: 'shop.example/cl' }), `${list}.0.link`],
      [
        'a javascript: click tag',
        creative({ checkedClickTag: true, clickTag: 'javascript:alert(1)' }),
        `${list}.0.clickTag`,
      ],
    ];
    it.each(refused)('refuses %s', (_, change, field, message) =>
      expectRefused(mode, change, field, message),
    );

    it('takes hours 0 and 23, weekdays 1 to 7, status 1, and http and https links', async () => {
      const campaign = await expectTaken(
        mode,
        withRule({
          hours: [23, 0],
          days: [7, 1, 2, 3, 4, 5, 6],
          status: 1,
          link: 'http://shop.example/cl?utm_source=adcontrol',
          checkedClickTag: true,
          clickTag: 'HTTPS://track.example/click',
        }),
      );
      expect(creativeOf(campaign, list)).toMatchObject({
        hours: [0, 23],
        days: [1, 2, 3, 4, 5, 6, 7],
        status: 1,
        link: 'http://shop.example/cl?utm_source=adcontrol',
        clickTag: 'HTTPS://track.example/click',
      });
    });
  });

  it.each([
    ['pushs', true],
    ['interstitials', true],
    ['banners', false],
    ['videosWeb', false],
  ] as const)(
    '%s without an audience: taken %s (SPEC 5 asks it of banners and videos)',
    async (list, isTaken) => {
      const change: Change = { creative: { list, with: { audienceId: null } } };
      if (isTaken) await expectTaken(mode, change);
      else await expectRefused(mode, change, `${list}.0.audienceId`, /is required/);
    },
  );
});

describe('POST /campaigns (edit): what only an edit sends', () => {
  it('refuses updating a creative of another campaign, and leaves both as they were', async () => {
    const campaign = await savedCampaign();
    const other = await savedCampaign();
    const otherPush = creativeOf(other, 'pushs');
    const before = [await details(campaign.id), await details(other.id)];
    const edit = payload(
      asEdit(campaign, { creative: { list: 'pushs', with: { id: otherPush?.id, title: 'Mine now' } } }),
    );
    const response = await save(edit);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'pushs.0.id' });
    expect([await details(campaign.id), await details(other.id)]).toEqual(before);
  });

  it('refuses deleting a creative that does not exist', async () => {
    const campaign = await savedCampaign();
    const before = await details(campaign.id);
    const response = await save(payload(asEdit(campaign, { rest: { deleted: [2_147_000_000] } })));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'deleted.0' });
    expect(await details(campaign.id)).toEqual(before);
  });

  it('refuses an edit without the id of the campaign', async () => {
    const campaign = await savedCampaign();
    const body = payload(asEdit(campaign, {}));
    const { id: _id, ...general } = body.general as Item;
    const response = await save({ ...body, general });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'general.id' });
  });
});

describe('PATCH /creatives: the same link rule', () => {
  it('refuses a javascript: link or click tag for a saved creative, and keeps the one it had', async () => {
    const campaign = await savedCampaign();
    const banner = creativeOf(campaign, 'banners');
    if (!banner) throw new Error('the campaign was saved without its banner');
    for (const [field, change] of [
      ['link', { link: 'javascript:alert(1)' }],
      ['clickTag', { checkedClickTag: true, clickTag: 'javascript:alert(1)' }],
    ] as const) {
      const response = await request(context.testApp, context.who, updateCreatives, {
        body: {
          creatives: [{ id: banner?.id, ...change }],
        },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: `creatives.0.${field}` });
    }
    expect(creativeOf(await details(campaign.id), 'banners')).toEqual(banner);
  });
});
