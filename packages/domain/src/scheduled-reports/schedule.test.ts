import { describe, expect, it } from 'vitest';
import { nextRunAfter, reportPeriod, scheduleFields } from './schedule';

describe('nextRunAfter', () => {
  it('is the next chosen weekday at 08:00 -03:00, strictly after the moment', () => {
    // Wednesday 2026-03-04 12:00 -03:00.
    const wednesday = new Date('2026-03-04T15:00:00Z');
    expect(nextRunAfter('weekly', 1, wednesday).toISOString()).toBe('2026-03-09T11:00:00.000Z');
    expect(nextRunAfter('weekly', 3, wednesday).toISOString()).toBe('2026-03-11T11:00:00.000Z');
    expect(nextRunAfter('weekly', 5, wednesday).toISOString()).toBe('2026-03-06T11:00:00.000Z');
    expect(nextRunAfter('weekly', 3, new Date('2026-03-04T10:59:59Z')).toISOString()).toBe(
      '2026-03-04T11:00:00.000Z',
    );
  });

  it('counts the day at -03:00: 01:00 UTC on a Monday is still Sunday in the network', () => {
    expect(nextRunAfter('weekly', 7, new Date('2026-03-09T01:00:00Z')).toISOString()).toBe(
      '2026-03-15T11:00:00.000Z',
    );
  });

  it('is the chosen day of this month or the next, across the year end', () => {
    expect(nextRunAfter('monthly', 1, new Date('2026-12-15T12:00:00Z')).toISOString()).toBe(
      '2027-01-01T11:00:00.000Z',
    );
    expect(nextRunAfter('monthly', 28, new Date('2026-02-10T12:00:00Z')).toISOString()).toBe(
      '2026-02-28T11:00:00.000Z',
    );
  });
});

describe('reportPeriod', () => {
  it('is the previous Monday-to-Sunday week, whatever day of the week it runs', () => {
    expect(reportPeriod('weekly', new Date('2026-03-09T11:00:00Z'))).toEqual({
      start: '2026-03-02',
      end: '2026-03-08',
    });
    expect(reportPeriod('weekly', new Date('2026-03-15T11:00:00Z'))).toEqual({
      start: '2026-03-02',
      end: '2026-03-08',
    });
  });

  it('is the previous calendar month at -03:00', () => {
    expect(reportPeriod('monthly', new Date('2026-03-01T11:00:00Z'))).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    // 02:00 UTC on 1 January is still 31 December in the network: the period is November.
    expect(reportPeriod('monthly', new Date('2027-01-01T02:00:00Z'))).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
  });
});

it('accepts days 1-7 weekly and 1-28 monthly, naming the day otherwise', () => {
  const base = { kind: 'campaign', targetId: 1, format: 'pdf', language: 'en' } as const;
  expect(scheduleFields.safeParse({ ...base, frequency: 'weekly', day: 7 }).success).toBe(true);
  expect(scheduleFields.safeParse({ ...base, frequency: 'monthly', day: 28 }).success).toBe(true);
  const bad = scheduleFields.safeParse({ ...base, frequency: 'weekly', day: 8 });
  expect(bad.error?.issues[0]?.path).toEqual(['day']);
});
