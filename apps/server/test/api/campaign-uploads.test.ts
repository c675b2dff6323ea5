import { existsSync } from 'node:fs';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CAMPAIGN_UPLOADS } from '@adcontrol/domain/campaigns/draft-contracts';
import type { Role } from '@adcontrol/domain/shared/enums';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';
import { minimalMp4 } from '../helpers/mp4';
import { minimalWebm } from '../helpers/webm';

let testApp: TestApp;
let me = { id: 0, role: 'advertiser' as Role };
beforeAll(async () => {
  testApp = await buildTestApp();
  me = { id: (await createAccount(testApp.database.db, { role: 'advertiser' })).id, role: 'advertiser' };
});
afterAll(() => testApp.close());

type Part = { field: string; bytes: Uint8Array; name: string; type?: string };

async function post(url: string, parts: Part[], fields: Record<string, string> = {}) {
  const settings = { secret: testApp.config.jwtSecret, accessTokenTtlSeconds: 600 };
  const token = await signAccessToken(settings, { accountId: me.id, role: me.role, actingAccountId: null });
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const part of parts) {
    body.append(
      part.field,
      new Blob([part.bytes], { type: part.type ?? 'application/octet-stream' }),
      part.name,
    );
  }
  const options: InjectOptions = {
    method: 'POST',
    url: `/api${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload: body as unknown as InjectOptions['payload'],
  };
  return testApp.app.inject(options);
}

const picture = (width = 64, height = 48, background = '#ff0000') =>
  sharp({ create: { width, height, channels: 3, background } });

async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((c) => picture(32, 32, c).png().toBuffer()),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

async function xlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('orden').addRow(['concepto', 'monto']).commit();
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The smallest Word document: its content types, its package relations and one paragraph. */
async function docx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Orden de trabajo</w:t></w:r></w:p></w:body></w:document>',
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

const uploadsDir = () => join(testApp.config.dataDir, 'uploads', 'campaign-uploads');
const stored = async () => (existsSync(uploadsDir()) ? (await readdir(uploadsDir())).sort() : []);
const served = (url: string) => testApp.app.inject({ method: 'GET', url });
const urlPattern = (ext: string) =>
  new RegExp(`^/api/files/campaign-uploads/${me.id}-[0-9a-f]{32}\\.${ext}$`);

describe('POST /campaigns/file', () => {
  it.each([
    ['PNG', 'png', 'image/png', () => picture().png().toBuffer()],
    ['JPEG', 'jpg', 'image/jpeg', () => picture().jpeg().toBuffer()],
    ['WebP', 'webp', 'image/webp', () => picture().webp().toBuffer()],
  ])('re-encodes a %s in its own format and size and serves it back', async (_, ext, type, make) => {
    const response = await post('/campaigns/file', [
      { field: 'file', bytes: await make(), name: `banner.${ext}`, type: 'text/plain' },
    ]);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ name: `banner.${ext}`, type, size: expect.any(Number) });
    expect(answer.url).toMatch(urlPattern(ext));

    const file = await served(answer.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(type);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(file.headers['content-disposition']).toBeUndefined();
    expect(file.rawPayload.length).toBe(answer.size);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  it('drops the metadata a photo carries', async () => {
    const photo = await picture()
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'someone', Software: 'camera' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await post('/campaigns/file', [{ field: 'file', bytes: photo, name: 'photo.jpg' }]);
    const file = await served(response.json().url);
    expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
  });

  it('keeps an animated GIF animated', async () => {
    const response = await post('/campaigns/file', [
      { field: 'file', bytes: await animatedGif(), name: 'spinner.gif', type: 'image/gif' },
    ]);
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ type: 'image/gif', name: 'spinner.gif' });
    expect(answer.url).toMatch(urlPattern('gif'));

    const file = await served(answer.url);
    expect(file.headers['content-type']).toBe('image/gif');
    expect(await sharp(file.rawPayload, { animated: true }).metadata()).toMatchObject({
      format: 'gif',
      pages: 3,
      width: 32,
      pageHeight: 32,
    });
  });

  it('keeps an animated WebP animated', async () => {
    const frames = await Promise.all(['#ff0000', '#0000ff'].map((c) => picture(24, 24, c).png().toBuffer()));
    const webp = await sharp(frames, { join: { animated: true } })
      .webp()
      .toBuffer();
    const response = await post('/campaigns/file', [{ field: 'file', bytes: webp, name: 'a.webp' }]);
    expect(response.statusCode).toBe(201);
    const file = await served(response.json().url);
    expect(await sharp(file.rawPayload, { animated: true }).metadata()).toMatchObject({
      format: 'webp',
      pages: 2,
      pageHeight: 24,
    });
  });

  it('refuses a picture of more than 50 megapixels before decoding it', async () => {
    const huge = await picture(8000, 7000).png({ compressionLevel: 1 }).toBuffer();
    const response = await post('/campaigns/file', [{ field: 'file', bytes: huge, name: 'huge.png' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('file: the image must be at most 50 megapixels');
  });

  it("refuses a text file named .png, whatever type it declares, with SPEC 8's image message", async () => {
    const response = await post('/campaigns/file', [
      { field: 'file', bytes: Buffer.from('<script>alert(1)</script>'), name: 'x.png', type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid Image, please follow the instructions',
      field: 'file',
    });
  });

  it('refuses a known type the image field does not take as an invalid file', async () => {
    const response = await post('/campaigns/file', [{ field: 'file', bytes: pdf(), name: 'x.png' }]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Invalid file, please read the supported formats carefully.',
      field: 'file',
    });
  });

  it('refuses a GIF cut in the middle of its frames', async () => {
    const gif = await animatedGif();
    const cut = gif.subarray(0, Math.floor(gif.length * 0.7));
    const response = await post('/campaigns/file', [{ field: 'file', bytes: cut, name: 'cut.gif' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid GIF format.' });
  });

  it('refuses a GIF that does not decode', async () => {
    const gif = await animatedGif();
    const broken = Buffer.concat([gif.subarray(0, 13), Buffer.alloc(64, 0xff)]);
    const response = await post('/campaigns/file', [{ field: 'file', bytes: broken, name: 'x.gif' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid GIF format.' });
  });

  it('refuses a picture that does not decode', async () => {
    const png = await picture(200, 200).png().toBuffer();
    const response = await post('/campaigns/file', [
      { field: 'file', bytes: png.subarray(0, png.length - 40), name: 'x.png' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Invalid Image, please follow the instructions');
  });

  it('refuses a file over the limit, naming the limit in MB', async () => {
    const big = Buffer.alloc(CAMPAIGN_UPLOADS.image.maxBytes + 1);
    (await picture().png().toBuffer()).copy(big);
    const before = await stored();
    const response = await post('/campaigns/file', [{ field: 'file', bytes: big, name: 'big.png' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'file: must be 10 MB or smaller',
    });
    expect(await stored()).toEqual(before);
  });

  it('takes one file only', async () => {
    const png = await picture().png().toBuffer();
    const response = await post('/campaigns/file', [
      { field: 'file', bytes: png, name: 'a.png' },
      { field: 'file', bytes: png, name: 'b.png' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You have exceeded the limit of allowed items.');
  });
});

describe('POST /campaigns/video', () => {
  it('takes an MP4 and reads its length from the file', async () => {
    const response = await post(
      '/campaigns/video',
      [{ field: 'video', bytes: minimalMp4(12.5), name: 'clip.mp4' }],
      { kind: 'push' },
    );
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ type: 'video/mp4', name: 'clip.mp4', durationSeconds: 12.5, size: 144 });
    expect(answer.url).toMatch(urlPattern('mp4'));
    const file = await served(answer.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(file.rawPayload, minimalMp4(12.5))).toBe(0);
    expect(file.headers['accept-ranges']).toBe('bytes');

    // A player asks for parts of a video to play and seek in it.
    const part = await testApp.app.inject({
      method: 'GET',
      url: answer.url,
      headers: { range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4-11/144');
    expect(part.headers['content-length']).toBe('8');
    expect(part.body).toBe('ftypisom');

    const outside = await testApp.app.inject({
      method: 'GET',
      url: answer.url,
      headers: { range: 'bytes=500-' },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */144');
  });

  it('takes a WebM and reads its length from the file, refusing one whose header is cut', async () => {
    const response = await post(
      '/campaigns/video',
      [{ field: 'video', bytes: minimalWebm(9), name: 'v.webm' }],
      {
        kind: 'push',
      },
    );
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ type: 'video/webm', durationSeconds: 9 });
    expect(answer.url).toMatch(urlPattern('webm'));
    expect((await served(answer.url)).headers['content-type']).toBe('video/webm');

    const long = await post(
      '/campaigns/video',
      [{ field: 'video', bytes: minimalWebm(14), name: 'v.webm' }],
      {
        kind: 'push',
      },
    );
    expect(long.json().message).toBe('The video can last at most 13 seconds');

    const cut = await post('/campaigns/video', [
      { field: 'video', bytes: minimalWebm(9).subarray(0, 60), name: 'v.webm' },
    ]);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('Error generating video');
  });

  it('refuses a push video over 13 s and takes the same file as a video of up to 2 min', async () => {
    const clip = minimalMp4(20);
    const push = await post('/campaigns/video', [{ field: 'video', bytes: clip, name: 'c.mp4' }], {
      kind: 'push',
    });
    expect(push.statusCode).toBe(400);
    expect(push.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The video can last at most 13 seconds',
      field: 'video',
    });

    const video = await post('/campaigns/video', [{ field: 'video', bytes: clip, name: 'c.mp4' }], {
      kind: 'video',
    });
    expect(video.statusCode).toBe(201);
    expect(video.json().durationSeconds).toBe(20);

    const long = await post('/campaigns/video', [{ field: 'video', bytes: minimalMp4(121), name: 'c.mp4' }]);
    expect(long.json().message).toBe('The video can last at most 120 seconds');
  });

  it('refuses a 3-minute video, as a video and as a work order, naming 120 seconds and keeping nothing', async () => {
    const before = await stored();
    const threeMinutes = [{ field: 'video', bytes: minimalMp4(180), name: 'spot.mp4' }];
    for (const response of [
      await post('/campaigns/video', threeMinutes, { kind: 'video' }),
      await post('/campaigns/video', threeMinutes),
      await post('/campaigns/odt', threeMinutes),
    ]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'The video can last at most 120 seconds',
        field: 'video',
      });
    }
    expect(await stored()).toEqual(before);
    const atTheLimit = await post('/campaigns/video', [
      { field: 'video', bytes: minimalMp4(120), name: 'c.mp4' },
    ]);
    expect(atTheLimit.statusCode, atTheLimit.body).toBe(201);
    expect(atTheLimit.json().durationSeconds).toBe(120);
  });

  it('refuses an MP4 whose length can not be read', async () => {
    const response = await post('/campaigns/video', [
      { field: 'video', bytes: minimalMp4(5).subarray(0, 60), name: 'cut.mp4' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Error generating video');
  });

  it('refuses what is not a video, and an unknown kind', async () => {
    const png = await post('/campaigns/video', [
      { field: 'video', bytes: await picture().png().toBuffer(), name: 'x.mp4', type: 'video/mp4' },
    ]);
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('Invalid file, please read the supported formats carefully.');

    const kind = await post('/campaigns/video', [{ field: 'video', bytes: minimalMp4(5), name: 'c.mp4' }], {
      kind: 'banner',
    });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().field).toBe('kind');
  });
});

describe('POST /campaigns/odt', () => {
  it('stores PDF, XLSX and DOCX documents and serves them as downloads', async () => {
    const response = await post(
      '/campaigns/odt',
      [
        { field: 'odt', bytes: pdf(), name: 'pago.pdf' },
        { field: 'odt', bytes: await xlsx(), name: 'orden.xlsx' },
        { field: 'odt', bytes: await docx(), name: 'orden.docx' },
      ],
      { new_campaign_name: 'Verano 2026' },
    );
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.map((file: { type: string; name: string }) => [file.name, file.type])).toEqual([
      ['pago.pdf', 'application/pdf'],
      ['orden.xlsx', CAMPAIGN_UPLOADS.workOrder.types[1]],
      ['orden.docx', CAMPAIGN_UPLOADS.workOrder.types[2]],
    ]);
    expect(answer[0].url).toMatch(urlPattern('pdf'));
    const file = await served(answer[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.body).toBe(pdf().toString());
  });

  it('takes a video instead of documents', async () => {
    const response = await post('/campaigns/odt', [{ field: 'video', bytes: minimalMp4(30), name: 'v.mp4' }]);
    expect(response.statusCode).toBe(201);
    // The answer is the contract's list of uploaded files: the length is checked (2 min), not returned.
    expect(response.json()).toEqual([expect.objectContaining({ type: 'video/mp4', name: 'v.mp4' })]);
  });

  it(`takes at most ${CAMPAIGN_UPLOADS.workOrder.maxFiles} documents`, async () => {
    const before = await stored();
    const documents = Array.from({ length: CAMPAIGN_UPLOADS.workOrder.maxFiles + 1 }, (_, index) => ({
      field: 'odt',
      bytes: pdf(),
      name: `pago-${index}.pdf`,
    }));
    const response = await post('/campaigns/odt', documents);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You have exceeded the limit of allowed items.');
    expect(await stored()).toEqual(before);

    const allowed = await post('/campaigns/odt', documents.slice(1));
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json()).toHaveLength(CAMPAIGN_UPLOADS.workOrder.maxFiles);
  });

  it('refuses the whole request when one document is not a PDF, XLSX or DOCX, and keeps none', async () => {
    const before = await stored();
    const response = await post('/campaigns/odt', [
      { field: 'odt', bytes: pdf(), name: 'pago.pdf' },
      { field: 'odt', bytes: await picture().png().toBuffer(), name: 'orden.pdf', type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Invalid file, please read the supported formats carefully.');
    expect(await stored()).toEqual(before);
  });

  it('refuses a document over its limit, and a campaign name with symbols', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(CAMPAIGN_UPLOADS.workOrder.maxBytes)]);
    const response = await post('/campaigns/odt', [{ field: 'odt', bytes: big, name: 'big.pdf' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'odt: must be 5 MB or smaller', field: 'odt' });

    // Past the largest limit of the request (a video's 50 MB), a document still gets its own limit.
    const huge = Buffer.concat([pdf(), Buffer.alloc(CAMPAIGN_UPLOADS.video.maxBytes)]);
    const stopped = await post('/campaigns/odt', [{ field: 'odt', bytes: huge, name: 'huge.pdf' }]);
    expect(stopped.statusCode).toBe(413);
    expect(stopped.json().message).toBe('odt: must be 5 MB or smaller');

    const named = await post('/campaigns/odt', [{ field: 'odt', bytes: pdf(), name: 'p.pdf' }], {
      new_campaign_name: 'Verano <2026>',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().field).toBe('new_campaign_name');
  });

  it('answers the upload-failed message when the storage can not keep the file', async () => {
    // A plain file where the folder should be makes every write fail, whoever the tests run as.
    const dir = uploadsDir();
    await rename(dir, `${dir}-aside`);
    await writeFile(dir, 'not a folder');
    try {
      const response = await post('/campaigns/odt', [{ field: 'odt', bytes: pdf(), name: 'p.pdf' }]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({
        code: 'INTERNAL',
        message: 'Unexpected error uploading file, please try again',
      });
    } finally {
      await rm(dir);
      await rename(`${dir}-aside`, dir);
    }
  });
});
