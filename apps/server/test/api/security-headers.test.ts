import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSP_NONCE_PLACEHOLDER } from '@adcontrol/domain/shared/csp-nonce';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

/** Issue 24 §6: every HTML response carries the policy and the headers of decision 044. */
let testApp: TestApp;
const dist = mkdtempSync(join(tmpdir(), 'adcontrol-dist-'));
const PAGE =
  `<!doctype html><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
  `<style nonce="${CSP_NONCE_PLACEHOLDER}">.start{}</style><div id="root"></div>`;

beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), PAGE);
  testApp = await buildTestApp({
    WEB_DIST_DIR: dist,
    MAP_TILE_URL: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
  });
});
afterAll(async () => {
  await testApp.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectCommonHeaders(response: LightMyRequestResponse, url: string) {
  expect(response.headers['content-type'], url).toMatch(/^text\/html/);
  expect(response.headers['x-content-type-options'], url).toBe('nosniff');
  expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  expect(directives(response).get('object-src'), url).toEqual(["'none'"]);
}

describe('the pages of the web app', () => {
  it('carry a policy without inline script, never framed, whose style nonce is the one in the page', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/login', '/campaigns/12', '/audience/create', '/index.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expectCommonHeaders(response, url);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      const policy = directives(response);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('img-src'), url).toContain('https://*.tiles.example.test');
      const [self, nonceSource, ...others] = policy.get('style-src') ?? [];
      expect([self, others], url).toEqual(["'self'", []]);
      const nonce = nonceSource?.match(/^'nonce-(.+)'$/)?.[1] ?? '';
      expect(nonce.length, url).toBeGreaterThanOrEqual(22);
      expect(response.body, url).not.toContain(CSP_NONCE_PLACEHOLDER);
      expect(response.body.match(/nonce="([^"]+)"/g), url).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`]);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(5);
  });

  it('carry the same headers compressed, and on a path that is not a page', async () => {
    const compressed = await testApp.app.inject({
      method: 'GET',
      url: '/campaigns/12',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    const missing = await get('/assets/gone-1234.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the answers of the API', () => {
  it('load nothing and are never framed, without a nonce to make', async () => {
    for (const url of ['/api/client-config', '/api/campaigns', '/api/no-such-call']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('the API documentation', () => {
  it("keeps swagger-ui's policy for its inline scripts, never framed", async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response, 'docs');
    const policy = directives(response);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect(
      policy
        .get('script-src')
        ?.slice(1)
        .every((source) => source.startsWith("'sha256-")),
    ).toBe(true);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('the creative preview document', () => {
  it('lets a creative run its inline script only inside a sandbox the policy itself imposes', async () => {
    const response = await get('/api/preview-frame');
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response, 'preview');
    const policy = directives(response);
    expect(policy.get('sandbox')).toEqual(['allow-scripts']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toContain("'unsafe-inline'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
