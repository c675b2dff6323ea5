import type { CampaignStatus } from '../shared/enums';

/** What a person can do to a programmatic deal (SPEC 4: status changes by pause or activate). */
export type DealAction = 'pause' | 'activate';

/**
 * The status each action asks the exchange for, by the deal's raw status now (docs/decisions/035). A deal
 * delivering, extended, ready or gone inactive can be paused; a paused one activated again, and one whose
 * inventory was released while paused goes back to approval, as the exchange must re-reserve it. Every other
 * status (a draft, one pending approval, disapproved, completed or canceled) takes neither.
 */
const TRANSITIONS: Readonly<Record<DealAction, Partial<Record<CampaignStatus, CampaignStatus>>>> = {
  pause: {
    DELIVERING: 'PAUSED',
    DELIVERY_EXTENDED: 'PAUSED',
    READY: 'PAUSED',
    INACTIVE: 'PAUSED',
  },
  activate: {
    PAUSED: 'DELIVERING',
    PAUSED_INVENTORY_RELEASED: 'PENDING_APPROVAL',
  },
};

/** The status `action` leads to from `status`, or null when the status does not allow it. */
export function dealTransition(status: CampaignStatus, action: DealAction): CampaignStatus | null {
  return TRANSITIONS[action][status] ?? null;
}

export const canPauseDeal = (status: CampaignStatus): boolean => dealTransition(status, 'pause') !== null;
export const canActivateDeal = (status: CampaignStatus): boolean =>
  dealTransition(status, 'activate') !== null;

/** The colour of a deal's status chip (MUI palette names): a status, not dates, tells a deal's state. */
export type DealStatusColour = 'success' | 'info' | 'warning' | 'error' | 'default';

export function dealStatusColour(status: CampaignStatus): DealStatusColour {
  switch (status) {
    case 'DELIVERING':
    case 'DELIVERY_EXTENDED':
      return 'success';
    case 'READY':
      return 'info';
    case 'PENDING_APPROVAL':
    case 'PAUSED':
    case 'PAUSED_INVENTORY_RELEASED':
    case 'INACTIVE':
      return 'warning';
    case 'DISAPPROVED':
    case 'CANCELED':
      return 'error';
    case 'COMPLETED':
    case 'DRAFT':
      return 'default';
  }
}
