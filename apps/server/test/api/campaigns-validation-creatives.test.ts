import { describe, expect, it } from 'vitest';
import { type Change, creativeOf, type Item } from '../helpers/campaign-save-cases';
import { sellerSaveCases } from '../helpers/seller-save-cases';
import { forCreateAndEdit, type RefusedCase, text } from './campaigns-validation-fixtures';

/** The rules of each kind of creative: push, banner, interstitial and video, and which ones need an audience. */
const { expectRefused, expectTaken } = sellerSaveCases();

forCreateAndEdit((mode) => {
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
