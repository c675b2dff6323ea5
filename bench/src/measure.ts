import { performance } from 'node:perf_hooks';

export interface Measurement {
  name: string;
  runs: number;
  medianMs: number;
  p95Ms: number;
}

/** Times `task` after a warm-up; benchmarks report these as ratios against a peer measured in the same run. */
export async function measure(name: string, task: () => Promise<unknown>, runs = 30): Promise<Measurement> {
  for (let i = 0; i < Math.min(5, runs); i += 1) await task();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { name, runs, medianMs: at(0.5), p95Ms: at(0.95) };
}

export function ratio(subject: Measurement, peer: Measurement): number {
  return peer.medianMs / subject.medianMs;
}
