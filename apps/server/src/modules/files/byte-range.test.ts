import { describe, expect, it } from 'vitest';
import { parseRangeHeader, resolveRange } from './byte-range';

describe('byte ranges', () => {
  it.each([
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=900-', 1000, { start: 900, end: 999 }],
    ['bytes=900-5000', 1000, { start: 900, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=999-999', 1000, { start: 999, end: 999 }],
  ])('%s of %i bytes is %o', (header, size, range) => {
    const request = parseRangeHeader(header);
    expect(request && resolveRange(request, size)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=-0'])('%s of 1000 bytes is none of them', (header) => {
    const request = parseRangeHeader(header);
    expect(request).not.toBeNull();
    expect(request && resolveRange(request, 1000)).toBeNull();
  });

  it.each([undefined, '', 'bytes=5-1', 'bytes=-', 'bytes=0-1,5-9', 'items=0-1', 'bytes=a-b'])(
    'ignores %o (the whole file is sent)',
    (header) => {
      expect(parseRangeHeader(header)).toBeNull();
    },
  );
});
