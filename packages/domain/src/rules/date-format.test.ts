import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDisplayDate,
  formatDisplayDateTime,
  networkDay,
  networkDayEnd,
  networkDayStart,
} from './date-format';

describe('formatDisplayDate', () => {
  it('writes DD/MM/YY at -03:00', () => {
    expect(formatDisplayDate('2024-07-09T15:00:00Z')).toBe('09/07/24');
  });

  it('still shows the previous day until 03:00 UTC', () => {
    expect(formatDisplayDate('2024-01-01T02:59:59Z')).toBe('31/12/23');
    expect(formatDisplayDate('2024-01-01T03:00:00Z')).toBe('01/01/24');
  });

  it('accepts epoch milliseconds and Date objects', () => {
    const instant = Date.UTC(2030, 10, 5, 12);
    expect(formatDisplayDate(instant)).toBe('05/11/30');
    expect(formatDisplayDate(new Date(instant))).toBe('05/11/30');
  });

  it('is empty for a date it cannot read', () => {
    expect(formatDisplayDate('not a date')).toBe('');
    expect(formatDisplayDate(Number.NaN)).toBe('');
  });

  it('agrees with the UTC date three hours earlier', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const shifted = new Date(date.getTime() - 3 * 3_600_000).toISOString();
          const expected = `${shifted.slice(8, 10)}/${shifted.slice(5, 7)}/${shifted.slice(2, 4)}`;
          expect(formatDisplayDate(date)).toBe(expected);
        },
      ),
    );
  });
});

describe('formatDisplayDateTime', () => {
  it('adds the time of day at -03:00', () => {
    expect(formatDisplayDateTime('2024-07-09T15:04:00Z')).toBe('09/07/24 12:04');
    expect(formatDisplayDateTime('2024-07-09T00:30:00-03:00')).toBe('09/07/24 00:30');
  });
});

describe('network clock', () => {
  it("agrees with date-fns' formatter at the network offset for any instant", async () => {
    const { format } = await import('date-fns');
    const { networkDay, networkZone } = await import('./date-format');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          expect(formatDisplayDateTime(date)).toBe(format(date, 'dd/MM/yy HH:mm', { in: networkZone }));
          expect(networkDay(date)).toBe(format(date, 'yyyy-MM-dd', { in: networkZone }));
        },
      ),
    );
  });
});

describe('a network day', () => {
  it('runs from 00:00 to 23:59:59.999 at -03:00', () => {
    expect(networkDayStart('2024-07-09').toISOString()).toBe('2024-07-09T03:00:00.000Z');
    expect(networkDayEnd('2024-07-09').toISOString()).toBe('2024-07-10T02:59:59.999Z');
  });

  it('holds exactly the instants networkDay places in it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          const day = networkDay(date);
          expect(networkDayStart(day).getTime()).toBeLessThanOrEqual(date.getTime());
          expect(networkDayEnd(day).getTime()).toBeGreaterThanOrEqual(date.getTime());
          expect(networkDay(networkDayStart(day))).toBe(day);
          expect(networkDay(networkDayEnd(day))).toBe(day);
        },
      ),
    );
  });
});
