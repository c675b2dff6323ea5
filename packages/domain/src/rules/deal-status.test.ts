import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES } from '../shared/enums';
import { canActivateDeal, canPauseDeal, dealStatusColour, dealTransition } from './deal-status';

describe('dealTransition', () => {
  it.each([
    ['DELIVERING', 'PAUSED'],
    ['DELIVERY_EXTENDED', 'PAUSED'],
    ['READY', 'PAUSED'],
    ['INACTIVE', 'PAUSED'],
  ] as const)('pauses a %s deal', (status, next) => {
    expect(dealTransition(status, 'pause')).toBe(next);
  });

  it('activates a paused deal, and sends one whose inventory was released back to approval', () => {
    expect(dealTransition('PAUSED', 'activate')).toBe('DELIVERING');
    expect(dealTransition('PAUSED_INVENTORY_RELEASED', 'activate')).toBe('PENDING_APPROVAL');
  });

  it.each(['PENDING_APPROVAL', 'COMPLETED', 'DISAPPROVED', 'DRAFT', 'CANCELED'] as const)(
    'refuses both actions on a %s deal',
    (status) => {
      expect(dealTransition(status, 'pause')).toBeNull();
      expect(dealTransition(status, 'activate')).toBeNull();
    },
  );

  it('never allows both actions on one status, nor pausing into anything but PAUSED', () => {
    for (const status of CAMPAIGN_STATUSES) {
      expect(canPauseDeal(status) && canActivateDeal(status)).toBe(false);
      const paused = dealTransition(status, 'pause');
      if (paused) expect(paused).toBe('PAUSED');
      expect(dealTransition(status, 'pause')).not.toBe(status);
      expect(dealTransition(status, 'activate')).not.toBe(status);
    }
  });

  it('a paused deal can be activated and an activated one paused again', () => {
    const activated = dealTransition('PAUSED', 'activate');
    expect(activated && dealTransition(activated, 'pause')).toBe('PAUSED');
  });
});

describe('dealStatusColour', () => {
  it('shows delivery green, waiting orange, refusals red and the ended grey', () => {
    expect(dealStatusColour('DELIVERING')).toBe('success');
    expect(dealStatusColour('PENDING_APPROVAL')).toBe('warning');
    expect(dealStatusColour('DISAPPROVED')).toBe('error');
    expect(dealStatusColour('COMPLETED')).toBe('default');
  });
});
