import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Role } from '@adcontrol/domain/shared/enums';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

type Person = { id: number; role: Role };

async function person(role: Role = 'advertiser'): Promise<Person> {
  const row = await createAccount(testApp.database.db, { role });
  return { id: row.id, role };
}

async function authorization(who: Person) {
  const settings = { secret: testApp.config.jwtSecret, accessTokenTtlSeconds: 600 };
  const token = await signAccessToken(settings, { accountId: who.id, role: who.role, actingAccountId: null });
  return { authorization: `Bearer ${token}` };
}

function form(bytes: Uint8Array, filename: string, type: string, field = 'avatar'): FormData {
  const body = new FormData();
  body.append(field, new Blob([bytes], { type }), filename);
  return body;
}

async function upload(who: Person | null, payload: FormData | object) {
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/accounts/me/avatar',
    headers: who ? await authorization(who) : {},
    payload: payload as InjectOptions['payload'],
  };
  return testApp.app.inject(options);
}

async function patchMe(who: Person, payload: object) {
  return testApp.app.inject({
    method: 'PATCH',
    url: '/api/accounts/me',
    headers: await authorization(who),
    payload,
  });
}

/** A two-colour picture: red on the left half, blue on the right. */
function picture(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: '#ff0000' } },
      left: 0,
      top: 0,
    },
  ]);
}

const avatarsDir = () => join(testApp.config.dataDir, 'uploads', 'avatars');
const storedFiles = async () => (existsSync(avatarsDir()) ? (await readdir(avatarsDir())).sort() : []);
const fileOf = (url: string) => join(avatarsDir(), url.split('/').at(-1) ?? '');

async function served(url: string) {
  const response = await testApp.app.inject({ method: 'GET', url });
  return {
    response,
    image: response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : null,
  };
}

/** The colour at a point of an encoded picture, as [r, g, b]. */
async function colourAt(bytes: Buffer, x: number, y: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]].map((value) => Math.round((value ?? 0) / 255));
}

describe('POST /accounts/me/avatar', () => {
  it.each([
    ['PNG', 'image/png', () => picture(640, 480).png().toBuffer()],
    ['JPEG', 'image/jpeg', () => picture(300, 500).jpeg().toBuffer()],
    ['WebP', 'image/webp', () => picture(1024, 1024).webp().toBuffer()],
  ])('takes a %s and serves it as a 256 × 256 WebP', async (_, type, make) => {
    const me = await person();
    const response = await upload(me, form(await make(), 'me.img', type));

    expect(response.statusCode).toBe(200);
    const account = response.json();
    expect(account).toMatchObject({ id: me.id, email: expect.any(String) });
    expect(account.avatar).toMatch(new RegExp(`^/api/files/avatars/${me.id}-[0-9a-f]{32}\\.webp$`));

    const { response: file, image } = await served(account.avatar);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('turns a photo upright by its EXIF orientation, crops it to cover the square and drops its metadata', async () => {
    // Stored sideways (red left, blue right) with orientation 6: upright it is red on top, blue below.
    const photo = await picture(400, 200)
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone', Software: 'camera' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);

    const response = await upload(await person(), form(photo, 'photo.jpg', 'image/jpeg'));
    const { response: file, image } = await served(response.json().avatar);

    expect(image).toMatchObject({ width: 256, height: 256 });
    expect(image?.exif).toBeUndefined();
    expect(image?.orientation).toBeUndefined();
    expect(await colourAt(file.rawPayload, 128, 20)).toEqual([1, 0, 0]);
    expect(await colourAt(file.rawPayload, 128, 236)).toEqual([0, 0, 1]);
  });

  it('records the change in the activity log like other profile changes', async () => {
    const me = await person();
    await upload(me, form(await picture(64, 64).png().toBuffer(), 'a.png', 'image/png'));
    const [entry] = await testApp.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, me.id), eq(activityLog.action, 'account.profile_updated')))
      .orderBy(desc(activityLog.id));
    expect(entry).toMatchObject({ accountId: me.id, actingAccountId: null });
    expect(entry?.details).toMatchObject({
      before: { avatar: null },
      after: { avatar: expect.stringMatching(/\.webp$/) },
    });
  });

  it('refuses a text file named .png and declared as a PNG with 415, naming avatar', async () => {
    const before = await storedFiles();
    const text = new TextEncoder().encode('<script>alert(1)</script> not a picture at all');
    const response = await upload(await person(), form(text, 'me.png', 'image/png'));

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      field: 'avatar',
      message: 'avatar: must be a PNG, JPEG or WebP file',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses another kind of picture (a GIF) by its content, whatever its name says', async () => {
    const gif = await picture(32, 32).gif().toBuffer();
    const response = await upload(await person(), form(gif, 'me.webp', 'image/webp'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ field: 'avatar' });
  });

  it('refuses a file over 5 MB with 413, saying the limit', async () => {
    const me = await person();
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await picture(8, 8).png().toBuffer());
    const response = await upload(me, form(big, 'big.png', 'image/png'));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      field: 'avatar',
      message: 'avatar: must be 5 MB or smaller',
    });
  });

  it('refuses a picture of too many pixels before decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(await person(), form(huge, 'huge.png', 'image/png'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ field: 'avatar' });
  });

  it('refuses a truncated PNG (right magic bytes, no picture) with a clear 4xx and stores nothing', async () => {
    const before = await storedFiles();
    const png = await picture(300, 300).png().toBuffer();
    const response = await upload(await person(), form(png.subarray(0, 200), 'cut.png', 'image/png'));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'avatar',
      message: 'avatar: the image is damaged or incomplete and can not be read',
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400 naming avatar when no file is sent', async () => {
    const me = await person();
    const onlyText = new FormData();
    onlyText.append('note', 'no file here');
    const otherField = form(await picture(8, 8).png().toBuffer(), 'a.png', 'image/png', 'photo');

    for (const payload of [onlyText, otherField, { avatar: 'https://example.test/a.png' }]) {
      const response = await upload(me, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, field: 'avatar' });
    }
  });

  it('answers 401 to an anonymous caller', async () => {
    const response = await upload(null, form(await picture(8, 8).png().toBuffer(), 'a.png', 'image/png'));
    expect(response.statusCode).toBe(401);
  });

  it('removes the file it replaces', async () => {
    const me = await person();
    const first = (
      await upload(me, form(await picture(64, 64).png().toBuffer(), 'a.png', 'image/png'))
    ).json();
    const second = (
      await upload(me, form(await picture(80, 60).jpeg().toBuffer(), 'b.jpg', 'image/jpeg'))
    ).json();

    expect(second.avatar).not.toBe(first.avatar);
    expect(existsSync(fileOf(first.avatar))).toBe(false);
    expect((await served(first.avatar)).response.statusCode).toBe(404);
    expect((await served(second.avatar)).response.statusCode).toBe(200);
  });

  it('keeps no new file when the account can not be saved', async () => {
    const me = await person();
    const first = (
      await upload(me, form(await picture(64, 64).png().toBuffer(), 'a.png', 'image/png'))
    ).json();
    const { db } = testApp.database;
    await db.execute(
      sql.raw(`create function refuse_avatar() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_avatar before update on accounts for each row
        when (new.id = ${me.id}) execute function refuse_avatar()`),
    );
    try {
      const before = await storedFiles();
      const response = await upload(me, form(await picture(90, 90).png().toBuffer(), 'b.png', 'image/png'));
      expect(response.statusCode).toBe(500);
      expect(await storedFiles()).toEqual(before);
      expect(existsSync(fileOf(first.avatar))).toBe(true);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_avatar on accounts'));
      await db.execute(sql.raw('drop function refuse_avatar()'));
    }
  });
});

