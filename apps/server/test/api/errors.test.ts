import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => testApp.close());

function post(url: string, payload: string, contentType = 'application/json') {
  return testApp.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
}

describe('the error envelope', () => {
  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const response = await post('/api/auth/sign-in', '{"email": "a@b.c", ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'MALFORMED_JSON',
      key: 'errors.malformedJson',
      message: 'Malformed JSON in request body',
    });
  });

  it('names the field of a value with the wrong type', async () => {
    const response = await post('/api/auth/sign-in', JSON.stringify({ email: 12, password: 'secret' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'email' });
    expect(body.message).toMatch(/^email: /);
    expect(body.key).toBe('validation.invalid');
  });

  it('names a missing field', async () => {
    const response = await post('/api/auth/sign-in', JSON.stringify({ email: 'a@b.co' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'password',
      key: 'validation.required',
    });
  });

  it('names the message and its values for a too-long field and a value out of its choices', async () => {
    const valid = { email: 'new@b.co', password: 'long-enough', firstName: 'Ana' };
    const tooLong = await post('/api/auth/sign-up', JSON.stringify({ ...valid, firstName: 'a'.repeat(81) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'firstName',
      key: 'validation.tooLong',
      params: { max: 80 },
    });
    const notOffered = await post('/api/auth/sign-up', JSON.stringify({ ...valid, language: 'fr' }));
    expect(notOffered.json()).toMatchObject({
      field: 'language',
      key: 'validation.notOneOf',
      params: { options: 'en, es, pt' },
    });
  });

  it("names a refinement's own message, keeping its English words", async () => {
    const payload = { token: 'x', password: 'long-enough', confirmPassword: 'different' };
    const response = await post('/api/auth/reset-password', JSON.stringify(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'confirmPassword',
      message: 'confirmPassword: Confirm password does not match',
      key: 'auth.confirmPasswordMismatch',
    });
  });

  it('answers an unknown API route with 404 and the envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/does/not/exist' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        key: 'errors.notFound',
        message: `Route ${method} /api/does/not/exist not found`,
      });
    }
  });

  it('answers an oversize body with 413', async () => {
    const response = await post(
      '/api/auth/sign-in',
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(4000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await post('/api/auth/sign-in', 'email=a', 'application/x-unknown');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('carries a request id back to the caller', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(response.headers['x-request-id']).toBe('trace-123');
  });
});
