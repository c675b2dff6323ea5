import { ENDPOINTS } from '@adcontrol/domain/contract/endpoints';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, oneTimeTokens } from '../../src/db/schema';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';

/**
 * Every built call of the auth and accounts areas that takes a JSON body, sent bad bodies as an admin: a 10 MB
 * body, a body that is not an object, a body of wrong types. Each gets a clear 4xx in the envelope, and no
 * account or e-mailed link appears.
 */
const BODY_ENDPOINTS = ENDPOINTS.filter(
  (endpoint) =>
    endpoint.body &&
    !endpoint.multipart &&
    (endpoint.operationId.startsWith('auth.') || endpoint.operationId.startsWith('accounts.')),
);

let testApp: TestApp;
let token = '';
let targetId = 0;
beforeAll(async () => {
  testApp = await buildTestApp({ BODY_LIMIT_BYTES: String(1_048_576) });
  const admin = await createAccount(testApp.database.db, { role: 'admin' });
  targetId = (await createAccount(testApp.database.db, { role: 'advertiser' })).id;
  token = await signAccessToken(
    { secret: testApp.config.jwtSecret, accessTokenTtlSeconds: 600 },
    { accountId: admin.id, role: 'admin', actingAccountId: null },
  );
});
afterAll(() => testApp.close());

async function totals() {
  const { db } = testApp.database;
  const [people] = await db.select({ n: count() }).from(accounts);
  const [links] = await db.select({ n: count() }).from(oneTimeTokens);
  return { accounts: people?.n, links: links?.n };
}

function send(method: string, path: string, payload: string): InjectOptions {
  return {
    method: method as InjectOptions['method'],
    url: `/api${path.replace(':id', String(targetId))}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload,
  };
}

describe('bad input to every auth and accounts call with a body', () => {
  it('covers the calls it should', () => {
    expect(BODY_ENDPOINTS.map((endpoint) => endpoint.operationId)).toEqual(
      expect.arrayContaining(['auth.signUp', 'auth.resetPassword', 'accounts.create', 'accounts.updateMe']),
    );
  });

  for (const endpoint of BODY_ENDPOINTS) {
    it(`${endpoint.operationId}: 413 for 10 MB, 400 for a non-object and for wrong types, nothing saved`, async () => {
      const before = await totals();
      const huge = JSON.stringify({ firstName: 'x'.repeat(10 * 1024 * 1024) });
      const tooLarge = await testApp.app.inject(send(endpoint.method, endpoint.path, huge));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });

      const notObject = await testApp.app.inject(send(endpoint.method, endpoint.path, '["a", 1]'));
      expect(notObject.statusCode).toBe(400);
      expect(notObject.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });

      const wrongTypes = JSON.stringify({
        email: 42,
        password: ['x'],
        firstName: { $ne: null },
        role: 'emperor',
        token: 7,
        refreshToken: false,
        newPassword: 12345678,
      });
      const typed = await testApp.app.inject(send(endpoint.method, endpoint.path, wrongTypes));
      expect(typed.statusCode).toBe(400);
      const body = typed.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(body.field).toEqual(expect.any(String));
      expect(body.message).toContain(body.field);

      expect(await totals()).toEqual(before);
    });
  }
});
