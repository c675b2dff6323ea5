import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { campaignDays, displayStatus, displayStatusColour } from './campaign-dates';

const now = new Date('2026-06-15T12:00:00Z');

describe('campaign dates', () => {
  it('counts campaign days as end minus start', () => {
    expect(campaignDays('2026-06-01T03:00:00Z', '2026-06-30T03:00:00Z')).toBe(29);
    expect(campaignDays('2026-06-01T03:00:00Z', '2026-06-01T23:00:00Z')).toBe(0);
    expect(campaignDays('2026-12-31T12:00:00Z', '2027-01-01T12:00:00Z')).toBe(1);
  });

  it('derives the display status from the dates', () => {
    expect(displayStatus('2026-06-16T00:00:00Z', '2026-07-01T00:00:00Z', now)).toBe('awaiting');
    expect(displayStatus('2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z', now)).toBe('in progress');
    expect(displayStatus('2026-05-01T00:00:00Z', '2026-06-15T11:59:59Z', now)).toBe('finished');
    expect(displayStatus(now, now, now)).toBe('in progress');
  });

  it('colours awaiting and pending orange, finished red, the rest green', () => {
    expect(displayStatusColour('awaiting')).toBe('warning');
    expect(displayStatusColour('pending')).toBe('warning');
    expect(displayStatusColour('finished')).toBe('error');
    expect(displayStatusColour('in progress')).toBe('success');
  });

  it('never calls a campaign both started and waiting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        (startDay, length) => {
          const start = new Date(now.getTime() + startDay * 86_400_000);
          const end = new Date(start.getTime() + length * 86_400_000);
          const status = displayStatus(start, end, now);
          if (start > now) expect(status).toBe('awaiting');
          else if (end < now) expect(status).toBe('finished');
          else expect(status).toBe('in progress');
        },
      ),
    );
  });
});
