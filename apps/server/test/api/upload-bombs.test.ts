import { randomInt } from 'node:crypto';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { headersOf, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { hugePng } from '../helpers/huge-png';
import { mp4WithSampleTable } from '../helpers/mp4-sample-table';
import { peakRssDuring } from '../helpers/rss-sampler';
import {
  deflateBomb,
  deflated,
  MB,
  SHEET,
  workbookEntries,
  workbookWithSheet,
  zipOf,
} from '../helpers/zip-bombs';

/**
 * ARCHITECTURE 17, docs/decisions/042: a small file that unpacks or decodes to gigabytes is refused within seconds
 * with a 4xx naming the field, the server's memory grows by less than `RSS_BOUND` meanwhile, and other requests
 * are answered while it is being refused.
 */
const RSS_BOUND = 128 * MB;
const SECONDS = 5_000;

let testApp: TestApp;
let seller: Person;
let advertiser: Person;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  seller = { id: (await createAccount(db, { role: 'seller' })).id, role: 'seller' };
  advertiser = { id: (await createAccount(db, { role: 'advertiser' })).id, role: 'advertiser' };
  // The sheet's parser loads once (a second or two); the tests measure files, not that start.
  const point = await workbookEntries([
    ['nombre', 'lat', 'long', 'code', 'ratio'],
    ['Plaza', -33.4, -70.6, 'CL', 200],
  ]);
  const warm = await upload('/audiences/coordinates', 'file', zipOf(point));
  expect(warm.statusCode, warm.body).toBe(200);
});
afterAll(() => testApp.close());

async function upload(
  path: string,
  field: string,
  bytes: Uint8Array,
  who: Person | null = seller,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, new Blob([bytes]), 'upload.bin');
  return testApp.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: await headersOf(testApp, who),
    payload: form,
  });
}

/** How long another request waits for its answer while the upload is handled: the event loop stays free. */
async function otherRequestWaits(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  const started = performance.now();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-route' });
  expect(response.statusCode).toBe(404);
  return performance.now() - started;
}

/** The upload, refused as `expected`, quickly, in bounded memory, while another request is answered. */
async function expectRefusedCheaply(send: () => ReturnType<typeof upload>, expected: object) {
  const started = performance.now();
  const { result, grewBy } = await peakRssDuring(() => Promise.all([send(), otherRequestWaits()]));
  const [response, waited] = result;
  expect(response.statusCode, response.body).toBe((expected as { status: number }).status);
  const { status: _, ...envelope } = expected as { status: number };
  expect(response.json()).toEqual({ success: false, ...envelope });
  expect(performance.now() - started).toBeLessThan(SECONDS);
  expect(grewBy, `RSS grew by ${Math.round(grewBy / MB)} MB`).toBeLessThan(RSS_BOUND);
  expect(waited).toBeLessThan(500);
}

const tooLarge = (field: string) => ({
  status: 413,
  code: 'PAYLOAD_TOO_LARGE',
  key: 'files.tooLargeToRead',
  field,
  message: MESSAGES['files.tooLargeToRead'].en,
});
const invalid = (field: string) => ({
  status: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  key: 'files.invalidFile',
  field,
  message: MESSAGES['files.invalidFile'].en,
});

/** What a bomb repeats: 1 MB of white space compresses to about 1 kB, the most deflate can do. */
const ROWS_MB = Buffer.alloc(MB, ' ');

