import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface ViewportOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** Let the welcome modal show, as on a person's first visit; other tests start past it. */
  showWelcome?: boolean;
}

/** The mark the app keeps with the session once the welcome modal was shown (apps/web/src/app/shell/welcome-seen.ts). */
export const WELCOME_SEEN_KEY = 'adcontrol.welcomeSeen';

export async function newContext(
  browser: Browser,
  baseURL: string,
  options: ViewportOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
  });
  if (!options.showWelcome) {
    await context.addInitScript((key) => localStorage.setItem(key, '1'), WELCOME_SEEN_KEY);
  }
  return context;
}

/**
 * One Chromium for a test file and fresh contexts for each test, closed after it. Called once at the top of a file;
 * `context()` opens a context like `newContext` on that browser.
 */
export function browserPerFile(): {
  context(baseURL: string, options?: ViewportOptions): Promise<BrowserContext>;
} {
  let browser: Browser | undefined;
  let opened: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    const contexts = opened;
    opened = [];
    await Promise.all(contexts.map((context) => context.close()));
  });
  afterAll(() => browser?.close());
  return {
    async context(baseURL, options = {}) {
      if (!browser) throw new Error('The browser starts before the first test');
      const context = await newContext(browser, baseURL, options);
      opened.push(context);
      return context;
    },
  };
}

/** Serious and critical accessibility violations on the page as it stands (axe). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A drawer or menu still fading in would be judged on its half-transparent colours. (A focus ripple
  // pulses for ever, so only animations that end are awaited.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  // Only violations are read: asking axe for no details of the passes and the rest makes each check about a
  // quarter cheaper, and the checks are the largest part of the end-to-end phase's time.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
}
