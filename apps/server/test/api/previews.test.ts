import { createAudience } from '@adcontrol/domain/audiences/contracts';
import { createCampaign, previewCampaignCreatives } from '@adcontrol/domain/campaigns/contracts';
import type { PreviewResponse } from '@adcontrol/domain/creatives/contracts';
import { previewBanner, previewPush } from '@adcontrol/domain/creatives/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * Creative previews (docs/decisions/022): documents for a sandboxed iframe, every value escaped, only http(s) or
 * the app's own files as addresses, and a saved campaign's previews only for its branch.
 */
let testApp: TestApp;
const people = {} as Record<'seller' | 'advertiser' | 'stranger', Person>;

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  const { db } = testApp.database;
  const seller = await createAccount(db, { role: 'seller', country: 'CO' });
  const advertiser = await createAccount(db, { role: 'advertiser', country: 'CO', parentId: seller.id });
  const stranger = await createAccount(db, { role: 'seller', country: 'CO' });
  people.seller = { id: seller.id, role: 'seller' };
  people.advertiser = { id: advertiser.id, role: 'advertiser' };
  people.stranger = { id: stranger.id, role: 'seller' };
});
afterAll(() => testApp.close());
afterEach(() => vi.unstubAllGlobals());

async function preview(path: string, body: object, status = 200) {
  const response = await call(testApp, people.seller, 'POST', `/creatives/${path}`, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<PreviewResponse>();
}

describe('POST /creatives/preview/push', () => {
  it('shows the push on a phone, its texts escaped and no script allowed to run', async () => {
    const shown = await preview('preview/push', {
      title: '<script>alert(1)</script>',
      subtitle: 'Envío "gratis" & rápido',
      image: '/api/files/campaign-uploads/1-a.webp',
      logo: 'https://cdn.example/logo.png',
    });
    expect(shown).toMatchObject({ width: 360, height: 640 });
    expect(shown.html).not.toContain('<script>alert(1)</script>');
    expect(shown.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(shown.html).toContain('Envío &quot;gratis&quot; &amp; rápido');
    expect(shown.html).toContain('src="/api/files/campaign-uploads/1-a.webp"');
    expect(shown.html).toContain("default-src 'none'");
  });

  it.each([
    ['image', 'javascript:alert(1)'],
    ['logo', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['image', '/etc/passwd'],
  ])('refuses %s %s, naming the field', async (field, value) => {
    const refused = await request(testApp, people.seller, previewPush, { body: { [field]: value } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field });
  });
});

describe('banners, interstitials and videos', () => {
  it('shows a banner at its size, its image linked', async () => {
    const shown = await preview('preview/banner/0', {
      image: 'https://cdn.example/b.png',
      link: 'https://shop.example/?a=1&b=2',
      width: 300,
      height: 250,
    });
    expect(shown).toMatchObject({ width: 300, height: 250 });
    expect(shown.html).toContain('href="https://shop.example/?a=1&amp;b=2"');
  });

  it('shows a third-party tag as it is, for the sandbox to contain, and 320×50 by default', async () => {
    const tag = '<script src="https://ads.example/tag.js"></script>';
    const shown = await preview('preview/banner/3', { tag });
    expect(shown).toMatchObject({ width: 320, height: 50 });
    expect(shown.html).toContain(tag);
    expect(shown.html).not.toContain('Content-Security-Policy');
  });

  it.each([
    ['an address on the server’s own network', 'http://127.0.0.1:9/tag.html'],
    ['a private address', 'https://10.1.2.3/tag.html'],
    ['a host that does not resolve', 'https://ads.adcontrol.invalid/tag.html'],
  ])('says "Error fetching HTML" for a tag that is %s, never the address as text', async (_, tag) => {
    for (const path of ['preview/banner/0', 'preview/interstitial/0']) {
      const refused = await call(testApp, people.seller, 'POST', `/creatives/${path}`, { tag });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        key: 'creatives.htmlFetchFailed',
        field: 'tag',
        message: 'Error fetching HTML',
      });
    }
  });

  it('asks for an image or a tag', async () => {
    const refused = await request(testApp, people.seller, previewBanner, { params: { n: '0' }, body: {} });
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'image' });
  });

  it('plays an interstitial VAST’s media file full screen, or says it cannot', async () => {
    const vast =
      '<VAST version="4.2"><Ad><InLine><Creatives><Creative><Linear><MediaFiles><MediaFile type="video/mp4"><![CDATA[https://cdn.example/v.mp4]]></MediaFile></MediaFiles></Linear></Creative></Creatives></InLine></Ad></VAST>';
    const shown = await preview('preview/interstitial/0', {
      vastString: vast,
      image: 'https://cdn.example/i.png',
    });
    expect(shown).toMatchObject({ width: 320, height: 480 });
    expect(shown.html).toContain('<video src="https://cdn.example/v.mp4"');
    const empty = await preview('preview/interstitial/0', { vastString: '<VAST version="4.2"/>' });
    expect(empty.html).toContain('names no media file');
  });

  it('shows a video with its link', async () => {
    const shown = await preview('preview-video', {
      video: '/api/files/campaign-uploads/1-v.mp4',
      link: 'https://x.example',
    });
    expect(shown.html).toContain('<video src="/api/files/campaign-uploads/1-v.mp4"');
    expect(shown.html).toContain('href="https://x.example"');
  });
});

