import { ENDPOINTS } from '@adcontrol/domain/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

async function post(path: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('the running server', () => {
  it('reports itself healthy on the embedded database with every migration applied', async () => {
    const response = await fetch(`${baseUrl}/api/health`);
    const health = (await response.json()) as { status: string; database: Record<string, unknown> };
    expect(response.status).toBe(200);
    expect(health.status).toBe('ok');
    expect(health.database).toMatchObject({ reachable: true, driver: 'pglite', migrationsPending: 0 });
  });

  it('answers malformed JSON, a wrong type and an unknown route with the error envelope', async () => {
    expect(await post('/api/auth/sign-in', '{"email": ')).toEqual({
      status: 400,
      body: { success: false, code: 'MALFORMED_JSON', message: expect.any(String), key: expect.any(String) },
    });
    const wrongType = await post('/api/auth/sign-in', JSON.stringify({ email: 42, password: 'x' }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', field: 'email' });

    const unknown = await fetch(`${baseUrl}/api/no-such-thing`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('publishes every declared endpoint in the OpenAPI document and the browsable docs', async () => {
    const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const endpoint of ENDPOINTS) {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(
        document.paths[path]?.[endpoint.method.toLowerCase()],
        `${endpoint.method} ${path}`,
      ).toBeDefined();
    }
    const docs = await fetch(`${baseUrl}/api/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });

  it('serves the web app for client routes, so a reload keeps the page', async () => {
    const page = await fetch(`${baseUrl}/campaigns/12`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
  });
});
