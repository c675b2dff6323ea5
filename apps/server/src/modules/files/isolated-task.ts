import { parentPort } from 'node:worker_threads';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { IsolatedAnswer } from './isolated-parse';

/**
 * The worker side of `runIsolated`: for the bytes of each file it is given, runs `task` on them and posts its
 * answer, or the envelope of the AppError it refused them with. Anything else crashes the worker, which the server reports.
 */
export function serveIsolatedTask<T>(task: (input: Uint8Array) => Promise<T>): void {
  parentPort?.on('message', (input: Uint8Array) => {
    task(input).then(
      (value) => post({ ok: true, value }),
      (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        post({ ok: false, error: error.toEnvelope() });
      },
    );
  });
}

function post<T>(answer: IsolatedAnswer<T>): void {
  parentPort?.postMessage(answer);
}
