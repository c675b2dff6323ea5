import { describe, expect, it } from 'vitest';
import { runIsolated } from './isolated-parse';

const ENTRY = new URL('../../../test/helpers/runaway-parser.ts', import.meta.url);
const LIMITS = { timeoutMs: 4_000, maxHeapMb: 32 };
const quiet = { error: () => undefined } as unknown as Parameters<typeof runIsolated>[4];

const parse = (first: number) => runIsolated(ENTRY, new Uint8Array([first, 0, 0]), 'file', LIMITS, quiet);

/** docs/decisions/042: a parser's worker that spins, runs out of heap or crashes is a 4xx, never the server's end. */
describe('runIsolated', () => {
  it('answers what the parser answers, and its refusals as they were thrown', async () => {
    expect(await parse(0)).toEqual({ bytes: 3 });
    await expect(parse(4)).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'file: refused by the parser',
    });
  });

  it('stops a parser that runs past its time with 413, while the event loop keeps answering', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 50);
    await expect(parse(1)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'file' });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(20);
  });

  it('ends a parser that runs out of heap with 413', async () => {
    await expect(parse(2)).rejects.toMatchObject({ code: 'PAYLOAD_TOO_LARGE', field: 'file' });
  });

  it('answers 415 for a parser that crashes', async () => {
    await expect(parse(3)).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', field: 'file' });
  });
});
