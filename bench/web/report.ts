import { cpus, loadavg } from 'node:os';
import { BUDGETS, kB } from './budgets';
import type { Chunk } from './chunks';
import { type LighthouseFigures, medianFigures } from './lighthouse';
import type { PageWeight } from './page-weight';

export interface PageReport {
  name: string;
  path: string;
  /** The floor peer (the shell and one card): measured beside the screens, not held to the budget. */
  isFloor: boolean;
  /** On a desktop screen (the most a page loads). */
  weight: PageWeight;
  /** On Lighthouse's phone screen, where less of a page may be on screen at first. */
  phoneWeight: PageWeight;
  /** One per round, in the order of the rounds: run i of every page ran in the same round. */
  runs: LighthouseFigures[];
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');
const ms = (value: number) => `${Math.round(value)} ms`;
const signed = (value: number, unit = '') => `${value >= 0 ? '+' : ''}${value}${unit}`;
const range = (values: number[], digits = 0) => {
  const [low, high] = [Math.min(...values), Math.max(...values)].map((v) => v.toFixed(digits));
  return low === high ? `${low}` : `${low}-${high}`;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function printScripts(page: PageReport, largestModule: Map<string, string>): void {
  console.log(`\n${page.name}: JavaScript loaded on a desktop screen (${page.weight.scripts.length} files)`);
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

/** How Lighthouse reached the app: through the TLS front (HTTP/2, as deployed) or the app's own port. */
export type Transport = 'https' | 'http';

export interface Series {
  transport: Transport;
  reports: PageReport[];
}

const TRANSPORT_TITLES: Record<Transport, string> = {
  https: 'over TLS and HTTP/2 through nginx, as the README deploys the app (judged)',
  http: "over HTTP/1.1 on the app's own port (reported, not judged: no browser speaks HTTP/2 without TLS)",
};

/**
 * Prints the figures, each screen beside the floor, for each transport, and says whether every budget holds:
 * the scores of the first series (the deployed one when it was measured), the chunks and the pages' landing.
 */
export function printReport(series: Series[], chunks: Chunk[]): boolean {
  let holds = true;
  const check = (ok: boolean) => {
    holds &&= ok;
    return mark(ok);
  };
  const pages = series[0]?.reports ?? [];

  const largestModule = new Map(chunks.map((chunk) => [chunk.file, chunk.holds]));
  for (const page of pages) printScripts(page, largestModule);

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

  for (const [index, { transport, reports }] of series.entries()) {
    // The score is judged on the first series only; a page that lands elsewhere fails in every series.
    printScreens(reports, TRANSPORT_TITLES[transport], { score: index === 0 ? check : mark, landing: check });
  }
  const largest = chunks[0];
  console.log(
    `Largest chunk: ${largest ? `${largest.file} ${kB(largest.bytes)}` : 'none'}; over ${kB(BUDGETS.chunkMinifiedBytes)}: ` +
      `${heavy.length ? heavy.map((c) => `${c.file} ${kB(c.bytes)}`).join(', ') : 'none'} -> ${check(heavy.length === 0)}`,
  );
  console.log(
    `Lighthouse: mobile preset, median of ${pages[0]?.runs.length ?? 0} runs per page (each run's score in brackets), ` +
      'the pages taken in turn round after round.',
  );
  const floor = pages.find((page) => page.isFloor);
  const floorScore = floor?.runs.length ? medianFigures(floor.runs).score : undefined;
  if (floorScore !== undefined && floorScore < BUDGETS.lighthouseScore) {
    console.log(
      `The floor itself scored ${floorScore}, under ${BUDGETS.lighthouseScore}: on this machine, now, no screen of this ` +
        'stack can show the budget met (the same build has scored 96 on a machine of this kind whose CPU index ' +
        'was no higher). Judge a change by the Δ columns here; judge the budget on a machine where the floor ' +
        'passes (see bench/web/README.md).',
    );
  }
  const indexes = pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex));
  if (indexes.length && Math.min(...indexes) < 1000) {
    console.log(
      `Lighthouse's CPU index fell to ${Math.round(Math.min(...indexes))}, under the 1000 its mobile preset expects: ` +
        'TBT and the score are pessimistic there; read the Δ columns (see bench/web/README.md).',
    );
  }
  const [load1] = loadavg();
  console.log(
    `Machine: ${cpus().length} CPUs, load average ${load1?.toFixed(1)} now; each run's is in the table. ` +
      'A busy machine inflates TBT, FCP and LCP of the floor and the screens alike: compare the Δ columns.',
  );
  console.log(holds ? '\nEvery budget holds.' : '\nA budget is missed.');
  return holds;
}

/** A budget's mark in a table; the judging one also counts a miss. */
type Check = (ok: boolean) => string;

/** One table: each screen beside the floor of the same series, the score and the landing each marked by its own check. */
function printScreens(pages: PageReport[], title: string, checks: { score: Check; landing: Check }): void {
  const floor = pages.find((page) => page.isFloor);
  const floorFigures = floor?.runs.length ? medianFigures(floor.runs) : undefined;
  console.log(
    `\nScreens beside the floor, ${title} (Δ: the screen less the floor; Δ score: per round, then the median)`,
  );
  const rows: Record<string, string>[] = [];
  for (const page of pages) {
    const measured = page.runs.length > 0;
    const lh = medianFigures(page.runs);
    const landed =
      page.weight.finalPath === page.path && page.runs.every((run) => run.finalPath === page.path);
    const figure = (text: string) => (measured ? text : '-');
    const beside = (text: () => string) => (measured && floorFigures && !page.isFloor ? text() : '-');
    const roundDeltas = page.runs.map((run, round) => run.score - (floor?.runs[round]?.score ?? Number.NaN));
    rows.push({
      page: `${page.name} ${page.isFloor ? '' : page.path}`.trim(),
      score: figure(`${lh.score} (${page.runs.map((run) => run.score).join(', ')})`),
      [`>= ${BUDGETS.lighthouseScore}`]:
        page.isFloor || !measured ? '-' : checks.score(lh.score >= BUDGETS.lighthouseScore),
      'Δ score': beside(
        () => `${signed(median(roundDeltas))} (${roundDeltas.map((d) => signed(d)).join(', ')})`,
      ),
      FCP: figure(ms(lh.fcpMs)),
      LCP: figure(ms(lh.lcpMs)),
      'Δ LCP': beside(() => signed(Math.round(lh.lcpMs - (floorFigures?.lcpMs ?? 0)), ' ms')),
      TBT: figure(ms(lh.tbtMs)),
      'Δ TBT': beside(() => signed(Math.round(lh.tbtMs - (floorFigures?.tbtMs ?? 0)), ' ms')),
      CLS: figure(lh.cls.toFixed(3)),
      'JS gzip': kB(page.weight.gzipBytes),
      'Δ JS':
        floor && !page.isFloor
          ? `${signed(Number(((page.weight.gzipBytes - floor.weight.gzipBytes) / 1000).toFixed(1)))} kB`
          : '-',
      'JS gzip (phone)': kB(page.phoneWeight.gzipBytes),
      'JS sent': kB(page.weight.sentBytes),
      files: String(page.weight.scripts.length),
      'CPU index': figure(range(page.runs.map((run) => run.benchmarkIndex))),
      'load avg': figure(
        range(
          page.runs.map((run) => run.loadAverage),
          1,
        ),
      ),
      'stayed on page': checks.landing(landed),
    });
  }
  console.table(rows);
}
