import { describe, expect, it } from 'vitest';
import { filenameOf } from '../../../lib/downloads';
import { deviceLineCounter } from './export-audience';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading the export as it streams', () => {
  it('counts device lines only, however the lines are cut between chunks', () => {
    const csv = '# name: Chile\n"# filters: {""a"":1,""b"":2}"\ndevice_id\nd-1\nd-2\nd-3';
    for (const size of [1, 3, 7, csv.length]) {
      const counter = deviceLineCounter();
      for (let start = 0; start < csv.length; start += size)
        counter.add(bytes(csv.slice(start, start + size)));
      expect(counter.end(), `chunks of ${size}`).toBe(3);
    }
  });

  it('keeps a character cut in two between chunks whole', () => {
    const counter = deviceLineCounter();
    const all = bytes('# Perú\nID de dispositivo\nñ-1\n');
    counter.add(all.slice(0, 4));
    counter.add(all.slice(4, 18));
    counter.add(all.slice(18));
    expect(counter.end()).toBe(1);
  });

  it('takes the file name from Content-Disposition, the UTF-8 form first', () => {
    expect(filenameOf('attachment; filename="audience-7.csv"')).toBe('audience-7.csv');
    expect(filenameOf('attachment; filename="a.csv"; filename*=UTF-8\'\'Per%C3%BA.csv')).toBe('Perú.csv');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });
});
