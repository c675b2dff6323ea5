/**
 * The web app's performance budgets (issue 5), measured on the production build served by the real server:
 * JavaScript loaded by /login and Home, chunk sizes, and Lighthouse's mobile score. Run `npm run bench:web`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../e2e/support/server';
import { launchChromium } from './browser';
import { distChunks } from './chunks';
import { type LighthouseFigures, medianFigures, runLighthouse } from './lighthouse';
import { SCREENS, weighPage } from './page-weight';
import { type PageReport, printReport } from './report';
import { signIn, storedSession } from './session';

/** `LIGHTHOUSE_RUNS=0` weighs the pages only, in a few seconds. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** `WEB_DIST_DIR` measures another build (to compare two under the same load); apps/web/dist by default. */
const distDir = process.env.WEB_DIST_DIR ?? new URL('../../apps/web/dist', import.meta.url).pathname;

interface PageUnderTest {
  name: string;
  path: string;
  /** Fresh localStorage for each load: signing in again keeps every run's tokens unused and valid. */
  storage: (baseUrl: string) => Promise<Record<string, string>>;
}

const PAGES: PageUnderTest[] = [
  { name: '/login (signed out)', path: '/login', storage: async () => ({}) },
  {
    name: '/ Home (demo admin)',
    path: '/',
    storage: async (baseUrl) =>
      storedSession(await signIn(baseUrl, 'admin@demo.adcontrol.test', 'demo-password')),
  },
];

async function main(): Promise<number> {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error('no build in apps/web/dist: run `npm run build`');
  const chunks = distChunks(distDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'adcontrol-bench-web-'));
  const server = await startServer(dataDir, { WEB_DIST_DIR: distDir });
  const browser = await launchChromium();
  try {
    const reports: PageReport[] = [];
    for (const page of PAGES) {
      const weight = await weighPage(browser, server.baseUrl, page.path, await page.storage(server.baseUrl));
      const phoneWeight = await weighPage(
        browser,
        server.baseUrl,
        page.path,
        await page.storage(server.baseUrl),
        SCREENS.phone,
      );
      const runs: LighthouseFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        process.stderr.write(`Lighthouse ${page.path} run ${run + 1}/${RUNS}\n`);
        runs.push(
          await runLighthouse(browser, server.baseUrl, page.path, await page.storage(server.baseUrl)),
        );
      }
      reports.push({
        name: page.name,
        path: page.path,
        weight,
        phoneWeight,
        runs,
        lighthouse: medianFigures(runs),
      });
    }
    return printReport(reports, chunks) ? 0 : 1;
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
