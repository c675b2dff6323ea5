import { describe, expect, it } from 'vitest';
import { minimalMp4 } from '../helpers/mp4';
import { minimalWebm } from '../helpers/webm';
import { campaignUploads, picture } from './campaign-uploads-fixtures';

const uploads = campaignUploads();
const { post, served, stored, urlPattern } = uploads;

/** A video sent to `/campaigns/video`, with the form's other fields. */
const postVideo = (bytes: Uint8Array, name: string, fields?: Record<string, string>) =>
  post('/campaigns/video', [{ field: 'video', bytes, name }], fields);

/** Part of a stored file, as a player asks for it to play and seek in a video. */
const servedRange = (url: string, range: string) =>
  uploads.testApp.app.inject({ method: 'GET', url, headers: { range } });

describe('POST /campaigns/video', () => {
  it('takes an MP4 and reads its length from the file', async () => {
    const response = await postVideo(minimalMp4(12.5), 'clip.mp4', { kind: 'push' });
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
    const part = await servedRange(answer.url, 'bytes=4-11');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4-11/144');
    expect(part.headers['content-length']).toBe('8');
    expect(part.body).toBe('ftypisom');

    const outside = await servedRange(answer.url, 'bytes=500-');
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */144');
  });

  it('takes a WebM and reads its length from the file, refusing one whose header is cut', async () => {
    const response = await postVideo(minimalWebm(9), 'v.webm', { kind: 'push' });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ type: 'video/webm', durationSeconds: 9 });
    expect(answer.url).toMatch(urlPattern('webm'));
    expect((await served(answer.url)).headers['content-type']).toBe('video/webm');

    const long = await postVideo(minimalWebm(14), 'v.webm', { kind: 'push' });
    expect(long.json().message).toBe('The video can last at most 13 seconds');

    const cut = await postVideo(minimalWebm(9).subarray(0, 60), 'v.webm');
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe('Error generating video');
  });

  it('refuses a push video over 13 s and takes the same file as a video of up to 2 min', async () => {
    const clip = minimalMp4(20);
    const push = await postVideo(clip, 'c.mp4', { kind: 'push' });
    expect(push.statusCode).toBe(400);
    expect(push.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The video can last at most 13 seconds',
      field: 'video',
    });

    const video = await postVideo(clip, 'c.mp4', { kind: 'video' });
    expect(video.statusCode).toBe(201);
    expect(video.json().durationSeconds).toBe(20);

    const long = await postVideo(minimalMp4(121), 'c.mp4');
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
    const atTheLimit = await postVideo(minimalMp4(120), 'c.mp4');
    expect(atTheLimit.statusCode, atTheLimit.body).toBe(201);
    expect(atTheLimit.json().durationSeconds).toBe(120);
  });

  it('refuses an MP4 whose length can not be read', async () => {
    const response = await postVideo(minimalMp4(5).subarray(0, 60), 'cut.mp4');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Error generating video');
  });

  it('refuses what is not a video, and an unknown kind', async () => {
    const png = await post('/campaigns/video', [
      { field: 'video', bytes: await picture().png().toBuffer(), name: 'x.mp4', type: 'video/mp4' },
    ]);
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('Invalid file, please read the supported formats carefully.');

    const kind = await postVideo(minimalMp4(5), 'c.mp4', { kind: 'banner' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().field).toBe('kind');
  });
});
