/**
 * The web app's budgets (decision 073), measured on the production build served by the real server: Lighthouse's
 * mobile score of five screens, each beside the floor (the shell and one card) in the same run, the JavaScript
 * each loads, and the build's chunk sizes. Run `npm run bench:web`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../e2e/support/server';
import { launchChromium } from './browser';
import { distChunks } from './chunks';
import { runLighthouse } from './lighthouse';
import { SCREENS, weighPage } from './page-weight';
import { pagesUnderTest } from './pages';
import { type PageReport, printReport, type Transport } from './report';
import { startTlsFront } from './tls-front';

/** `LIGHTHOUSE_RUNS=0` weighs the pages only, in a few seconds. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * `https`: through nginx with TLS and HTTP/2, as the README deploys the app and as a phone loads it (judged);
 * `http`: the app's own port, HTTP/1.1 (reported beside it). `BENCH_TRANSPORTS=http` measures that one only.
 */
const TRANSPORTS = (process.env.BENCH_TRANSPORTS ?? 'https,http')
  .split(',')
  .map((transport) => transport.trim())
  .filter((transport): transport is Transport => transport === 'https' || transport === 'http');
/** `WEB_DIST_DIR` measures another build (to compare two under the same load); apps/web/dist by default. */
const distDir = process.env.WEB_DIST_DIR ?? new URL('../../apps/web/dist', import.meta.url).pathname;

/**
 * A run that Lighthouse itself could not record (`NO_NAVSTART`, a trace cut short: it happens on a busy
 * machine) is run again, twice at most, rather than losing the whole series.
 */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`  run again: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }
}

async function main(): Promise<number> {
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error('no build in apps/web/dist: run `npm run build`');
  const chunks = distChunks(distDir);
  const dataDir = mkdtempSync(join(tmpdir(), 'adcontrol-bench-web-'));
  const server = await startServer(dataDir, { WEB_DIST_DIR: distDir });
  const front = TRANSPORTS.includes('https') ? await startTlsFront(server.baseUrl) : undefined;
  const browser = await launchChromium();
  try {
    const pages = await pagesUnderTest(server.baseUrl);
    const series = TRANSPORTS.map((transport) => ({
      transport,
      baseUrl: transport === 'https' && front ? front.url : server.baseUrl,
      reports: [] as PageReport[],
    }));
    for (const page of pages) {
      const storage = () => page.storage(server.baseUrl);
      const weight = await weighPage(browser, server.baseUrl, page.path, await storage());
      const phoneWeight = await weighPage(browser, server.baseUrl, page.path, await storage(), SCREENS.phone);
      for (const { reports } of series) {
        reports.push({
          name: page.name,
          path: page.path,
          isFloor: page.isFloor === true,
          weight,
          phoneWeight,
          runs: [],
        });
      }
    }
    // Round by round, every page once per round (over each transport in turn): the floor and each screen run
    // minutes apart at most, under the same load, so their difference says more than either figure on a
    // shared machine.
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of pages) {
        for (const { transport, baseUrl, reports } of series) {
          const report = reports.find((candidate) => candidate.path === page.path);
          if (!report) continue;
          const figures = await withRetries(async () =>
            runLighthouse(browser, baseUrl, page.path, await page.storage(server.baseUrl)),
          );
          report.runs.push(figures);
          process.stderr.write(
            `Lighthouse ${transport} ${page.path} run ${round + 1}/${RUNS}: score ${figures.score}, ` +
              `TBT ${Math.round(figures.tbtMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, ` +
              `CPU index ${Math.round(figures.benchmarkIndex)}, load average ${figures.loadAverage.toFixed(1)}\n`,
          );
        }
      }
    }
    return printReport(series, chunks) ? 0 : 1;
  } finally {
    await browser.close();
    await front?.stop();
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
