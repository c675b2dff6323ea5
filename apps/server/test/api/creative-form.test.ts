import { getCreativeForm } from '@adcontrol/domain/creatives/contracts';
import type { CreativeForm } from '@adcontrol/domain/creatives/creative';
import {
  bannerCreativeDraft,
  interstitialCreativeDraft,
  pushCreativeDraft,
  videoCreativeDraft,
} from '@adcontrol/domain/creatives/creative-drafts';
import { CREATIVES_ALLOWED } from '@adcontrol/domain/rules/campaign-creatives';
import type { CampaignFormat, CreativeFormat } from '@adcontrol/domain/shared/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/** SPEC 7 `GET /creatives/form/{a}/{b}` (docs/decisions/047): a creative format's form in a campaign's format. */
let testApp: TestApp;
let analyst: Person;
beforeAll(async () => {
  testApp = await buildTestApp();
  analyst = { id: (await createAccount(testApp.database.db, { role: 'analyst' })).id, role: 'analyst' };
});
afterAll(() => testApp.close());

const formOf = async (a: CampaignFormat, b: CreativeFormat) =>
  request(testApp, analyst, getCreativeForm, { params: { a, b } });
const fieldOf = (form: CreativeForm, name: string) => form.fields.find((field) => field.name === name);

const DRAFTS = {
  push: pushCreativeDraft,
  banner: bannerCreativeDraft,
  interstitial: interstitialCreativeDraft,
  video: videoCreativeDraft,
} as const;

/** A value a save takes for a field of this kind. */
function sample(kind: string): unknown {
  if (kind === 'audience') return 7;
  if (kind === 'image') return '/api/files/campaign-uploads/1-picture.png';
  if (kind === 'video') return '/api/files/campaign-uploads/1-clip.mp4';
  if (kind === 'address') return 'https://shop.example/offer';
  return 'Leche';
}

describe('GET /creatives/form/{a}/{b}', () => {
  it("gives a banner's fields in a banner campaign with the save's limits", async () => {
    const response = await formOf('banner', 'banner');
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form).toMatchObject({ campaignFormat: 'banner', format: 'banner', oneOf: [['image', 'tag']] });
    expect(fieldOf(form, 'link')).toMatchObject({ kind: 'address', required: true, maxLength: 2048 });
    expect(fieldOf(form, 'audienceId')).toMatchObject({ required: true });
    expect(fieldOf(form, 'image')).toMatchObject({
      kind: 'image',
      required: false,
      accepts: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
      maxBytes: 10 * 1024 * 1024,
    });
    expect(fieldOf(form, 'width')).toMatchObject({ kind: 'number', min: 1, max: 4000 });
  });

  it('states the push limits (35 characters, a 13 s video) and the video ones (2 min, zone 6)', async () => {
    const push = (await formOf('mixed', 'push')).json();
    expect(fieldOf(push, 'title')).toMatchObject({ maxLength: 35, required: false });
    expect(fieldOf(push, 'video')).toMatchObject({ maxSeconds: 13 });
    expect(push.oneOf).toEqual([['title', 'subtitle', 'link', 'image', 'logo']]);

    const video = (await formOf('push', 'video')).json();
    expect(fieldOf(video, 'video')).toMatchObject({ required: true, maxSeconds: 120 });
    expect(fieldOf(video, 'zone')).toMatchObject({ default: 6, min: 0, max: 99 });
    expect(fieldOf(video, 'timer')).toMatchObject({ default: 0, max: 120 });
  });

  it('orders what an interstitial shows as the save chooses it', async () => {
    const form = (await formOf('interstitial', 'interstitial')).json();
    expect(form.contentOrder).toEqual(['vast', 'html', 'image', 'tag']);
    expect(fieldOf(form, 'vast')).toMatchObject({ kind: 'switch', default: false });
  });

  it('refuses a creative the campaign cannot carry, naming b, and an unknown format, naming a', async () => {
    const carried = await formOf('banner', 'push');
    expect(carried.statusCode).toBe(400);
    expect(carried.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'b' });
    const unknown = await call(testApp, analyst, 'GET', '/creatives/form/radio/push');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, field: 'a' });
  });

  it('answers only a signed-in caller', async () => {
    const response = await call(testApp, null, 'GET', '/creatives/form/mixed/push');
    expect(response.statusCode).toBe(401);
  });

  it('agrees with the save for every pair: its required fields and one of each group pass, one missing fails', async () => {
    const pairs = Object.entries(CREATIVES_ALLOWED).flatMap(([campaign, formats]) =>
      formats.map((format) => [campaign as CampaignFormat, format] as const),
    );
    for (const [campaign, format] of pairs) {
      const form = (await formOf(campaign, format)).json();
      const kinds = new Map(form.fields.map((field) => [field.name, field.kind]));
      const creative: Record<string, unknown> = { name: `${format}_1` };
      for (const field of form.fields.filter((each) => each.required))
        creative[field.name] = sample(field.kind);
      for (const group of form.oneOf) {
        const first = group.find((name) => kinds.get(name) !== 'markup') ?? (group[0] as string);
        creative[first] = sample(kinds.get(first) ?? 'text');
      }
      const rule = DRAFTS[format as CreativeFormat];
      expect(rule.safeParse(creative).success, `${campaign}/${format}`).toBe(true);
      for (const field of form.fields.filter((each) => each.required)) {
        const { [field.name]: _left, ...missing } = creative;
        expect(rule.safeParse(missing).success, `${campaign}/${format} without ${field.name}`).toBe(false);
      }
    }
  });
});
