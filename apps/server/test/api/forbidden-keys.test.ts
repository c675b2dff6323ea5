import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/**
 * A JSON body with a `__proto__` key, or a `constructor` holding a `prototype`, is answered 400 naming the key
 * (docs/decisions/046), not "Malformed JSON"; bodies without them parse as before.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const signIn = (payload: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('forbidden keys in a JSON body', () => {
  it.each([
    ['{"__proto__":{"isAdmin":true},"email":"a@b.test","password":"x"}', '__proto__'],
    ['{"email":"a@b.test","password":"x","extra":{"__proto__":{"x":1}}}', 'extra.__proto__'],
    [
      '{"email":"a@b.test","password":"x","list":[{"constructor":{"prototype":{"x":1}}}]}',
      'list.0.constructor',
    ],
  ])('answers 400 naming the key in %s', async (payload, field) => {
    const response = await signIn(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      key: 'validation.notAccepted',
      field,
      message: `${field}: is not an accepted key`,
    });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('still answers malformed and empty bodies as before', async () => {
    expect((await signIn('{"email":')).json()).toMatchObject({ code: 'MALFORMED_JSON' });
    expect((await signIn('')).json()).toMatchObject({ code: 'MALFORMED_JSON' });
  });

  it('parses a body with a harmless constructor field as before', async () => {
    const response = await signIn('{"email":"nobody@b.test","password":"wrong-password","constructor":"x"}');
    expect(response.statusCode).toBe(401);
  });
});
