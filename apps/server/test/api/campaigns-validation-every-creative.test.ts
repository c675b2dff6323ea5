import { updateCreatives } from '@adcontrol/domain/creatives/contracts';
import { describe, expect, it } from 'vitest';
import { type Change, creativeOf, type Item, LISTS } from '../helpers/campaign-save-cases';
import { request } from '../helpers/request';
import { sellerSaveCases } from '../helpers/seller-save-cases';
import { forCreateAndEdit, type RefusedCase } from './campaigns-validation-fixtures';

/** The rules every creative keeps whatever its kind: its delivery hours and days, status, link and click tag. */
const { expectRefused, expectTaken, savedCampaign, details, context } = sellerSaveCases();

forCreateAndEdit((mode) => {
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
      const response = await request(context().testApp, context().who, updateCreatives, {
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
