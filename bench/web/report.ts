import { cpus, loadavg } from 'node:os';
import { BUDGETS, kB } from './budgets';
import type { Chunk } from './chunks';
import type { LighthouseFigures } from './lighthouse';
import type { PageWeight } from './page-weight';

export interface PageReport {
  name: string;
  path: string;
  /** On a desktop screen (the budget's figure: the most a page loads). */
  weight: PageWeight;
  /** On Lighthouse's phone screen, where less of a page may be on screen at first. */
  phoneWeight: PageWeight;
  runs: LighthouseFigures[];
  lighthouse: LighthouseFigures;
}

const mark = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');
const ms = (value: number) => `${Math.round(value)} ms`;

/** Prints the figures and says whether every budget holds. */
export function printReport(pages: PageReport[], chunks: Chunk[]): boolean {
  let holds = true;
  const check = (ok: boolean) => {
    holds &&= ok;
    return mark(ok);
  };

  const largestModule = new Map(chunks.map((chunk) => [chunk.file, chunk.holds]));
  for (const page of pages) {
    console.log(
      `\n${page.name}: JavaScript loaded on a desktop screen (${page.weight.scripts.length} files)`,
    );
    const scripts = [...page.weight.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
    console.table(
      scripts.map((s) => ({
        file: s.file,
        'largest module': largestModule.get(s.file) ?? '',
        minified: kB(s.bytes),
        gzip: kB(s.gzipBytes),
        sent: `${kB(s.sentBytes)} ${s.encoding}`,
      })),
    );
  }

  const heavy = chunks.filter((chunk) => chunk.bytes > BUDGETS.chunkMinifiedBytes);
  console.log(`\nBuild: ${chunks.length} JavaScript chunks; the largest:`);
  console.table(
    chunks.slice(0, 5).map((c) => ({
      file: c.file,
      'largest module': c.holds,
      minified: kB(c.bytes),
      gzip: kB(c.gzipBytes),
    })),
  );

  console.log('\nBudgets');
  const rows: Record<string, string>[] = [];
  for (const page of pages) {
    const lh = page.lighthouse;
    const measured = page.runs.length > 0;
    const landed = page.weight.finalPath === page.path && (!measured || lh.finalPath === page.path);
    const figure = (text: string) => (measured ? text : '-');
    rows.push({
      page: page.name,
      'JS gzip': kB(page.weight.gzipBytes),
      [`<= ${kB(BUDGETS.pageJsGzipBytes)}`]: check(
        Math.max(page.weight.gzipBytes, page.phoneWeight.gzipBytes) <= BUDGETS.pageJsGzipBytes,
      ),
      'JS sent': kB(page.weight.sentBytes),
      'JS gzip (phone)': kB(page.phoneWeight.gzipBytes),
      score: figure(`${lh.score} (${page.runs.map((run) => run.score).join(', ')})`),
      [`>= ${BUDGETS.lighthouseScore}`]: measured ? check(lh.score >= BUDGETS.lighthouseScore) : '-',
      FCP: figure(ms(lh.fcpMs)),
      LCP: figure(ms(lh.lcpMs)),
      TBT: figure(ms(lh.tbtMs)),
      CLS: figure(lh.cls.toFixed(3)),
      SI: figure(ms(lh.speedIndexMs)),
      'CPU index': figure(String(Math.round(lh.benchmarkIndex))),
      'stayed on page': check(landed),
    });
  }
  console.table(rows);
  const largest = chunks[0];
  console.log(
    `Largest chunk: ${largest ? `${largest.file} ${kB(largest.bytes)}` : 'none'}; over ${kB(BUDGETS.chunkMinifiedBytes)}: ` +
      `${heavy.length ? heavy.map((c) => `${c.file} ${kB(c.bytes)}`).join(', ') : 'none'} -> ${check(heavy.length === 0)}`,
  );
  console.log(
    `Lighthouse: mobile preset, median of ${pages[0]?.runs.length ?? 0} runs per page (each run's score in brackets).`,
  );
  const slowest = Math.min(
    ...pages.filter((page) => page.runs.length).map((page) => page.lighthouse.benchmarkIndex),
  );
  if (slowest < 1000) {
    console.log(
      `Lighthouse's CPU index fell to ${Math.round(slowest)}, under the 1000 its mobile preset expects: ` +
        'TBT and the score are pessimistic here (see bench/web/README.md).',
    );
  }
  const [load1] = loadavg();
  console.log(
    `Machine: ${cpus().length} CPUs, load average ${load1?.toFixed(1)}; Lighthouse's CPU index (median) is in the table. ` +
      'A busy machine inflates TBT, FCP and LCP: compare runs made on a quiet one.',
  );
  console.log(holds ? '\nEvery budget holds.' : '\nA budget is missed.');
  return holds;
}
