import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import {
  createPresentation,
  DECK_REFUSALS,
  downloadPresentation,
  getPresentation,
  listPresentations,
} from '@adcontrol/domain/presentations/contracts';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activityLog, creatives, presentationJobs } from '../../src/db/schema';
import { bannerArt, storeArtwork } from '../../src/db/seed/artwork';
import { createFileStorage } from '../../src/modules/files/create-file-storage';
import { publicUrlOf } from '../../src/modules/files/public-files';
import {
  KEEP_DECKS_DAYS,
  pruneOldPresentations,
  runNextPresentationJob,
} from '../../src/modules/presentations/jobs';
import { claimJob } from '../../src/modules/presentations/repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import {
  createCampaignWithCreatives,
  insertApps,
  insertReach,
  insertRegions,
  insertStatistics,
} from '../helpers/statistics-fixtures';

/** Client decks made by a durable job (docs/decisions/039). */
let testApp: TestApp;
let admin: Person;
let seller: Person;
let advertiser: Person;
let lonely: Person;
let first: Awaited<ReturnType<typeof createCampaignWithCreatives>>;
let second: Awaited<ReturnType<typeof createCampaignWithCreatives>>;

const storage = () => createFileStorage(testApp.config);
const runNext = () => runNextPresentationJob(testApp.database.db, storage());
const period = { from: '2026-03-01', to: '2026-03-07' };

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  admin = { id: (await createAccount(db, { role: 'admin' })).id, role: 'admin' };
  seller = { id: (await createAccount(db, { role: 'seller' })).id, role: 'seller' };
  const owner = await createAccount(db, { role: 'advertiser', parentId: seller.id });
  await db.update(accounts).set({ company: 'Café Andino' }).where(eq(accounts.id, owner.id));
  advertiser = { id: owner.id, role: 'advertiser' };
  lonely = { id: (await createAccount(db, { role: 'advertiser' })).id, role: 'advertiser' };
  first = await createCampaignWithCreatives(db, advertiser.id, 'Verano Andino');
  second = await createCampaignWithCreatives(db, advertiser.id, 'Otoño Andino');
  const picture = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#2f6fde' } })
    .png()
    .toBuffer();
  await storage().put('campaign-uploads/deck-banner.png', picture, 'image/png');
  await db
    .update(creatives)
    .set({ image: publicUrlOf('campaign-uploads/deck-banner.png') })
    .where(eq(creatives.id, first.banner));
  const day = (campaign: typeof first, date: string, impressions: number, clicks: number) => ({
    date,
    campaignId: campaign.id,
    creativeId: campaign.banner,
    source: 'newton' as const,
    impressions,
    clicks,
    impressionsFemale: impressions / 2,
    impressionsMale: impressions / 4,
    impressionsAge25To34: impressions / 2,
  });
  await insertStatistics(db, [
    day(first, '2026-03-01', 12000, 150),
    day(first, '2026-03-02', 8000, 90),
    day(second, '2026-03-02', 4000, 20),
  ]);
  await insertRegions(db, [
    {
      campaignId: first.id,
      date: '2026-03-01',
      country: 'CL',
      region: 'Biobío',
      impressions: 9000,
      clicks: 100,
    },
  ]);
  await insertApps(db, [
    {
      campaignId: first.id,
      date: '2026-03-02',
      app: 'com.gamma',
      appName: 'Gamma',
      impressions: 8000,
      clicks: 90,
    },
  ]);
  await insertReach(db, [{ campaignId: first.id, date: '2026-03-02', cumulativeDevices: 5400 }]);
});
afterAll(() => testApp.close());

const create = (who: Person, body: RequestOf<typeof createPresentation>['body']) =>
  request(testApp, who, createPresentation, { body });
const download = (id: number, format: 'pdf' | 'pptx') =>
  request(testApp, admin, downloadPresentation, { params: { id }, query: { format } });

