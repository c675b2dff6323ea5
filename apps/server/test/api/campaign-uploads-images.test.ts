import { CAMPAIGN_UPLOADS } from '@adcontrol/domain/campaigns/draft-contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdf } from '../helpers/documents';
import { campaignUploads, picture } from './campaign-uploads-fixtures';

const { post, served, stored, urlPattern } = campaignUploads();

async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((c) => picture(32, 32, c).png().toBuffer()),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [100, 100, 100], loop: 0 })
    .toBuffer();
}

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
