import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import type { Browser } from 'puppeteer-core';
import { setStorage } from './browser';

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Lighthouse's measure of this machine's CPU speed; under load it drops and TBT, FCP and LCP grow. */
  benchmarkIndex: number;
  /** The machine's one-minute load average as the run began: other work on it slows the observed CPU time. */
  loadAverage: number;
  finalPath: string;
}

/**
 * The mobile preset slows the CPU 4x, calibrated for a machine whose CPU index is about 1000 or more.
 * `LIGHTHOUSE_CPU_SLOWDOWN` overrides it to compare runs on a slower or busy machine; the default is the preset.
 */
function cpuSlowdown(): { throttling?: { cpuSlowdownMultiplier: number } } {
  const multiplier = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN);
  return multiplier > 0 ? { throttling: { cpuSlowdownMultiplier: multiplier } } : {};
}

/** `LIGHTHOUSE_REPORTS=<dir>` keeps each run's full report (long tasks, LCP element, script timings) there. */
function saveReport(lhr: object, path: string): void {
  const dir = process.env.LIGHTHOUSE_REPORTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = `${path.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`;
  writeFileSync(join(dir, name), JSON.stringify(lhr));
}

/**
 * One Lighthouse run with its default (mobile) preset: simulated slow 4G and a 4x slower CPU. Lighthouse clears
 * the HTTP cache and service workers before it loads the page but keeps localStorage (its default
 * `clearStorageTypes`), so a session seeded just before is used.
 */
export async function runLighthouse(
  browser: Browser,
  baseUrl: string,
  path: string,
  storage: Record<string, string>,
): Promise<LighthouseFigures> {
  const loadAverage = loadavg()[0] ?? Number.NaN;
  const page = await browser.newPage();
  try {
    await setStorage(page, baseUrl, storage);
    const result = await lighthouse(
      `${baseUrl}${path}`,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...cpuSlowdown() },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    saveReport(lhr, path);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${path}: ${lhr.runtimeError.message}`);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      loadAverage,
      finalPath: new URL(lhr.finalDisplayedUrl).pathname,
    };
  } finally {
    await page.close();
  }
}

/** Each figure's median over the runs (so a figure may come from another run than the score). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const median = (pick: (run: LighthouseFigures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  };
  return {
    score: median((run) => run.score),
    fcpMs: median((run) => run.fcpMs),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    speedIndexMs: median((run) => run.speedIndexMs),
    benchmarkIndex: median((run) => run.benchmarkIndex),
    loadAverage: median((run) => run.loadAverage),
    finalPath: runs[0]?.finalPath ?? '',
  };
}
