import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { DeliveryStateResponse } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, deliveryOutbox } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, headersOf, type Person } from '../helpers/callers';
import { type BranchRole, createFlightCampaign, deliveryBranch } from '../helpers/delivery';

/**
 * The optimiser's creatives (SPEC 3 and 7; docs/decisions/031): `_optimized` variants with their third-party
 * HTML, `_support` variants from an uploaded image, pretargeting, the link sent again to the servers a campaign
 * is linked to, and who may call what.
 */
let testApp: TestApp;
let people: Record<BranchRole, Person>;
let audienceId: number;
let imageUrl: string;

const HTML = '<html><body><a href="https://shop.example">Buy</a><script>track()</script></body></html>';

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  ({ people, audienceId } = await deliveryBranch(testApp));
  const png = await sharp({ create: { width: 320, height: 50, channels: 3, background: '#1565c0' } })
    .png()
    .toBuffer();
  imageUrl = (await upload(png, 'support.png')).url;
});
afterAll(() => testApp.close());

/** An upload through `/campaigns/file` (a picture) or `/campaigns/odt` (a work-order document). */
async function upload(bytes: Uint8Array, name: string, field = 'file'): Promise<{ url: string }> {
  const body = new FormData();
  body.append(field, new Blob([bytes]), name);
  if (field === 'odt') body.append('new_campaign_name', 'Orden');
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/campaigns/${field}`,
    headers: await headersOf(testApp, people.admin),
    payload: body as unknown as InjectOptions['payload'],
  });
  expect(response.statusCode, response.body).toBe(201);
  const answer = response.json();
  return Array.isArray(answer) ? answer[0] : answer;
}

const admin = (method: 'PATCH' | 'POST' | 'GET', path: string, body?: object) =>
  call(testApp, people.admin, method, path, body);

async function campaign(): Promise<{ campaign: Campaign; push: number; banner: number }> {
  const created = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
  const idOf = (name: string) => created.creatives?.find((creative) => creative.name === name)?.id as number;
  return { campaign: created, push: idOf('push_1'), banner: idOf('banner_1') };
}

const addOptimized = (id: number, campaignId: number, html = HTML) =>
  admin('POST', `/creatives/${id}/add-optimized`, { html, id, campaignId });

describe('optimised variants', () => {
  it('are named after their creative, keep its settings, store the HTML as sent, and are edited by HTML', async () => {
    const { campaign: created, banner } = await campaign();
    const added = await addOptimized(banner, created.id);
    expect(added.statusCode, added.body).toBe(201);
    const variant = added.json<Creative>();
    expect(variant).toMatchObject({
      name: 'banner_1_optimized',
      format: 'banner',
      campaignId: created.id,
      html: HTML,
      isOptimizated: true,
      link: 'https://shop.example',
      audienceId,
    });
    const edited = await admin('PATCH', `/creatives/${variant.id}/optimized-html`, { html: '<p>v2</p>' });
    expect(edited.json<Creative>().html).toBe('<p>v2</p>');

    const again = await addOptimized(banner, created.id);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', field: 'id' });
    const ofVariant = await addOptimized(variant.id, created.id);
    expect(ofVariant.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
    const notOptimized = await admin('PATCH', `/creatives/${banner}/optimized-html`, { html: '<p>x</p>' });
    expect(notOptimized.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
  });

  it('refuses a body that names another creative or campaign, and empty HTML, by field', async () => {
    const { campaign: created, push, banner } = await campaign();
    const cases = [
      [{ html: HTML, id: push, campaignId: created.id }, 'id'],
      [{ html: HTML, id: banner, campaignId: created.id + 1_000 }, 'campaignId'],
      [{ html: '', id: banner, campaignId: created.id }, 'html'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await admin('POST', `/creatives/${banner}/add-optimized`, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });
});

describe('support variants', () => {
  it('are made from an uploaded image, sized by it, and listed beside the optimised one', async () => {
    const { campaign: created, push, banner } = await campaign();
    await addOptimized(banner, created.id);
    const response = await admin('POST', '/creatives/generate/support', {
      creativeId: banner,
      image: imageUrl,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Creative>()).toMatchObject({
      name: 'banner_1_support',
      image: imageUrl,
      width: 320,
      height: 50,
      html: null,
      isOptimizated: false,
    });
    const pushSupport = await admin('POST', '/creatives/generate/support', {
      creativeId: push,
      image: imageUrl,
    });
    expect(pushSupport.json<Creative>().name).toBe('push_1_support');

    const variants = await admin('GET', `/creatives/${banner}/support-optimized`);
    expect(variants.json<Creative[]>().map((creative) => creative.name)).toEqual([
      'banner_1_optimized',
      'banner_1_support',
    ]);
    const details = await admin('GET', `/campaigns/${created.id}/details`);
    expect(details.json<Campaign>().creatives?.length).toBe(5);
  });

  it("refuses an image that is not one of ours or not an image with SPEC 8's message", async () => {
    const { banner } = await campaign();
    const pdf = new TextEncoder().encode(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const document = await upload(pdf, 'order.pdf', 'odt');
    const images = [
      'https://images.example/banner.png',
      '/api/files/campaign-uploads/1-00000000000000000000000000000000.png',
      '/api/files/avatars/1-abc.webp',
      document.url,
    ];
    for (const image of images) {
      const response = await admin('POST', '/creatives/generate/support', { creativeId: banner, image });
      expect(response.statusCode, image).toBe(400);
      expect(response.json()).toMatchObject({
        field: 'image',
        message: MESSAGES['files.invalidImage'].en,
      });
    }
  });
});

describe('pretargeting', () => {
  it('is stored on the creative as sent', async () => {
    const { banner } = await campaign();
    const pretargeting = { os: ['android'], minOsVersion: 10, carriers: ['716-10'] };
    const response = await admin('POST', `/creatives/${banner}/add-pretargeting`, {
      pretargeting,
      id: banner,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Creative>().pretargeting).toEqual(pretargeting);
    const mismatch = await admin('POST', `/creatives/${banner}/add-pretargeting`, { pretargeting, id: 1 });
    expect(mismatch.json().field).toBe('id');
  });
});

describe('a linked campaign', () => {
  it('sends its link again, with the new creative, to the servers it is linked to', async () => {
    const { campaign: created, banner } = await campaign();
    const unlinked = await campaign();
    await admin('POST', `/campaigns/${created.id}/link/sinew`, {});
    const variant = (await addOptimized(banner, created.id)).json<Creative>();
    await addOptimized(unlinked.banner, unlinked.campaign.id);
    const state = async (id: number) =>
      (await admin('GET', `/campaigns/${id}/delivery`))
        .json<DeliveryStateResponse>()
        .pending.map((change) => `${change.server} ${change.type}`);
    expect(await state(created.id)).toEqual(['sinew link', 'sinew link']);
    expect(await state(unlinked.campaign.id)).toEqual([]);
    const [, relink] = await testApp.database.db
      .select({ change: deliveryOutbox.change })
      .from(deliveryOutbox)
      .where(eq(deliveryOutbox.campaignId, created.id))
      .orderBy(asc(deliveryOutbox.id));
    const linked = relink?.change.campaign as { creatives: { name: string }[] } | undefined;
    const names = linked?.creatives.map((creative) => creative.name);
    expect(names).toEqual(['push_1', 'banner_1', 'banner_1_optimized']);
    const recorded = await testApp.database.db
      .select({ action: activityLog.action })
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'creative'), eq(activityLog.entityId, variant.id)));
    expect(recorded).toEqual([{ action: 'creative.optimizedAdded' }]);
  });
});

describe('who may call', () => {
  it('admins only: other roles meet 403, a creative that does not exist 404', async () => {
    const { campaign: created, banner } = await campaign();
    const calls = [
      ['POST', `/creatives/:id/add-optimized`, { html: HTML, id: banner, campaignId: created.id }],
      ['GET', `/creatives/:id/support-optimized`, undefined],
      ['PATCH', `/creatives/:id/optimized-html`, { html: HTML }],
      ['POST', '/creatives/generate/support', { creativeId: banner, image: imageUrl }],
      ['POST', `/creatives/:id/add-pretargeting`, { pretargeting: { os: ['ios'] }, id: banner }],
    ] as const;
    for (const [method, path, body] of calls) {
      for (const who of [people.superSeller, people.seller, people.advertiser]) {
        const response = await call(testApp, who, method, path.replace(':id', String(banner)), body);
        expect(response.statusCode, `${who.role} ${path}`).toBe(403);
      }
      const missing =
        body &&
        ('creativeId' in body
          ? { ...body, creativeId: 999_999 }
          : 'id' in body
            ? { ...body, id: 999_999 }
            : body);
      const response = await admin(method, path.replace(':id', '999999'), missing);
      expect(response.statusCode, path).toBe(404);
    }
  });
});
