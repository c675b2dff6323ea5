import { describe, expect, it } from 'vitest';
import { flightElapsed } from './flight-elapsed';

describe('flightElapsed', () => {
  const start = '2026-11-01T03:00:00.000Z';
  const end = '2026-11-11T02:59:59.000Z';

  it('is 0 up to the start and 100 from the end on', () => {
    expect(flightElapsed(start, end, '2026-10-20T00:00:00.000Z')).toBe(0);
    expect(flightElapsed(start, end, start)).toBe(0);
    expect(flightElapsed(start, end, end)).toBe(100);
    expect(flightElapsed(start, end, '2026-12-01T00:00:00.000Z')).toBe(100);
  });

  it('is the share of the flight passed, 1 decimal', () => {
    // Two and a half of ten days.
    expect(flightElapsed(start, end, '2026-11-03T15:00:00.000Z')).toBe(25);
    expect(flightElapsed(start, end, '2026-11-06T03:00:00.000Z')).toBe(50);
  });
});
