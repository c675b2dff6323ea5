import { describe, expect, it } from 'vitest';
import { Random } from '../population/random';
import { IdSet } from './id-set';

describe('the set of found devices', () => {
  it('hands over exactly the marked ids as a bitmap, dense and sparse stretches alike, then starts empty', () => {
    const random = new Random(7);
    // A shard that starts off a container boundary, with a dense stretch, a sparse one and a lone id.
    const from = 1_000_003;
    const size = 400_000;
    const set = new IdSet(from, size);
    for (let round = 0; round < 3; round += 1) {
      const expected = new Set<number>();
      const mark = (id: number) => {
        expected.add(id);
        set.add(id);
      };
      for (let index = 0; index < 30_000; index += 1) mark(from + random.int(70_000));
      for (let index = 0; index < 500; index += 1) mark(from + 200_000 + random.int(100_000));
      mark(from + size - 1);
      const cell = Uint32Array.from([from + 150_000, from + 150_001, from + 150_031, from + 150_032]);
      set.addAll(cell, 0, cell.length);
      for (const id of cell) expected.add(id);
      const bitmap = set.takeBitmap();
      expect(Array.from(bitmap.toUint32Array())).toEqual([...expected].sort((a, b) => a - b));
    }
    expect(set.takeBitmap().size).toBe(0);
  });
});
