import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatShortDate, formatShortDateTime, yesterdayWindow } from './network-time';

describe('dates at the network offset', () => {
  it('shows DD/MM/YY at -03:00, whatever the machine zone', () => {
    expect(formatShortDate('2026-03-01T02:00:00Z')).toBe('28/02/26');
    expect(formatShortDate('2026-03-01T03:00:00Z')).toBe('01/03/26');
    expect(formatShortDate('2026-12-31T23:59:59-03:00')).toBe('31/12/26');
    expect(formatShortDateTime('2026-07-04T15:30:00Z')).toBe('04/07/26 12:30');
  });

  it("gives yesterday's window as the whole previous day at -03:00", () => {
    const { start, end } = yesterdayWindow(new Date('2026-03-10T01:00:00Z'));
    expect(start.toISOString()).toBe('2026-03-08T03:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T02:59:59.999Z');
  });

  it('always gives a window of one day that ends before now', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const { start, end } = yesterdayWindow(now);
          expect(end.getTime() - start.getTime()).toBe(86_400_000 - 1);
          expect(end.getTime()).toBeLessThan(now.getTime());
          expect(now.getTime() - end.getTime()).toBeLessThanOrEqual(86_400_000);
        },
      ),
    );
  });
});
