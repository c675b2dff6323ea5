import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { headersOf, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';

/**
 * A multipart body cut short (a dropped connection, a client that stops sending) is bad input: every upload route
 * answers 400 with the error envelope naming its file field, never 500 (docs/decisions/042).
 */
let testApp: TestApp;
let advertiser: Person;

beforeAll(async () => {
  testApp = await buildTestApp();
  advertiser = {
    id: (await createAccount(testApp.database.db, { role: 'advertiser' })).id,
    role: 'advertiser',
  };
});
afterAll(() => testApp.close());

const BOUNDARY = '----adcontrol-cut-short';

/** A multipart body whose file part stops halfway: no end of the part, no closing boundary. */
function cutShortBody(field: string, fields: Record<string, string> = {}): Buffer {
  const texts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return Buffer.concat([Buffer.from(texts.join('') + head), Buffer.alloc(4_000, 7)]);
}

const ROUTES: [string, string, 'signed-in' | 'public', Record<string, string>?][] = [
  ['/accounts/me/avatar', 'avatar', 'signed-in'],
  ['/audiences/coordinates', 'file', 'signed-in'],
  ['/audiences/coordinates/unauthenticated', 'file', 'public'],
  ['/campaigns/file', 'file', 'signed-in'],
  ['/campaigns/video', 'video', 'signed-in', { kind: 'video' }],
  ['/campaigns/odt', 'odt', 'signed-in'],
  ['/payments', 'proof', 'signed-in'],
];

describe('a multipart body cut short', () => {
  it.each(ROUTES)('POST %s answers 400 naming %s', async (path, field, access, fields) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api${path}`,
      headers: {
        ...(await headersOf(testApp, access === 'public' ? null : advertiser)),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: cutShortBody(field, fields),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'BAD_REQUEST',
      key: 'files.uploadFailed',
      field,
      message: MESSAGES['files.uploadFailed'].en,
    });
  });
});
