import type { CampaignStatus, Role } from '../shared/enum-values';
import { can } from './permissions';

/*
 * The campaign status machine (docs/decisions/041): which status changes exist, from which statuses, and what each
 * leads to. The API refuses anything else with 409, and the screens offer only what it allows.
 */

/** What a person can do to a campaign's status. */
export type CampaignStatusAction = 'pause' | 'activate' | 'complete' | 'cancel';

/** The status a request names for each action (SPEC 7's `PATCH /campaigns/{id}/status {status}`). */
export const REQUESTED_STATUS = {
  pause: 'PAUSED',
  activate: 'DELIVERING',
  complete: 'COMPLETED',
  cancel: 'CANCELED',
} as const satisfies Record<CampaignStatusAction, CampaignStatus>;
export type RequestedStatus = (typeof REQUESTED_STATUS)[CampaignStatusAction];
export const REQUESTED_STATUSES = Object.values(REQUESTED_STATUS) as [RequestedStatus, ...RequestedStatus[]];

export function actionOf(requested: RequestedStatus): CampaignStatusAction {
  const entry = Object.entries(REQUESTED_STATUS).find(([, status]) => status === requested);
  return (entry?.[0] ?? 'pause') as CampaignStatusAction;
}

/** Statuses no action leaves: the campaign's story is over. */
export const FINAL_STATUSES: readonly CampaignStatus[] = ['COMPLETED', 'CANCELED', 'DISAPPROVED'];

/**
 * Where each action may start. A campaign pending approval is the approver's: only an admin pauses or activates
 * (approves) it, so pausing and activating again cannot skip the approval. A draft is launched from the wizard,
 * whose save runs the launch checks, never by activating it.
 */
/** A campaign launched and not over: what finishing may close, and cancelling too. */
const UNDER_WAY: readonly CampaignStatus[] = [
  'DELIVERING',
  'DELIVERY_EXTENDED',
  'READY',
  'PAUSED',
  'PAUSED_INVENTORY_RELEASED',
  'INACTIVE',
  'PENDING_APPROVAL',
];

const FROM: Readonly<Record<CampaignStatusAction, readonly CampaignStatus[]>> = {
  pause: ['DELIVERING', 'DELIVERY_EXTENDED', 'READY', 'INACTIVE', 'PENDING_APPROVAL'],
  activate: ['PAUSED', 'PAUSED_INVENTORY_RELEASED', 'INACTIVE', 'PENDING_APPROVAL'],
  complete: UNDER_WAY,
  cancel: [...UNDER_WAY, 'DRAFT'],
};

export interface StatusContext {
  startDate: Date | string;
  endDate: Date | string;
  now: Date | string;
  /** Null when nobody is signed in: then only what needs no permission is offered. */
  role: Role | null;
}

/** Why a change is refused: its status, a flight already over, not started yet, or an approval only an admin gives. */
export type StatusRefusal = 'status' | 'ended' | 'notStarted' | 'approval';

export type StatusTransition = { ok: true; status: CampaignStatus } | { ok: false; reason: StatusRefusal };

const time = (value: Date | string) => new Date(value).getTime();

/**
 * Whether the flight is over for pausing and activating: its end has passed, unless delivery was extended past
 * it (DELIVERY_EXTENDED runs on after the end by definition).
 */
function hasEnded(status: CampaignStatus, context: StatusContext): boolean {
  return status !== 'DELIVERY_EXTENDED' && time(context.endDate) < time(context.now);
}

/** The status `action` leads to from `status`, or why it may not. */
export function campaignTransition(
  status: CampaignStatus,
  action: CampaignStatusAction,
  context: StatusContext,
): StatusTransition {
  if (!FROM[action].includes(status)) return { ok: false, reason: 'status' };
  if (status === 'PENDING_APPROVAL' && !can(context.role, 'campaigns.approve') && action !== 'cancel') {
    return { ok: false, reason: 'approval' };
  }
  switch (action) {
    case 'pause':
      return hasEnded(status, context) ? { ok: false, reason: 'ended' } : { ok: true, status: 'PAUSED' };
    case 'activate':
      if (hasEnded(status, context)) return { ok: false, reason: 'ended' };
      // Activated before its start, it waits READY and delivers from the start date (SPEC 4, decision 021).
      return { ok: true, status: time(context.startDate) > time(context.now) ? 'READY' : 'DELIVERING' };
    case 'complete':
      // Finishing is for a flight under way; one not started yet is cancelled instead.
      return time(context.startDate) > time(context.now)
        ? { ok: false, reason: 'notStarted' }
        : { ok: true, status: 'COMPLETED' };
    case 'cancel':
      return { ok: true, status: 'CANCELED' };
  }
}

const ACTIONS: readonly CampaignStatusAction[] = ['pause', 'activate', 'complete', 'cancel'];

/** The actions a campaign allows now, in the order the screens offer them. */
export function availableStatusActions(
  status: CampaignStatus,
  context: StatusContext,
): CampaignStatusAction[] {
  return ACTIONS.filter((action) => campaignTransition(status, action, context).ok);
}

/**
 * Whether a delivery server should deliver a campaign in this status: delivering, extended, ready (it starts by its
 * flight dates), gone inactive for want of inventory, or an edit pending approval (the approved version delivers
 * meanwhile, decision 021). Paused, finished, cancelled, disapproved and draft campaigns deliver nothing.
 */
export function deliversIn(status: CampaignStatus): boolean {
  return (
    status === 'DELIVERING' ||
    status === 'DELIVERY_EXTENDED' ||
    status === 'READY' ||
    status === 'INACTIVE' ||
    status === 'PENDING_APPROVAL'
  );
}