describe('GET /campaigns/:id/preview/creatives', () => {
  it('previews every creative of a saved campaign, for its branch only', async () => {
    const saved = await request(testApp, people.seller, createCampaign, {
      body: {
        timezone: 'America/Bogota',
        general: {
          campaign_name: 'Bogota previews',
          advertiser_id: people.advertiser.id,
          campaign_days: 5,
          campaign_total_budget: 1_000_000,
          campaign_start_date: '2030-01-01T05:00:00.000Z',
          campaign_end_date: '2030-01-06T05:00:00.000Z',
          campaign_purchase_model: 'CPC',
          currency: 'COP',
          unit_price: 800,
          country: 'CO',
          action: 'create',
        },
        pushs: [{ title: 'Hola <b>Bogotá</b>' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const campaign = saved.json();
    const previews = await request(testApp, people.advertiser, previewCampaignCreatives, {
      params: { id: campaign.id },
    });
    const [push] = previews.json();
    expect(push).toMatchObject({ creativeId: campaign.creatives?.[0]?.id, format: 'push', width: 360 });
    expect(push && 'html' in push && push.html).toContain('Hola &lt;b&gt;Bogotá&lt;/b&gt;');
    const foreign = await request(testApp, people.stranger, previewCampaignCreatives, {
      params: { id: campaign.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('gives each creative its own result: a tag address that cannot be read fails its card, not the list', async () => {
    // A public host (an address, so no name to resolve) whose page this test serves; every other fetch goes on.
    const served = 'https://93.184.216.34/ad.html';
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
      String(input) === served
        ? Promise.resolve(new Response('<div id="served-ad">Served ad</div>', { status: 200 }))
        : realFetch(input, init),
    );
    const audience = await request(testApp, people.seller, createAudience, {
      body: {
        name: 'Colombia',
        filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CO' }] } },
      },
    });
    expect(audience.statusCode, audience.body).toBe(201);
    const audienceId = audience.json()._id;
    const saved = await request(testApp, people.seller, createCampaign, {
      body: {
        timezone: 'America/Bogota',
        general: {
          campaign_name: 'Bogota tag addresses',
          advertiser_id: people.advertiser.id,
          campaign_days: 5,
          campaign_total_budget: 1_000_000,
          campaign_start_date: '2030-01-01T05:00:00.000Z',
          campaign_end_date: '2030-01-06T05:00:00.000Z',
          campaign_purchase_model: 'CPC',
          currency: 'COP',
          unit_price: 800,
          country: 'CO',
          format: 'mixed',
          action: 'create',
        },
        pushs: [{ title: 'Hola' }],
        banners: [
          { audienceId, tag: 'https://ads.adcontrol.invalid/tag.html', link: 'https://shop.example' },
          { audienceId, tag: served, link: 'https://shop.example' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const campaign = saved.json();
    const idOf = (name: string) => campaign.creatives?.find((creative) => creative.name === name)?.id;
    const previews = await request(testApp, people.advertiser, previewCampaignCreatives, {
      params: { id: campaign.id },
    });
    expect(previews.statusCode, previews.body).toBe(200);
    const byId = new Map(previews.json().map((item) => [item.creativeId, item]));
    expect(byId.size).toBe(3);
    expect(byId.get(idOf('banner_1') as number)).toEqual({
      creativeId: idOf('banner_1'),
      format: 'banner',
      error: { code: 'HTML_FETCH_FAILED', message: 'Error fetching HTML' },
    });
    const fetched = byId.get(idOf('banner_2') as number);
    expect(fetched && 'html' in fetched && fetched.html).toContain('<div id="served-ad">Served ad</div>');
    expect(fetched && 'html' in fetched && fetched.html).not.toContain(served);
    const push = byId.get(idOf('push_1') as number);
    expect(push && 'html' in push && push.html).toContain('Hola');
  });
});
