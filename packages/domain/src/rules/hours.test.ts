import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHour, validateHour } from './hours';

describe('parseHour', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['07', 7],
    ['23', 23],
    [' 12 ', 12],
  ])('reads %j as %d', (text, hour) => {
    expect(parseHour(text)).toBe(hour);
  });

  it.each(['24', '-1', '7.5', '', 'a', '007', '1e1'])('refuses %j', (text) => {
    expect(parseHour(text)).toBeNull();
  });
});

describe('validateHour', () => {
  it('accepts every hour 0-23 not yet selected, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 80 }),
        fc.uniqueArray(fc.integer({ min: 0, max: 23 })),
        (hour, selected) => {
          const result = validateHour(String(hour), selected);
          if (hour < 0 || hour > 23) expect(result).toBe('validation.hourInvalid');
          else if (selected.includes(hour)) expect(result).toBe('validation.hourAlreadySelected');
          else expect(result).toBeNull();
        },
      ),
    );
  });

  it('refuses an hour already selected', () => {
    expect(validateHour('08', [8, 9])).toBe('validation.hourAlreadySelected');
    expect(validateHour('10', [8, 9])).toBeNull();
  });
});
