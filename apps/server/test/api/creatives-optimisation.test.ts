import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import { getDeliveryState, linkSinew } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { EndpointDefinition } from '@adcontrol/domain/contract/define-endpoint';
import {
  addOptimized,
  addPretargeting,
  generateSupport,
  supportOptimized,
  updateOptimizedHtml,
} from '@adcontrol/domain/creatives/contracts';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, deliveryOutbox } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, headersOf, type Person } from '../helpers/callers';
import { type BranchRole, createFlightCampaign, deliveryBranch } from '../helpers/delivery';
import { type RequestArgs, request } from '../helpers/request';

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

/** The admin's call of a declared endpoint, typed by its contract. */
const send = <E extends EndpointDefinition>(endpoint: E, ...input: RequestArgs<E>) =>
  request(testApp, people.admin, endpoint, ...input);

/** The admin's call by path, for bodies the contract refuses. */
const admin = (method: 'PATCH' | 'POST' | 'GET', path: string, body?: object) =>
  call(testApp, people.admin, method, path, body);

async function campaign(): Promise<{ campaign: Campaign; push: number; banner: number }> {
  const created = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
  const idOf = (name: string) => created.creatives?.find((creative) => creative.name === name)?.id as number;
  return { campaign: created, push: idOf('push_1'), banner: idOf('banner_1') };
}

const addVariant = (id: number, campaignId: number, html = HTML) =>
  send(addOptimized, { params: { id }, body: { html, id, campaignId } });

describe('optimised variants', () => {
  it('are named after their creative, keep its settings, store the HTML as sent, and are edited by HTML', async () => {
    const { campaign: created, banner } = await campaign();
    const added = await addVariant(banner, created.id);
    expect(added.statusCode, added.body).toBe(201);
    const variant = added.json();
    expect(variant).toMatchObject({
      name: 'banner_1_optimized',
      format: 'banner',
      campaignId: created.id,
      html: HTML,
      isOptimizated: true,
      link: 'https://shop.example',
      audienceId,
    });
    const edited = await send(updateOptimizedHtml, {
      params: { id: variant.id },
      body: { html: '<p>v2</p>' },
    });
    expect(edited.json().html).toBe('<p>v2</p>');

    const again = await addVariant(banner, created.id);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', field: 'id' });
    const ofVariant = await addVariant(variant.id, created.id);
    expect(ofVariant.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
    const notOptimized = await send(updateOptimizedHtml, {
      params: { id: banner },
      body: { html: '<p>x</p>' },
    });
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
    await addVariant(banner, created.id);
    const response = await send(generateSupport, { body: { creativeId: banner, image: imageUrl } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'banner_1_support',
      image: imageUrl,
      width: 320,
      height: 50,
      html: null,
      isOptimizated: false,
    });
    const pushSupport = await send(generateSupport, { body: { creativeId: push, image: imageUrl } });
    expect(pushSupport.json().name).toBe('push_1_support');

    const variants = await send(supportOptimized, { params: { id: banner } });
    expect(variants.json().map((creative) => creative.name)).toEqual([
      'banner_1_optimized',
      'banner_1_support',
    ]);
    const details = await send(getCampaignDetails, { params: { id: created.id } });
    expect(details.json().creatives?.length).toBe(5);
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
      const response = await send(generateSupport, { body: { creativeId: banner, image } });
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
    const attach = (id: number) =>
      send(addPretargeting, { params: { id: banner }, body: { pretargeting, id } });
    const response = await attach(banner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pretargeting).toEqual(pretargeting);
    const mismatch = await attach(1);
    expect(mismatch.failure().field).toBe('id');
  });
});

describe('a linked campaign', () => {
  it('sends its link again, with the new creative, to the servers it is linked to', async () => {
    const { campaign: created, banner } = await campaign();
    const unlinked = await campaign();
    await send(linkSinew, { params: { id: created.id }, body: {} });
    const variant = (await addVariant(banner, created.id)).json();
    await addVariant(unlinked.banner, unlinked.campaign.id);
    const state = async (id: number) =>
      (await send(getDeliveryState, { params: { id } }))
        .json()
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
    /** Each call as `who` makes it about creative `id`, by its path. */
    const calls: [string, (who: Person, id: number) => Promise<{ statusCode: number }>][] = [
      [
        '/creatives/:id/add-optimized',
        (who, id) =>
          request(testApp, who, addOptimized, {
            params: { id },
            body: { html: HTML, id, campaignId: created.id },
          }),
      ],
      [
        '/creatives/:id/support-optimized',
        (who, id) => request(testApp, who, supportOptimized, { params: { id } }),
      ],
      [
        '/creatives/:id/optimized-html',
        (who, id) => request(testApp, who, updateOptimizedHtml, { params: { id }, body: { html: HTML } }),
      ],
      [
        '/creatives/generate/support',
        (who, id) => request(testApp, who, generateSupport, { body: { creativeId: id, image: imageUrl } }),
      ],
      [
        '/creatives/:id/add-pretargeting',
        (who, id) =>
          request(testApp, who, addPretargeting, {
            params: { id },
            body: { pretargeting: { os: ['ios'] }, id },
          }),
      ],
    ];
    for (const [path, callAs] of calls) {
      for (const who of [people.superSeller, people.seller, people.advertiser]) {
        const response = await callAs(who, banner);
        expect(response.statusCode, `${who.role} ${path}`).toBe(403);
      }
      expect((await callAs(people.admin, 999_999)).statusCode, path).toBe(404);
    }
  });
});
