import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createListCache, sharedReads } from './list-cache';

/** A read the test finishes by hand. */
function manualReads() {
  const pending: ((value: string) => void)[] = [];
  const read = () =>
    new Promise<string>((resolve) => {
      pending.push(resolve);
    });
  return { read, pending };
}

describe('sharedReads', () => {
  it('gives the calls made during a read the next read, never the one already running', async () => {
    const { read, pending } = manualReads();
    const version = sharedReads(read);
    const first = version();
    const second = version();
    const third = version();
    expect(pending).toHaveLength(1);
    pending[0]?.('1');
    expect(await first).toBe('1');
    await Promise.resolve();
    expect(pending).toHaveLength(2);
    pending[1]?.('2');
    expect(await second).toBe('2');
    expect(await third).toBe('2');
  });
});

describe('createListCache', () => {
  const noDb = {} as Db;
  const rows = (answer: number[]) => answer.length;

  it('computes once for callers asking together, and again at another version', async () => {
    let computed = 0;
    const cache = createListCache(noDb, { ttlMs: 15_000, maxRows: 100, now: () => 1_000 });
    const compute = async () => {
      computed += 1;
      return [computed];
    };
    const [a, b] = await Promise.all([
      cache.answer('k', 'v1', compute, rows),
      cache.answer('k', 'v1', compute, rows),
    ]);
    expect(a).toEqual([1]);
    expect(b).toEqual([1]);
    expect(await cache.answer('k', 'v2', compute, rows)).toEqual([2]);
  });

  it('lets the least recently used answers go once the rows kept pass the bound', async () => {
    let computed = 0;
    let clock = 0;
    const cache = createListCache(noDb, { ttlMs: 15_000, maxRows: 8, now: () => clock });
    const compute = async () => {
      computed += 1;
      return [1, 2, 3];
    };
    clock = 5_000;
    await cache.answer('a', 'v', compute, rows);
    await cache.answer('b', 'v', compute, rows);
    await cache.answer('a', 'v', compute, rows);
    expect(computed).toBe(2);
    await cache.answer('c', 'v', compute, rows);
    await cache.answer('a', 'v', compute, rows);
    expect(computed).toBe(3);
    await cache.answer('b', 'v', compute, rows);
    expect(computed).toBe(4);
  });

  it('keeps nothing that failed', async () => {
    const cache = createListCache(noDb, { ttlMs: 15_000, maxRows: 100, now: () => 10_000 });
    await expect(cache.answer('k', 'v', () => Promise.reject(new Error('down')), rows)).rejects.toThrow(
      'down',
    );
    expect(await cache.answer('k', 'v', async () => [7], rows)).toEqual([7]);
  });
});