describe('PATCH /accounts/me and the uploaded avatar', () => {
  it('removes the stored file when the avatar is removed', async () => {
    const me = await person();
    const { avatar } = (
      await upload(me, form(await picture(64, 64).png().toBuffer(), 'a.png', 'image/png'))
    ).json();

    const response = await patchMe(me, { avatar: null });

    expect(response.statusCode).toBe(200);
    expect(response.json().avatar).toBeNull();
    expect(existsSync(fileOf(avatar))).toBe(false);
    expect((await served(avatar)).response.statusCode).toBe(404);
  });

  it('keeps the file when other fields change', async () => {
    const me = await person();
    const { avatar } = (
      await upload(me, form(await picture(64, 64).png().toBuffer(), 'a.png', 'image/png'))
    ).json();
    const response = await patchMe(me, { firstName: 'Renamed', avatar });
    expect(response.json()).toMatchObject({ firstName: 'Renamed', avatar });
    expect(existsSync(fileOf(avatar))).toBe(true);
  });

  it("refuses to point an account at another account's uploaded file", async () => {
    const owner = await person();
    const { avatar } = (
      await upload(owner, form(await picture(64, 64).png().toBuffer(), 'a.png', 'image/png'))
    ).json();
    const thief = await person();

    const response = await patchMe(thief, { avatar });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'avatar' });
    await patchMe(thief, { avatar: null });
    expect(existsSync(fileOf(avatar))).toBe(true);
  });
});

describe('GET /files/avatars/:name', () => {
  it.each([
    '/api/files/avatars/..%2F..%2Fjwt-secret',
    '/api/files/avatars/.hidden.webp',
    '/api/files/avatars/1-00000000000000000000000000000000.webp',
    '/api/files/outbox/anything.json',
    '/api/files/..%2Fjwt-secret/x',
  ])('answers 404 for %s', async (url) => {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('DELETE /accounts/:id and the uploaded avatar', () => {
  it('removes the deleted account’s picture with it', async () => {
    const me = await person();
    const { avatar } = (
      await upload(me, form(await picture(64, 64).png().toBuffer(), 'a.png', 'image/png'))
    ).json();
    const admin = await person('admin');
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/accounts/${me.id}`,
      headers: await authorization(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(existsSync(fileOf(avatar))).toBe(false);
  });
});
