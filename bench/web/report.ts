import { BUDGETS, kB } from './budgets';
import type { Chunk } from './chunks';
import type { LighthouseFigures } from './lighthouse';
import type { PageWeight } from './page-weight';

export interface PageReport {
  name: string;
  path: string;
  weight: PageWeight;
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

  for (const page of pages) {
    console.log(`\n${page.name}: JavaScript loaded (${page.weight.scripts.length} files)`);
    const scripts = [...page.weight.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes);
    console.table(scripts.map((s) => ({ file: s.file, minified: kB(s.bytes), gzip: kB(s.gzipBytes) })));
  }

  const heavy = chunks.filter((chunk) => chunk.bytes > BUDGETS.chunkMinifiedBytes);
  console.log(`\nBuild: ${chunks.length} JavaScript chunks; the largest:`);
  console.table(
    chunks.slice(0, 5).map((c) => ({ file: c.file, minified: kB(c.bytes), gzip: kB(c.gzipBytes) })),
  );

  console.log('\nBudgets');
  const rows: Record<string, string>[] = [];
  for (const page of pages) {
    const lh = page.lighthouse;
    const measured = page.runs.length > 0;
    const landed = page.weight.finalPath === page.path && (!measured || lh.finalPath === page.path);
    rows.push({
      page: page.name,
      'JS gzip': kB(page.weight.gzipBytes),
      [`<= ${kB(BUDGETS.pageJsGzipBytes)}`]: check(page.weight.gzipBytes <= BUDGETS.pageJsGzipBytes),
      score: measured ? `${lh.score} (${page.runs.map((run) => run.score).join(', ')})` : 'not run',
      [`>= ${BUDGETS.lighthouseScore}`]: measured ? check(lh.score >= BUDGETS.lighthouseScore) : '-',
      FCP: ms(lh.fcpMs),
      LCP: ms(lh.lcpMs),
      TBT: ms(lh.tbtMs),
      CLS: lh.cls.toFixed(3),
      SI: ms(lh.speedIndexMs),
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
  console.log(holds ? '\nEvery budget holds.' : '\nA budget is missed.');
  return holds;
}
