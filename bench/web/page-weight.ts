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

/** A desktop screen, and Lighthouse's phone: a page may load less where less of it is on screen. */
export const SCREENS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 412, height: 823, isMobile: true, hasTouch: true },
} as const;

/**
 * Opens `path` in a fresh browser context (empty cache) on `screen` with `storage` seeded, waits until the
 * network is idle, and weighs every JavaScript response the page received, gzipped (zlib's default level, as
 * Vite reports).
 */
export async function weighPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  storage: Record<string, string>,
  screen: (typeof SCREENS)[keyof typeof SCREENS] = SCREENS.desktop,
): Promise<PageWeight> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(screen);
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
