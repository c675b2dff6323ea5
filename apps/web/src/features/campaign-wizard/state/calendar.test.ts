import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, isWithin, monthGrid, monthOf, networkToday, pickDay } from './calendar';

describe('the dates calendar', () => {
  it('lays a month out from Monday', () => {
    // 1 March 2031 is a Saturday: five empty cells before it.
    const march = monthGrid({ year: 2031, month: 3 });
    expect(march.slice(0, 6)).toEqual([null, null, null, null, null, '2031-03-01']);
    expect(march.at(-1)).toBe('2031-03-31');
    // 1 September 2031 is a Monday.
    expect(monthGrid({ year: 2031, month: 9 })[0]).toBe('2031-09-01');
    expect(monthGrid({ year: 2028, month: 2 }).filter(Boolean)).toHaveLength(29);
    expect(monthGrid({ year: 2030, month: 2 }).filter(Boolean)).toHaveLength(28);
  });

  it('puts every day of a month once, in order, in its weekday column', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const grid = monthGrid({ year, month });
        const days = grid.filter((day): day is string => day !== null);
        expect([...days].sort()).toEqual(days);
        grid.forEach((day, index) => {
          if (day === null) return;
          const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
          expect(index % 7).toBe(weekday);
        });
      }),
    );
  });

  it('moves across years', () => {
    expect(addMonths({ year: 2030, month: 12 }, 1)).toEqual({ year: 2031, month: 1 });
    expect(addMonths({ year: 2031, month: 1 }, -1)).toEqual({ year: 2030, month: 12 });
    expect(addMonths({ year: 2031, month: 5 }, 14)).toEqual({ year: 2032, month: 7 });
    expect(monthOf('2031-03-17')).toEqual({ year: 2031, month: 3 });
  });

  it('sets a start, then an end on or after it, then starts again', () => {
    const empty = { start: null, end: null };
    const started = pickDay(empty, '2031-03-10');
    expect(started).toEqual({ start: '2031-03-10', end: null });
    expect(pickDay(started, '2031-03-05')).toEqual({ start: '2031-03-05', end: null });
    const whole = pickDay(started, '2031-03-20');
    expect(whole).toEqual({ start: '2031-03-10', end: '2031-03-20' });
    expect(pickDay(started, '2031-03-10')).toEqual({ start: '2031-03-10', end: '2031-03-10' });
    expect(pickDay(whole, '2031-04-01')).toEqual({ start: '2031-04-01', end: null });
    expect(isWithin(whole, '2031-03-15')).toBe(true);
    expect(isWithin(whole, '2031-03-21')).toBe(false);
    expect(isWithin(started, '2031-03-10')).toBe(false);
  });

  it("takes today at the network's -03:00", () => {
    expect(networkToday(Date.parse('2031-03-02T02:59:00Z'))).toBe('2031-03-01');
    expect(networkToday(Date.parse('2031-03-02T03:00:00Z'))).toBe('2031-03-02');
  });
});
