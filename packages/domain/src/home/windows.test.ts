import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeWindows, networkDay } from './windows';

describe('networkDay', () => {
  it('names the day at -03:00, not UTC', () => {
    expect(networkDay('2026-03-18T02:59:59.999Z')).toBe('2026-03-17');
    expect(networkDay('2026-03-18T03:00:00.000Z')).toBe('2026-03-18');
  });
});

describe('homeWindows', () => {
  it('ends every period with yesterday at -03:00', () => {
    expect(homeWindows(new Date('2026-03-18T15:30:00Z'))).toEqual({
      asOf: '2026-03-17',
      last30Days: { from: '2026-02-16', to: '2026-03-17' },
      previous30Days: { from: '2026-01-17', to: '2026-02-15' },
      endingBy: new Date('2026-03-25T15:30:00Z'),
    });
  });

  it('still counts the evening before at 01:00 UTC', () => {
    const windows = homeWindows('2026-01-01T01:00:00Z');
    expect(windows.asOf).toBe('2025-12-30');
    expect(windows.last30Days).toEqual({ from: '2025-12-01', to: '2025-12-30' });
  });

  it('gives two back-to-back periods of 30 days and looks 7 × 24 hours ahead', () => {
    const day = 86_400_000;
    const daysOf = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / day + 1;
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01Z'), max: new Date('2099-12-31Z'), noInvalidDate: true }),
        (now) => {
          const { asOf, last30Days, previous30Days, endingBy } = homeWindows(now);
          expect(asOf).toBe(networkDay(now.getTime() - day));
          expect(daysOf(last30Days.from, last30Days.to)).toBe(30);
          expect(daysOf(previous30Days.from, previous30Days.to)).toBe(30);
          expect(daysOf(previous30Days.to, last30Days.from)).toBe(2);
          expect(endingBy.getTime() - now.getTime()).toBe(7 * day);
        },
      ),
    );
  });
});
