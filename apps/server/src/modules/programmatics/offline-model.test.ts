import { describe, expect, it } from 'vitest';
import {
  type DealActionRecord,
  type DealPlan,
  deliveryDays,
  RELEASE_AFTER_MS,
  statusAt,
} from './offline-model';

const DAY = 86_400_000;
const T0 = Date.parse('2026-03-10T15:00:00Z');
const at = (days: number) => new Date(T0 + days * DAY);
const iso = (days: number) => at(days).toISOString();

const plan = (rest: Partial<DealPlan> = {}): DealPlan => ({
  dealId: 'PD-1',
  name: 'Deal',
  type: 'STANDARD',
  buyerId: '7',
  country: 'CL',
  currency: 'USD',
  cpm: 4,
  budget: 4_000,
  ctr: 0.005,
  outcome: 'approved',
  submittedAt: iso(0),
  decidedAt: iso(1),
  startDate: iso(3),
  endDate: iso(13),
  extendedDays: 0,
  inactive: null,
  buyerPausedAt: null,
  ...rest,
});
const act = (days: number, action: 'pause' | 'activate', key = `${action}${days}`): DealActionRecord => ({
  at: iso(days),
  action,
  key,
});

describe('statusAt', () => {
  it('moves an approved deal from draft through approval, ready and delivery to completed', () => {
    const deal = plan();
    expect([-1, 0.5, 2, 5, 14].map((day) => statusAt(deal, [], at(day)))).toEqual([
      'DRAFT',
      'PENDING_APPROVAL',
      'READY',
      'DELIVERING',
      'COMPLETED',
    ]);
  });

  it('ends a refused deal disapproved or canceled, and leaves a draft a draft', () => {
    expect(statusAt(plan({ outcome: 'disapproved' }), [], at(5))).toBe('DISAPPROVED');
    expect(statusAt(plan({ outcome: 'canceled' }), [], at(5))).toBe('CANCELED');
    expect(statusAt(plan({ outcome: 'draft' }), [], at(5))).toBe('DRAFT');
  });

  it('extends delivery past the end, goes inactive for a while, and releases inventory a day after a buyer pause', () => {
    expect(statusAt(plan({ extendedDays: 3 }), [], at(14))).toBe('DELIVERY_EXTENDED');
    expect(statusAt(plan({ extendedDays: 3 }), [], at(17))).toBe('COMPLETED');
    const idle = plan({ inactive: { from: iso(5), to: iso(6) } });
    expect([4.5, 5.5, 6.5].map((day) => statusAt(idle, [], at(day)))).toEqual([
      'DELIVERING',
      'INACTIVE',
      'DELIVERING',
    ]);
    const paused = plan({ buyerPausedAt: iso(5) });
    expect(statusAt(paused, [], at(5.5))).toBe('PAUSED');
    expect(statusAt(paused, [], at(5 + RELEASE_AFTER_MS / DAY + 0.1))).toBe('PAUSED_INVENTORY_RELEASED');
  });

  it('takes a pause and an activation, and sends a deal whose inventory was released back to approval', () => {
    const deal = plan();
    const actions = [act(5, 'pause'), act(5.5, 'activate')];
    expect(statusAt(deal, actions, at(5.2))).toBe('PAUSED');
    expect(statusAt(deal, actions, at(5.6))).toBe('DELIVERING');
    const released = [act(5, 'pause'), act(7, 'activate')];
    expect(statusAt(deal, released, at(6.5))).toBe('PAUSED_INVENTORY_RELEASED');
    expect(statusAt(deal, released, at(7.01))).toBe('PENDING_APPROVAL');
    expect(statusAt(deal, released, at(7.5))).toBe('DELIVERING');
  });

  it('pauses a ready deal until it is activated, and lets the flight end over a pause', () => {
    const actions = [act(2, 'pause')];
    expect(statusAt(plan(), actions, at(4))).toBe('PAUSED_INVENTORY_RELEASED');
    expect(statusAt(plan(), [act(2, 'pause'), act(2.5, 'activate')], at(2.6))).toBe('READY');
    expect(statusAt(plan(), actions, at(20))).toBe('COMPLETED');
  });

  it('ignores an action the status did not allow then', () => {
    expect(statusAt(plan(), [act(0.5, 'pause')], at(5))).toBe('DELIVERING');
  });
});

describe('deliveryDays', () => {
  it('delivers nothing before the start and the budget at most over the flight, the same on every run', () => {
    const deal = plan();
    expect(deliveryDays(deal, [], at(2))).toEqual([]);
    const days = deliveryDays(deal, [], at(20));
    expect(days).toEqual(deliveryDays(deal, [], at(20)));
    const impressions = days.reduce((sum, day) => sum + day.impressions, 0);
    expect(impressions).toBeLessThanOrEqual(1_000_000);
    expect(impressions).toBeGreaterThan(800_000);
    for (const day of days) {
      expect(day.clicks).toBeLessThanOrEqual(day.impressions);
      expect(day.spend).toBeCloseTo((day.impressions * 4) / 1000, 2);
    }
  });

  it('delivers less on a day spent partly paused, and today only so far', () => {
    const free = deliveryDays(plan(), [], at(8));
    const paused = deliveryDays(plan(), [act(6, 'pause'), act(6.5, 'activate')], at(8));
    const day = (rows: typeof free, date: string) => rows.find((row) => row.date === date)?.impressions ?? 0;
    const pausedDate = iso(6).slice(0, 10);
    expect(day(paused, pausedDate)).toBeLessThan(day(free, pausedDate));
    // 04:48 and 07:12 of the same network day (-03:00).
    const earlier = deliveryDays(plan(), [], new Date(T0 + 7.7 * DAY));
    const later = deliveryDays(plan(), [], new Date(T0 + 7.8 * DAY));
    expect(later.at(-1)?.impressions ?? 0).toBeGreaterThan(earlier.at(-1)?.impressions ?? 0);
  });

  it('reports only the days from `since`', () => {
    const days = deliveryDays(plan(), [], at(10), iso(8).slice(0, 10));
    expect(days.every((row) => row.date >= iso(8).slice(0, 10))).toBe(true);
    expect(days.length).toBeGreaterThan(0);
  });
});
