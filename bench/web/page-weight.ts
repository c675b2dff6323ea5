import { gzipSync } from 'node:zlib';
import type { Browser, HTTPResponse } from 'puppeteer-core';
import { setStorage } from './browser';

export interface LoadedScript {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** What the server actually sent (its Content-Length): brotli when the build has a copy. */
  sentBytes: number;
  encoding: string;
}

export interface PageWeight {
  scripts: LoadedScript[];
  gzipBytes: number;
  sentBytes: number;
  finalPath: string;
}

/**
 * Opens `path` in a fresh browser context (empty cache) with `storage` seeded, waits until the network is idle,
 * and weighs every JavaScript response the page received, gzipped (zlib's default level, as Vite reports).
 */
export async function weighPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  storage: Record<string, string>,
): Promise<PageWeight> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await setStorage(page, baseUrl, storage);
    const pending: Promise<LoadedScript | null>[] = [];
    page.on('response', (response) => pending.push(scriptOf(response)));
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle0' });
    const scripts = (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
    const finalPath = await page.evaluate(() => location.pathname);
    const total = (pick: (script: LoadedScript) => number) =>
      scripts.reduce((sum, script) => sum + pick(script), 0);
    return { scripts, gzipBytes: total((s) => s.gzipBytes), sentBytes: total((s) => s.sentBytes), finalPath };
  } finally {
    await context.close();
  }
}

async function scriptOf(response: HTTPResponse): Promise<LoadedScript | null> {
  const type = response.request().resourceType();
  const isScript = type === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
  if (!isScript || !response.ok()) return null;
  const body = await response.buffer();
  const file = new URL(response.url()).pathname.split('/').pop() ?? response.url();
  const headers = response.headers();
  const sentBytes = Number(headers['content-length'] ?? body.length);
  return {
    file,
    bytes: body.length,
    gzipBytes: gzipSync(body).length,
    sentBytes,
    encoding: headers['content-encoding'] ?? 'none',
  };
}