async function slidesOf(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  const texts = await Promise.all(slides.map((name) => zip.file(name)?.async('string') ?? ''));
  const media = Object.keys(zip.files).filter((name) => name.startsWith('ppt/media/'));
  const charts = Object.keys(zip.files).filter((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name));
  return { count: slides.length, text: texts.join('\n'), media, charts };
}
const pdfPages = (body: Buffer) => body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('a deck job', () => {
  it('runs from queued to done and its PPTX and PDF hold the cover, results and each campaign', async () => {
    const queued = await create(admin, { campaignIds: [first.id, second.id], ...period, language: 'es' });
    expect(queued.statusCode).toBe(202);
    const job = queued.json();
    expect(job).toMatchObject({ status: 'queued', progress: 0, title: 'Café Andino' });
    const early = await download(job.id, 'pdf');
    expect(early.statusCode).toBe(409);

    expect(await runNext()).toBe(job.id);
    const done = (await request(testApp, admin, getPresentation, { params: { id: job.id } })).json();
    expect(done).toMatchObject({ status: 'done', progress: 100, step: 'done', files: ['pptx', 'pdf'] });

    const pptx = await download(job.id, 'pptx');
    expect(pptx.statusCode).toBe(200);
    expect(pptx.headers['content-type']).toContain('presentationml');
    expect(pptx.headers['content-disposition']).toContain('presentation-');
    const deck = await slidesOf(pptx.rawPayload);
    // Cover, results, daily, audience, places, creatives, one per campaign (2), summary.
    expect(deck.count).toBe(9);
    expect(deck.text).toContain('Café Andino');
    expect(deck.text).toContain('Resultados de campaña');
    expect(deck.text).toContain('24.000'); // impressions, Spanish grouping
    expect(deck.text).toContain('5.400'); // reach
    expect(deck.text).toContain('Biobío, CL');
    expect(deck.text).toContain('Gamma');
    expect(deck.text).toContain('Otoño Andino');
    expect(deck.charts.length).toBe(3); // the overall daily chart and each campaign's
    expect(deck.media.filter((name) => /\.jpe?g$/.test(name)).length).toBeGreaterThan(0); // the banner's thumbnail

    const pdf = await download(job.id, 'pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPages(pdf.rawPayload)).toBe(9);
  });

  it('shows every creative with a picture: drawn SVG artwork sharp at thumbnail size, a video as a player frame', async () => {
    const { db } = testApp.database;
    const art = bannerArt(320, 50, 'Café Andino', 'Otoño', 'Ver más', '#0f766e');
    await storeArtwork(storage());
    await db.update(creatives).set({ image: art }).where(eq(creatives.id, second.banner));
    await insertStatistics(db, [
      {
        date: '2026-03-09',
        campaignId: second.id,
        creativeId: second.banner,
        source: 'newton',
        impressions: 900,
        clicks: 9,
      },
      {
        date: '2026-03-09',
        campaignId: second.id,
        creativeId: second.video,
        source: 'newton',
        impressions: 700,
        clicks: 7,
      },
    ]);
    const job = (
      await create(admin, { campaignIds: [second.id], from: '2026-03-08', to: '2026-03-09', language: 'es' })
    ).json();
    await runNext();

    const deck = await slidesOf((await download(job.id, 'pptx')).rawPayload);
    expect(deck.text).not.toContain('Sin imagen');
    const zip = await JSZip.loadAsync((await download(job.id, 'pptx')).rawPayload);
    const pictures = await Promise.all(
      deck.media
        .filter((name) => /\.jpe?g$/.test(name))
        .map(async (name) => sharp(await zip.file(name)?.async('nodebuffer')).metadata()),
    );
    expect(pictures).toHaveLength(2);
    // The 320 × 50 banner is drawn at 480 px wide, not enlarged from 320 px.
    expect(pictures.map((picture) => picture.width)).toContain(480);
    const pdf = (await download(job.id, 'pdf')).rawPayload.toString('latin1');
    expect(pdf.match(/\/Subtype \/Image/g)?.length).toBe(2);
    expect(pdf).not.toContain('Sin imagen');
  });

  it("covers an advertiser's campaigns of the period, one deck without per-campaign slides for one campaign", async () => {
    const only = await createCampaignWithCreatives(testApp.database.db, lonely.id);
    const job = (await create(admin, { advertiserId: lonely.id, ...period, language: 'en' })).json();
    expect(job.campaignIds).toEqual([only.id]);
    await runNext();
    const deck = await slidesOf((await download(job.id, 'pptx')).rawPayload);
    expect(deck.count).toBe(7);
    expect(deck.text).toContain('No data for this period');
  });

  it('is recorded in the activity log with who asked', async () => {
    const job = (await create(admin, { campaignIds: [first.id], ...period, language: 'pt' })).json();
    const [row] = await testApp.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'presentation'), eq(activityLog.entityId, job.id)));
    expect(row).toMatchObject({ accountId: admin.id, action: 'presentation.requested' });
    await runNext();
  });

  it('is resumed when the worker that ran it died, and left alone while its worker lives', async () => {
    const { db } = testApp.database;
    const job = (await create(admin, { campaignIds: [first.id], ...period, language: 'en' })).json();
    const live = new Date(Date.now() + 60_000);
    await db
      .update(presentationJobs)
      .set({ status: 'running', attempts: 1, progress: 40, step: 'gathering', lockedUntil: live })
      .where(eq(presentationJobs.id, job.id));
    expect(await runNext()).toBeNull();

    await db
      .update(presentationJobs)
      .set({ lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(presentationJobs.id, job.id));
    expect(await runNext()).toBe(job.id);
    const done = (await request(testApp, admin, getPresentation, { params: { id: job.id } })).json();
    expect(done).toMatchObject({ status: 'done', progress: 100 });
    expect(pdfPages((await download(job.id, 'pdf')).rawPayload)).toBe(7);
  });

  it('is claimed by one worker only when two ask at once', async () => {
    const { db } = testApp.database;
    const body = { campaignIds: [first.id], ...period, language: 'en' as const };
    const ids = [(await create(admin, body)).json().id, (await create(admin, body)).json().id];
    const claimed = await Promise.all([claimJob(db, new Date()), claimJob(db, new Date())]);
    expect(claimed.map((job) => job?.id).sort()).toEqual(ids.sort());
    expect(await claimJob(db, new Date())).toBeNull();
    // Their lease ended as if both workers died: the next runs finish them.
    await db
      .update(presentationJobs)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(presentationJobs.status, 'running'));
    expect(await runNext()).toBe(ids[0]);
    expect(await runNext()).toBe(ids[1]);
  });

  it('is removed with its files once finished more than 30 days ago; a younger deck stays', async () => {
    const ask = () => create(admin, { campaignIds: [first.id], ...period, language: 'en' });
    const oldId = (await ask()).json().id;
    expect(await runNext()).toBe(oldId);
    const youngId = (await ask()).json().id;
    expect(await runNext()).toBe(youngId);
    const { db } = testApp.database;
    const [stored] = await db.select().from(presentationJobs).where(eq(presentationJobs.id, oldId));
    expect((await download(oldId, 'pdf')).statusCode).toBe(200);

    const longAgo = new Date(Date.now() - (KEEP_DECKS_DAYS + 1) * 86_400_000);
    await db.update(presentationJobs).set({ finishedAt: longAgo }).where(eq(presentationJobs.id, oldId));
    expect(await pruneOldPresentations(db, storage(), new Date())).toBe(1);

    expect((await request(testApp, admin, getPresentation, { params: { id: oldId } })).statusCode).toBe(404);
    expect(await storage().get(stored?.pdfKey as string)).toBeNull();
    expect(await storage().get(stored?.pptxKey as string)).toBeNull();
    expect((await download(youngId, 'pdf')).statusCode).toBe(200);
  });

  it('lists the recent decks, newest first', async () => {
    const list = (await request(testApp, admin, listPresentations)).json();
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(list[0]?.id).toBeGreaterThan(list[1]?.id ?? 0);
    expect(list.every((job) => job.status === 'done')).toBe(true);
  });
});

