import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES } from '../shared/enums';
import { campaignStatusColour, displayStatus, displayStatusColour } from './display-status';

const now = new Date('2026-06-15T12:00:00Z');

describe('displayStatus', () => {
  it('derives the display status from the dates', () => {
    expect(displayStatus('2026-06-16T00:00:00Z', '2026-07-01T00:00:00Z', now)).toBe('awaiting');
    expect(displayStatus('2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z', now)).toBe('in progress');
    expect(displayStatus('2026-05-01T00:00:00Z', '2026-06-15T11:59:59Z', now)).toBe('finished');
  });

  it('is in progress at the very instants of the start and of the end', () => {
    expect(displayStatus(now, '2026-07-01T00:00:00Z', now)).toBe('in progress');
    expect(displayStatus('2026-06-01T00:00:00Z', now, now)).toBe('in progress');
    expect(displayStatus('2026-06-15T12:00:00.001Z', '2026-07-01T00:00:00Z', now)).toBe('awaiting');
    expect(displayStatus('2026-06-01T00:00:00Z', '2026-06-15T11:59:59.999Z', now)).toBe('finished');
  });

  it('moves from awaiting to in progress to finished as time passes, never back', () => {
    const order = ['awaiting', 'in progress', 'finished'];
    fc.assert(
      fc.property(
        fc.integer({ min: -1e10, max: 1e10 }),
        fc.nat(1e10),
        fc.integer({ min: -2e10, max: 2e10 }),
        fc.nat(1e10),
        (startOffset, length, at, later) => {
          const start = now.getTime() + startOffset;
          const end = start + length;
          const before = order.indexOf(displayStatus(start, end, now.getTime() + at));
          const after = order.indexOf(displayStatus(start, end, now.getTime() + at + later));
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
    );
  });
});

describe('displayStatusColour', () => {
  it('colours awaiting and pending orange, finished red, the rest green', () => {
    expect(displayStatusColour('awaiting')).toBe('warning');
    expect(displayStatusColour('pending')).toBe('warning');
    expect(displayStatusColour('PENDING_APPROVAL')).toBe('warning');
    expect(displayStatusColour('finished')).toBe('error');
    expect(displayStatusColour('in progress')).toBe('success');
    expect(displayStatusColour('DELIVERING')).toBe('success');
  });

  it('paints every raw status but pending approval green', () => {
    for (const status of CAMPAIGN_STATUSES.filter((value) => value !== 'PENDING_APPROVAL')) {
      expect(displayStatusColour(status), status).toBe('success');
    }
  });
});

describe('campaignStatusColour', () => {
  it('follows the dates, but paints a campaign pending approval orange whatever its dates', () => {
    expect(campaignStatusColour({ displayStatus: 'in progress', status: 'DELIVERING' })).toBe('success');
    expect(campaignStatusColour({ displayStatus: 'in progress', status: 'PENDING_APPROVAL' })).toBe(
      'warning',
    );
    expect(campaignStatusColour({ displayStatus: 'finished', status: 'PENDING_APPROVAL' })).toBe('warning');
    expect(campaignStatusColour({ displayStatus: 'finished', status: 'PAUSED' })).toBe('error');
    expect(campaignStatusColour({ displayStatus: 'awaiting', status: 'READY' })).toBe('warning');
  });
});
