import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let testApp: TestApp;
const PAGE = '<!doctype html><div id="root"></div>';
const BIG = `export const words = ${JSON.stringify('campaign '.repeat(2000))};`;
const dist = mkdtempSync(join(tmpdir(), 'adcontrol-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(PAGE));
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'big-5678.js'), BIG);
  writeFileSync(join(dist, 'assets', 'big-5678.js.br'), brotliCompressSync(BIG));
  writeFileSync(join(dist, 'assets', 'big-5678.js.gz'), gzipSync(BIG));
  testApp = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await testApp.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('serving the web app', () => {
  it('answers the root and every client route with index.html, never cached', async () => {
    for (const url of ['/', '/campaigns/12', '/audience/create', '/reset-password/abc']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache, and a missing asset is a 404', async () => {
    const asset = await get('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/gone-9999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('sends the compressed copy of an asset that the browser accepts, and the plain file to others', async () => {
    const asset = (encoding?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/assets/big-5678.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await asset('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG);
    expect(brotli.rawPayload.length).toBeLessThan(BIG.length / 10);

    expect((await asset('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it('sends the page compressed to a browser that accepts it, on the root and on client routes', async () => {
    for (const url of ['/', '/campaigns/12']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(PAGE);
    }
  });

  it('sends an asset that has no compressed copy as it is, whatever the browser accepts', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log("app")');
  });

  it('never answers an unknown API path with the page', async () => {
    const response = await get('/api/campaigns/12/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