describe('refusals', () => {
  it('refuses everyone but admins, on the API too', async () => {
    const body = { campaignIds: [first.id], ...period, language: 'en' as const };
    expect((await create(seller, body)).statusCode).toBe(403);
    expect((await create(advertiser, body)).statusCode).toBe(403);
    expect((await request(testApp, seller, listPresentations)).statusCode).toBe(403);
    expect((await request(testApp, null, listPresentations)).statusCode).toBe(401);
  });

  it('names the field of a bad request and saves nothing', async () => {
    const before = (await testApp.database.db.select().from(presentationJobs)).length;
    const both = await create(admin, {
      advertiserId: advertiser.id,
      campaignIds: [first.id],
      ...period,
      language: 'en',
    });
    expect(both.statusCode).toBe(400);
    expect(both.failure().message).toContain('advertiserId');
    const many = Array.from({ length: 21 }, (_, index) => index + 1);
    expect(
      (await create(admin, { campaignIds: many, ...period, language: 'en' })).failure().message,
    ).toContain('campaignIds');
    const reversed = await create(admin, {
      campaignIds: [first.id],
      from: '2026-03-07',
      to: '2026-03-01',
      language: 'en',
    });
    expect(reversed.failure().message).toContain('from');
    const language = await call(testApp, admin, 'POST', '/presentations', {
      campaignIds: [first.id],
      ...period,
      language: 'fr',
    });
    expect(language.json().message).toContain('language');
    const empty = await createAccount(testApp.database.db, { role: 'advertiser' });
    const idle = await create(admin, { advertiserId: empty.id, ...period, language: 'en' });
    expect(idle.statusCode).toBe(400);
    expect(idle.failure().message).toContain('advertiserId');
    // The screen lists one advertiser's campaigns; the API holds the same line, as a deck goes to one client.
    const other = await createCampaignWithCreatives(testApp.database.db, lonely.id, 'Otra marca');
    const mixed = await create(admin, { campaignIds: [first.id, other.id], ...period, language: 'en' });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      field: 'campaignIds',
      message: `campaignIds: ${DECK_REFUSALS.severalAdvertisers}`,
    });
    expect((await testApp.database.db.select().from(presentationJobs)).length).toBe(before);
  });

  it('answers 404 for a campaign, advertiser or deck that does not exist', async () => {
    expect(
      (await create(admin, { campaignIds: [first.id, 999_999], ...period, language: 'en' })).statusCode,
    ).toBe(404);
    expect((await create(admin, { advertiserId: seller.id, ...period, language: 'en' })).statusCode).toBe(
      404,
    );
    expect((await request(testApp, admin, getPresentation, { params: { id: 999999 } })).statusCode).toBe(404);
    expect((await download(999_999, 'pdf')).statusCode).toBe(404);
  });
});
