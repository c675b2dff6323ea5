import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type {
  UpdateCampaignsStatusRequest,
  UpdateCampaignsStatusResponse,
} from '@adcontrol/domain/campaigns/contracts';
import {
  actionOf,
  type CampaignStatusAction,
  campaignTransition,
  type RequestedStatus,
  type StatusRefusal,
} from '@adcontrol/domain/rules/campaign-status';
import { formatDisplayDate } from '@adcontrol/domain/rules/date-format';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { type MessageKey, message } from '@adcontrol/domain/shared/messages';
import type { Db } from '../../db/client';
import { changesBetween } from '../activity/index';
import { queueCampaignStatus, queueRelink } from '../delivery/index';
import type { Actor } from '../scope/actor';
import { lockInScope as lockRows, type StatusSubjectRow, updateCampaign } from './repository';
import { getCampaign, record } from './service';

/*
 * Status changes of campaigns (SPEC 4 and 7, docs/decisions/041): the status machine of the domain decides, the
 * change and its message to every linked delivery server commit in one transaction, and the activity log records it.
 */

type Locked = StatusSubjectRow;

const ACTIVITY: Record<CampaignStatusAction, string> = {
  pause: 'campaign.paused',
  activate: 'campaign.activated',
  complete: 'campaign.completed',
  cancel: 'campaign.canceled',
};

const REFUSED_BY_STATUS: Record<CampaignStatusAction, MessageKey> = {
  pause: 'campaigns.cannotPause',
  activate: 'campaigns.cannotActivate',
  complete: 'campaigns.cannotComplete',
  cancel: 'campaigns.cannotCancel',
};

function refusal(campaign: Locked, action: CampaignStatusAction, reason: StatusRefusal, field: string) {
  const values = { name: campaign.name, status: campaign.status, date: formatDisplayDate(campaign.endDate) };
  const key: MessageKey =
    reason === 'ended'
      ? 'campaigns.endedCannotChange'
      : reason === 'approval'
        ? 'campaigns.approvalIsAdmins'
        : reason === 'notStarted'
          ? 'campaigns.notStartedCannotComplete'
          : REFUSED_BY_STATUS[action];
  return new AppError('CONFLICT', message(key, 'en', values), { field, key, params: values });
}

/**
 * Changes one campaign locked in the transaction, or throws 409 saying why it may not change. An activation that
 * approves a pending edit also sends the servers the approved campaign (decision 021 held it back until now).
 */
async function applyStatus(
  tx: Db,
  actor: Actor,
  campaign: Locked,
  requested: RequestedStatus,
  now: Date,
  field: string,
): Promise<Campaign['status']> {
  const action = actionOf(requested);
  const transition = campaignTransition(campaign.status, action, { ...campaign, now, role: actor.role });
  if (!transition.ok) throw refusal(campaign, action, transition.reason, field);
  const { status } = transition;
  await updateCampaign(tx, campaign.id, { status, updatedAt: now });
  await queueCampaignStatus(tx, campaign, status);
  if (campaign.status === 'PENDING_APPROVAL' && action === 'activate') await queueRelink(tx, campaign.id);
  await record(tx, actor, ACTIVITY[action], campaign.id, changesBetween(campaign, { status }));
  return status;
}

const lockInScope = (tx: Db, actor: Actor, ids: readonly number[]): Promise<Locked[]> =>
  lockRows(tx, actor.scope, ids);

/** `PATCH /campaigns/{id}/status`: another account's campaign answers 404, a refused change 409. */
export async function updateCampaignStatus(
  db: Db,
  actor: Actor,
  id: number,
  body: { status: RequestedStatus },
  now = new Date(),
): Promise<Campaign> {
  await db.transaction(async (tx) => {
    const [campaign] = await lockInScope(tx, actor, [id]);
    if (!campaign) throw new AppError('NOT_FOUND', 'Campaign not found');
    await applyStatus(tx, actor, campaign, body.status, now, 'status');
  });
  return getCampaign(db, actor, id, now);
}

/**
 * `PATCH /campaigns/status`: the Control table's bulk change (docs/decisions/024). One transaction, the campaigns
 * locked while it runs: an id outside the caller's scope or missing answers 404, and a campaign whose status does
 * not allow the change answers 409 naming it (`ids.N`), and nothing changes.
 */
export async function updateCampaignsStatus(
  db: Db,
  actor: Actor,
  request: UpdateCampaignsStatusRequest,
  now = new Date(),
): Promise<UpdateCampaignsStatusResponse> {
  return db.transaction(async (tx) => {
    const found = await lockInScope(tx, actor, request.ids);
    if (found.length !== request.ids.length) throw new AppError('NOT_FOUND', 'Campaign not found');
    const items = [];
    for (const campaign of found) {
      const field = `ids.${request.ids.indexOf(campaign.id)}`;
      items.push({
        id: campaign.id,
        status: await applyStatus(tx, actor, campaign, request.status, now, field),
      });
    }
    return { items };
  });
}
