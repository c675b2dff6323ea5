import { loadavg } from 'node:os';
import type { FilterSet } from './filter-sets';

export interface Sample {
  set: FilterSet;
  ms: number;
  /** CPU time of this process during the count: what the count costs, whatever else runs on the machine. */
  cpuMs?: number;
}

export function percentile(samples: readonly Sample[], q: number, of: 'ms' | 'cpuMs' = 'ms'): number {
  const sorted = samples.map((sample) => sample[of] ?? Number.NaN).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

interface Figures {
  devices: number;
  sets: FilterSet[];
  engineSamples: Sample[];
  breakdownSamples: Sample[];
  sqlSamples: Sample[];
  buildSeconds: number;
  rssMb: number;
  peakRssMb: number;
  loadSeconds: number | null;
  mismatches: string[];
  timeouts: number;
  nonEmpty: number;
  /** The 1-minute load average sampled while counting (see background-load.ts). */
  load: string;
}

const GROUPS: [string, (set: FilterSet) => boolean][] = [
  ['all sets', () => true],
  ['no points', (set) => set.points === 0],
  ['1-99 points', (set) => set.points > 0 && set.points < 100],
  ['100 points', (set) => set.points === 100],
];

/** The figures as a Markdown table, ready for bench/README.md. */
export function report(figures: Figures): string {
  const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);
  const lines = [
    '',
    `## Audience counts: ${figures.devices.toLocaleString('en')} devices, ${figures.sets.length} filter sets`,
    '',
    row([
      'filter sets',
      'sets',
      'engine p50 / p95 / p99 (ms)',
      'engine CPU p50 / p95 / p99 (ms)',
      'PostgreSQL p50 / p95 / p99 (ms)',
      'ratio at p50',
    ]),
    row(['---', '---:', '---:', '---:', '---:', '---:']),
  ];
  for (const [name, belongs] of GROUPS) {
    const engine = figures.engineSamples.filter((sample) => belongs(sample.set));
    const sql = figures.sqlSamples.filter((sample) => belongs(sample.set));
    if (sql.length === 0) continue;
    const triple = (samples: Sample[], of: 'ms' | 'cpuMs' = 'ms') =>
      [0.5, 0.95, 0.99].map((q) => ms(percentile(samples, q, of))).join(' / ');
    const ratio = percentile(sql, 0.5) / percentile(engine, 0.5);
    lines.push(
      row([name, sql.length, triple(engine), triple(engine, 'cpuMs'), triple(sql), `${ratio.toFixed(0)}x`]),
    );
  }
  const breakdown = figures.breakdownSamples;
  lines.push(
    '',
    `- load average when the run ended (1, 5, 15 min, 2 cores): ${loadavg()
      .map((value) => value.toFixed(1))
      .join(', ')}`,
    `- load average while counting: ${figures.load}`,
    `- engine with the breakdown (country, gender, age band): p50 ${ms(percentile(breakdown, 0.5))} ms, p95 ${ms(percentile(breakdown, 0.95))} ms`,
    `- engine build from the Arrow file: ${figures.buildSeconds.toFixed(1)} s; RSS after build ${figures.rssMb.toFixed(0)} MiB (peak while loading ${figures.peakRssMb.toFixed(0)} MiB)`,
    figures.loadSeconds === null
      ? '- PostgreSQL: tables already loaded by an earlier run'
      : `- PostgreSQL load (COPY + indexes + ANALYZE): ${figures.loadSeconds.toFixed(0)} s`,
    `- sets reaching at least one device: ${figures.nonEmpty} of ${figures.sets.length}`,
    `- counts identical in both: ${figures.sets.length - figures.mismatches.length - figures.timeouts} of ${figures.sets.length}` +
      (figures.timeouts > 0 ? ` (${figures.timeouts} PostgreSQL queries hit the timeout)` : ''),
  );
  return lines.join('\n');
}

/** The engine's own figures, for a run without PostgreSQL (BENCH_ENGINE_ONLY=1). */
export function engineOnlyReport(
  samples: Sample[],
  breakdown: Sample[],
  buildSeconds: number,
  rssMb: number,
  peakRssMb: number,
): string {
  const lines = GROUPS.map(([name, belongs]) => {
    const group = samples.filter((sample) => belongs(sample.set));
    const triple = (of: 'ms' | 'cpuMs') =>
      [0.5, 0.95, 0.99].map((q) => percentile(group, q, of).toFixed(2)).join(' / ');
    return `${name}: engine p50 / p95 / p99 ${triple('ms')} ms, CPU ${triple('cpuMs')} ms (${group.length} counts)`;
  });
  lines.push(
    `with breakdown: p50 ${percentile(breakdown, 0.5).toFixed(2)} ms, p95 ${percentile(breakdown, 0.95).toFixed(2)} ms`,
    `build ${buildSeconds.toFixed(1)} s, RSS ${rssMb.toFixed(0)} MiB, peak ${peakRssMb.toFixed(0)} MiB`,
  );
  return lines.join('\n');
}
