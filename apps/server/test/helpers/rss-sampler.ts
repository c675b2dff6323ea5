import { Worker } from 'node:worker_threads';

/**
 * The process's peak resident memory while `work` runs, sampled every 10 ms from a worker thread: it keeps
 * sampling even if the event loop under test is blocked.
 */
export async function peakRssDuring<T>(work: () => Promise<T>): Promise<{ result: T; grewBy: number }> {
  const sampler = new Worker(
    `const { parentPort } = require('node:worker_threads');
     let peak = process.memoryUsage.rss();
     const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 10);
     parentPort.on('message', () => { clearInterval(timer); parentPort.postMessage(Math.max(peak, process.memoryUsage.rss())); });`,
    { eval: true },
  );
  await new Promise((resolve) => sampler.once('online', resolve));
  const before = process.memoryUsage.rss();
  const result = await work();
  const peak = await new Promise<number>((resolve) => {
    sampler.once('message', resolve);
    sampler.postMessage('stop');
  });
  await sampler.terminate();
  return { result, grewBy: peak - before };
}
