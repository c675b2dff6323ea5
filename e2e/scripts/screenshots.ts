/**
 * Screenshots of the running app for review and for the README:
 *   BASE_URL=http://localhost:3000 node --import tsx e2e/scripts/screenshots.ts [out-dir] [path ...]
 * Each path is shot signed in as the demo admin (except /login) at 1440 and 375 px, light and dark.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, newContext } from '../support/browser';
import { authStateOf, signInApi } from '../support/session';

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const [outDir = 'e2e/artifacts/screenshots', ...requested] = process.argv.slice(2);
const pagePaths = requested.length > 0 ? requested : ['/login', '/'];
const email = process.env.DEMO_EMAIL ?? 'admin@demo.adcontrol.test';
const direction = process.env.DIRECTION === 'rtl' ? 'rtl' : 'ltr';
const language = process.env.LANGUAGE ?? 'en';

mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
const session = await signInApi(baseUrl, email);

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1440, 375]) {
    const context = await newContext(browser, baseUrl, {
      width,
      height: width > 500 ? 900 : 812,
      colorScheme,
    });
    await context.addInitScript(
      ({ auth, preferences }) => {
        if (location.pathname === '/login') localStorage.removeItem('adcontrol.auth');
        else if (!localStorage.getItem('adcontrol.auth')) localStorage.setItem('adcontrol.auth', auth);
        localStorage.setItem('adcontrol.preferences', preferences);
      },
      {
        auth: authStateOf(session),
        preferences: JSON.stringify({ mode: process.env.MODE ?? colorScheme, direction, language }),
      },
    );
    const page = await context.newPage();
    for (const path of pagePaths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const name = `${path.replace(/\W+/g, '_') || 'root'}-${width}-${colorScheme}-${direction}-${language}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      process.stdout.write(`${join(outDir, name)}\n`);
    }
    await context.close();
  }
}
await browser.close();
