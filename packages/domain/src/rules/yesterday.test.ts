import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yesterdayWindow } from './yesterday';

describe('yesterdayWindow', () => {
  it('spans the previous day from 00:00 to 23:59:59.999 at -03:00', () => {
    const { start, end } = yesterdayWindow(new Date('2024-03-15T12:00:00Z'));
    expect(start.toISOString()).toBe('2024-03-14T03:00:00.000Z');
    expect(end.toISOString()).toBe('2024-03-15T02:59:59.999Z');
  });

  it('counts days at -03:00, not UTC: at 01:00 UTC it is still the evening before', () => {
    const { start, end } = yesterdayWindow(new Date('2024-03-01T01:00:00Z'));
    expect(start.toISOString()).toBe('2024-02-28T03:00:00.000Z');
    expect(end.toISOString()).toBe('2024-02-29T02:59:59.999Z');
  });

  it('crosses a year boundary', () => {
    const { start } = yesterdayWindow('2025-01-01T10:00:00-03:00');
    expect(start.toISOString()).toBe('2024-12-31T03:00:00.000Z');
  });

  it('returns plain Dates', () => {
    const { start, end } = yesterdayWindow(0);
    expect(start.constructor).toBe(Date);
    expect(end.constructor).toBe(Date);
  });

  it('always lasts one day and ends right before today starts', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (now) => {
          const { start, end } = yesterdayWindow(now);
          expect(end.getTime() - start.getTime()).toBe(86_400_000 - 1);
          const msIntoToday = (now.getTime() - 3 * 3_600_000) % 86_400_000;
          expect(now.getTime() - msIntoToday - end.getTime()).toBe(1);
          expect((start.getTime() - 3 * 3_600_000) % 86_400_000).toBe(0);
        },
      ),
    );
  });
});
