import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/**
 * Debian's Chromium unless CHROME_PATH names another; the flags the platform notes give for this machine, and
 * the TLS front's certificate (made for the run, tls-front.ts) accepted.
 */
export function launchChromium(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--ignore-certificate-errors',
    ],
  });
}

/**
 * Leaves exactly `entries` in the origin's localStorage, from a same-origin URL that loads none of the app,
 * so the next visit starts signed in (or out) with nothing of the app in the cache.
 */
export async function setStorage(
  page: Page,
  baseUrl: string,
  entries: Record<string, string>,
): Promise<void> {
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate((items: Record<string, string>) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, entries);
}
