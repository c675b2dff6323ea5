import { ENDPOINTS } from '@adcontrol/domain/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

describe('the OpenAPI document', () => {
  it('lists every declared endpoint under /api with its operation id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { paths: Record<string, Record<string, { operationId?: string }>> };
    const missing = ENDPOINTS.filter((endpoint) => {
      const path = `/api${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      return document.paths[path]?.[endpoint.method.toLowerCase()]?.operationId !== endpoint.operationId;
    }).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('is browsable at /api/docs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
