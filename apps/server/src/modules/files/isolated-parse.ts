import { Worker } from 'node:worker_threads';
import { AppError, type ErrorEnvelope } from '@adcontrol/domain/shared/app-error';
import type { FastifyBaseLogger } from 'fastify';
import { needsTsx } from '../../server-files';
import { invalidFile, tooLargeToRead } from './untrusted-file-errors';

/** How much a parse of one untrusted file may take (docs/decisions/042). */
export interface IsolationLimits {
  /** From handing the file over; past it the worker is stopped and the file refused as too large to read. */
  timeoutMs: number;
  /** The worker's JavaScript heap; exhausting it ends the worker, never the server. */
  maxHeapMb: number;
}

/** What the worker posts back: the parse's answer, or the envelope of the error it refused the file with. */
export type IsolatedAnswer<T> = { ok: true; value: T } | { ok: false; error: ErrorEnvelope };
type Outcome<T> = IsolatedAnswer<T> | 'timeout' | 'out-of-memory' | Error;

/** Parses running at once, so a burst of uploads cannot stack up workers' heaps. */
const MAX_RUNNING = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/**
 * Runs `entry` (a module calling `serveIsolatedTask`) on `input` in a worker thread with its own heap limit and a
 * time limit, so a file that makes its parser spike stalls and kills only that worker. The worker's refusals
 * come back as they were thrown; its death by memory or time is 413 and any other crash 415, naming `field`.
 */
export async function runIsolated<T>(
  entry: URL,
  input: Uint8Array,
  field: string,
  limits: IsolationLimits,
  log: FastifyBaseLogger,
): Promise<T> {
  const release = await slot();
  try {
    const answer = await inWorker<T>(takeWorker(entry, limits), input, limits.timeoutMs);
    if (answer === 'timeout' || answer === 'out-of-memory') throw tooLargeToRead(field);
    if (answer instanceof Error) {
      log.error({ err: answer }, 'a file parser crashed');
      throw invalidFile(field);
    }
    if (answer.ok) return answer.value;
    const { code, message, key, params } = answer.error;
    throw new AppError(code, message, {
      field: answer.error.field ?? field,
      ...(key ? { key } : {}),
      ...(params ? { params } : {}),
    });
  } finally {
    release();
  }
}

function inWorker<T>(worker: Worker, input: Uint8Array, timeoutMs: number): Promise<Outcome<T>> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    let settled = false;
    function finish(outcome: Outcome<T>) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.removeAllListeners();
      if (typeof outcome === 'object' && 'ok' in outcome) putBack(worker);
      else void worker.terminate();
      resolve(outcome);
    }
    worker.once('message', (answer: IsolatedAnswer<T>) => finish(answer));
    worker.once('error', (error: Error & { code?: string }) =>
      finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : error),
    );
    worker.once('exit', (code) => finish(new Error(`the parser's worker exited with ${code}`)));
    worker.postMessage(input);
  });
}

/**
 * Loading a parser (tsx, exceljs, zod) takes a worker a second or more, so a worker that answered is kept for the
 * next file, up to `MAX_FILES_PER_WORKER` files; one that ran out of time or memory, or crashed, is ended.
 */
const MAX_FILES_PER_WORKER = 100;
const idle = new Map<string, Worker[]>();
const served = new WeakMap<Worker, number>();
const entryOf = new WeakMap<Worker, string>();

function takeWorker(entry: URL, limits: IsolationLimits): Worker {
  const worker = idle.get(entry.href)?.pop() ?? spawn(entry, limits);
  worker.removeAllListeners();
  worker.ref();
  served.set(worker, (served.get(worker) ?? 0) + 1);
  return worker;
}

function putBack(worker: Worker): void {
  const href = entryOf.get(worker) ?? '';
  const workers = idle.get(href) ?? [];
  if ((served.get(worker) ?? 0) >= MAX_FILES_PER_WORKER || workers.length >= MAX_RUNNING) {
    void worker.terminate();
    return;
  }
  // An idle worker never keeps the process alive, and one that dies is simply no longer offered.
  worker.unref();
  worker.once('exit', () =>
    idle.set(
      href,
      (idle.get(href) ?? []).filter((other) => other !== worker),
    ),
  );
  worker.once('error', () => undefined);
  idle.set(href, [...workers, worker]);
}

/** tsx's registration API, found from here so a worker loads it whatever the process's working directory. */
const TSX_API = import.meta.resolve?.('tsx/esm/api') ?? 'tsx/esm/api';

/**
 * A built entry (dist/*.js) is imported as it is. A TypeScript one (`node --import tsx`, tests) needs tsx, and a
 * worker does not inherit the loader, so it registers it.
 */
function spawn(entry: URL, limits: IsolationLimits): Worker {
  const load = `import(${JSON.stringify(entry.href)})`;
  const bootstrap = needsTsx(entry)
    ? `import(${JSON.stringify(TSX_API)}).then((tsx) => { tsx.register(); return ${load}; });`
    : `${load};`;
  const worker = new Worker(bootstrap, {
    eval: true,
    resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16 },
    stdout: false,
    stderr: false,
  });
  entryOf.set(worker, entry.href);
  return worker;
}
