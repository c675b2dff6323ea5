import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRefusal } from './delivery-server';
import { backoffMs } from './outbox';

describe('the wait between attempts', () => {
  const policy = { baseMs: 2_000, maxMs: 300_000 };

  it('doubles from the base after each failure, up to the longest wait', () => {
    const exact = () => 0;
    expect([1, 2, 3, 4, 5].map((attempts) => backoffMs(attempts, policy, exact))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000,
    ]);
    expect(backoffMs(30, policy, exact)).toBe(300_000);
  });

  it('takes off at most a fifth as jitter, so instances retrying together spread out', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (attempts, r) => {
          const wait = backoffMs(attempts, policy, () => r);
          const exact = backoffMs(attempts, policy, () => 0);
          return wait <= exact && wait >= Math.floor(exact * 0.8);
        },
      ),
    );
  });
});

describe('a refusal', () => {
  it('is a 4xx that says no for good, not a timeout, a rate limit or a server error', () => {
    expect([400, 404, 409, 422].map(isRefusal)).toEqual([true, true, true, true]);
    expect([408, 429, 500, 502, 503].map(isRefusal)).toEqual([false, false, false, false, false]);
  });
});
