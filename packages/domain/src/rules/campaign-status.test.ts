import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES, ROLES } from '../shared/enum-values';
import {
  availableStatusActions,
  type CampaignStatusAction,
  campaignTransition,
  deliversIn,
  FINAL_STATUSES,
  type StatusContext,
} from './campaign-status';

const NOW = '2026-11-15T12:00:00.000Z';
const running: StatusContext = {
  startDate: '2026-11-01T03:00:00.000Z',
  endDate: '2026-11-30T03:00:00.000Z',
  now: NOW,
  role: 'seller',
};
const upcoming: StatusContext = { ...running, startDate: '2026-11-20T03:00:00.000Z' };
const endedInSeptember: StatusContext = {
  ...running,
  startDate: '2026-09-01T03:00:00.000Z',
  endDate: '2026-09-30T03:00:00.000Z',
};

describe('campaignTransition', () => {
  it.each(['DELIVERING', 'DELIVERY_EXTENDED', 'READY', 'INACTIVE'] as const)(
    'pauses a %s campaign',
    (status) => {
      expect(campaignTransition(status, 'pause', running)).toEqual({ ok: true, status: 'PAUSED' });
    },
  );

  it('activates a paused campaign: delivering once started, ready before its start', () => {
    expect(campaignTransition('PAUSED', 'activate', running)).toEqual({ ok: true, status: 'DELIVERING' });
    expect(campaignTransition('PAUSED', 'activate', upcoming)).toEqual({ ok: true, status: 'READY' });
    expect(campaignTransition('PAUSED_INVENTORY_RELEASED', 'activate', running)).toEqual({
      ok: true,
      status: 'DELIVERING',
    });
  });

  it.each(['COMPLETED', 'CANCELED', 'DISAPPROVED'] as const)(
    'refuses every action on a %s campaign, naming its status as the reason',
    (status) => {
      for (const action of ['pause', 'activate', 'complete', 'cancel'] as const) {
        expect(campaignTransition(status, action, { ...running, role: 'admin' })).toEqual({
          ok: false,
          reason: 'status',
        });
      }
    },
  );

  it('never activates a campaign whose flight ended, nor pauses it', () => {
    expect(campaignTransition('PAUSED', 'activate', endedInSeptember)).toEqual({
      ok: false,
      reason: 'ended',
    });
    expect(campaignTransition('DELIVERING', 'pause', endedInSeptember)).toEqual({
      ok: false,
      reason: 'ended',
    });
    // Extended delivery runs past the end by definition: it can still be paused.
    expect(campaignTransition('DELIVERY_EXTENDED', 'pause', endedInSeptember)).toEqual({
      ok: true,
      status: 'PAUSED',
    });
    // An ended campaign can still be closed as finished.
    expect(campaignTransition('PAUSED', 'complete', endedInSeptember)).toEqual({
      ok: true,
      status: 'COMPLETED',
    });
  });

  it('does not launch a draft by activating it: the wizard does, with its checks', () => {
    expect(campaignTransition('DRAFT', 'activate', { ...running, role: 'admin' })).toEqual({
      ok: false,
      reason: 'status',
    });
    expect(campaignTransition('DRAFT', 'cancel', running)).toEqual({ ok: true, status: 'CANCELED' });
  });

  it('leaves a campaign pending approval to admins, though anyone writing it may cancel it', () => {
    expect(campaignTransition('PENDING_APPROVAL', 'activate', running)).toEqual({
      ok: false,
      reason: 'approval',
    });
    expect(campaignTransition('PENDING_APPROVAL', 'pause', running)).toEqual({
      ok: false,
      reason: 'approval',
    });
    expect(campaignTransition('PENDING_APPROVAL', 'activate', { ...running, role: 'admin' })).toEqual({
      ok: true,
      status: 'DELIVERING',
    });
    expect(campaignTransition('PENDING_APPROVAL', 'cancel', running)).toEqual({
      ok: true,
      status: 'CANCELED',
    });
  });

  it('finishes only a flight under way', () => {
    expect(campaignTransition('DELIVERING', 'complete', running)).toEqual({ ok: true, status: 'COMPLETED' });
    expect(campaignTransition('READY', 'complete', upcoming)).toEqual({ ok: false, reason: 'notStarted' });
  });

  it('leads only to the status each action names, or to READY when activating early', () => {
    const named: Record<CampaignStatusAction, string[]> = {
      pause: ['PAUSED'],
      activate: ['DELIVERING', 'READY'],
      complete: ['COMPLETED'],
      cancel: ['CANCELED'],
    };
    fc.assert(
      fc.property(
        fc.constantFrom(...CAMPAIGN_STATUSES),
        fc.constantFrom<CampaignStatusAction>('pause', 'activate', 'complete', 'cancel'),
        fc.constantFrom(...ROLES),
        fc.constantFrom(running, upcoming, endedInSeptember),
        (status, action, role, context) => {
          const result = campaignTransition(status, action, { ...context, role });
          if (result.ok) expect(named[action]).toContain(result.status);
          if (FINAL_STATUSES.includes(status)) expect(result.ok).toBe(false);
        },
      ),
    );
  });
});

describe('availableStatusActions', () => {
  it('offers pause, finish and cancel on a delivering campaign, and nothing on a finished one', () => {
    expect(availableStatusActions('DELIVERING', running)).toEqual(['pause', 'complete', 'cancel']);
    expect(availableStatusActions('PAUSED', running)).toEqual(['activate', 'complete', 'cancel']);
    expect(availableStatusActions('COMPLETED', { ...running, role: 'admin' })).toEqual([]);
  });
});

describe('deliversIn', () => {
  it('delivers only the statuses that spend', () => {
    expect(CAMPAIGN_STATUSES.filter(deliversIn)).toEqual([
      'DELIVERING',
      'DELIVERY_EXTENDED',
      'READY',
      'INACTIVE',
      'PENDING_APPROVAL',
    ]);
  });
});
