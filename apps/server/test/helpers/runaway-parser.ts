import { AppError } from '@adcontrol/domain/shared/app-error';
import { serveIsolatedTask } from '../../src/modules/files/isolated-task';

/** A parser that misbehaves on demand, by the first byte of its input: the worker limits' test subject. */
serveIsolatedTask(async (input: Uint8Array) => {
  switch (input[0]) {
    case 1:
      // Spins forever without yielding.
      for (;;);
    case 2: {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, n) => n));
    }
    case 3:
      throw new TypeError('a bug in the parser');
    case 4:
      throw new AppError('VALIDATION_FAILED', 'file: refused by the parser', { field: 'file' });
    default:
      return { bytes: input.length };
  }
});