describe('the coordinates sheet', () => {
  it('refuses a 4 MB sheet declaring 4 GB on the public route, without a session', async () => {
    const bomb = await workbookWithSheet({
      name: SHEET,
      data: deflateBomb(ROWS_MB, 4_000),
      method: 8,
      size: 4_000 * MB,
    });
    expect(bomb.length).toBeLessThan(5 * MB);
    await expectRefusedCheaply(
      () => upload('/audiences/coordinates/unauthenticated', 'file', bomb, null),
      tooLarge('file'),
    );
  });

  it('refuses a sheet whose central directory understates it (declares 100 kB, inflates to 1 GB)', async () => {
    const bomb = await workbookWithSheet({
      name: SHEET,
      data: deflateBomb(ROWS_MB, 1_000),
      method: 8,
      size: 100_000,
    });
    await expectRefusedCheaply(() => upload('/audiences/coordinates', 'file', bomb), invalid('file'));
  });

  it('refuses an archive of 20,000 entries', async () => {
    const entries = await workbookEntries([['nombre', 'lat', 'long', 'code', 'ratio']]);
    const padding = Array.from({ length: 20_000 }, (_, n) => ({
      name: `xl/media/p${n}.xml`,
      data: Buffer.from('<a/>'),
      method: 0 as const,
      size: 4,
    }));
    const bomb = zipOf([...entries, ...padding]);
    await expectRefusedCheaply(() => upload('/audiences/coordinates', 'file', bomb), tooLarge('file'));
  });

  it('refuses a sheet of 200,000 rows before reading one, on the public route', async () => {
    // Numbers that differ row to row compress as a real sheet does (about 4:1), well under every size limit.
    const rows = Array.from(
      { length: 200_000 },
      (_, n) => `<row r="${n + 2}"><c r="A${n + 2}"><v>${randomInt(1e9)}</v></c></row>`,
    );
    const xml = Buffer.from(`<worksheet><sheetData>${rows.join('')}</sheetData></worksheet>`);
    const bytes = await workbookWithSheet(deflated(SHEET, xml));
    expect(bytes.length).toBeLessThan(5 * MB);
    await expectRefusedCheaply(
      () => upload('/audiences/coordinates/unauthenticated', 'file', bytes, null),
      tooLarge('file'),
    );
  });

  it('still reads a sheet of 5,000 points', async () => {
    const row = (n: number) => [`P${n}`, -33 - n / 10_000, -70 - n / 10_000, 'CL', 100 + n];
    const entries = await workbookEntries([
      ['nombre', 'lat', 'long', 'code', 'ratio'],
      ...Array.from({ length: 5_000 }, (_, n) => row(n)),
    ]);
    const started = performance.now();
    const response = await upload('/audiences/coordinates', 'file', zipOf(entries));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().points).toHaveLength(5_000);
    expect(performance.now() - started).toBeLessThan(SECONDS);
  });
});

/** A Word document whose body is `body`. */
function docxWith(body: Parameters<typeof zipOf>[0][number]) {
  return zipOf([
    deflated(
      '[Content_Types].xml',
      Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    ),
    body,
  ]);
}

describe('office documents', () => {
  it('refuses a 4 MB document declaring 4 GB', async () => {
    const bomb = docxWith({
      name: 'word/document.xml',
      data: deflateBomb(ROWS_MB, 4_000),
      method: 8,
      size: 4_000 * MB,
    });
    await expectRefusedCheaply(() => upload('/campaigns/odt', 'odt', bomb, advertiser), tooLarge('odt'));
  });

  it('refuses a proof of payment declaring 4 GB before anything else is checked', async () => {
    const bomb = docxWith({
      name: 'word/document.xml',
      data: deflateBomb(ROWS_MB, 4_000),
      method: 8,
      size: 4_000 * MB,
    });
    const fields = {
      advertiserId: String(advertiser.id),
      campaignIds: '1',
      amount: '1000',
      currency: 'CLP',
      methodId: '1',
      paidOn: '2026-01-05',
    };
    await expectRefusedCheaply(
      () => upload('/payments', 'proof', bomb, advertiser, fields),
      tooLarge('proof'),
    );
  });
});

describe('pictures', () => {
  it('refuses a 16-bit picture whose decoded pixels would take 320 MB before decoding it', async () => {
    const png = hugePng(8_000, 5_000);
    expect(png.length).toBeLessThan(MB);
    await expectRefusedCheaply(() => upload('/campaigns/file', 'file', png, advertiser), tooLarge('file'));
  });
});

describe('videos', () => {
  it('reads the length of an MP4 listing 5 million samples from its header alone', async () => {
    const video = mp4WithSampleTable(5, 5_000_000);
    const form = new FormData();
    form.append('kind', 'video');
    form.append('video', new Blob([video]), 'clip.mp4');
    const started = performance.now();
    const { result, grewBy } = await peakRssDuring(async () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/campaigns/video',
        headers: await headersOf(testApp, advertiser),
        payload: form,
      }),
    );
    expect(result.statusCode, result.body).toBe(201);
    expect(result.json().durationSeconds).toBe(5);
    expect(performance.now() - started).toBeLessThan(SECONDS);
    // The file itself (20 MB) is held while it is read and stored.
    expect(grewBy, `RSS grew by ${Math.round(grewBy / MB)} MB`).toBeLessThan(RSS_BOUND);
  });
});
