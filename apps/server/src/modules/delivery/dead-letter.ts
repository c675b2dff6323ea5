import type { DeliveryStateResponse } from '@adcontrol/domain/campaigns/delivery-contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import { findScopedCampaign, record } from '../campaigns/index';
import type { Actor } from '../scope/actor';
import { deleteChange, findChange, requeueChange } from './repository';
import { deliveryState } from './service';

/**
 * Changes a delivery server refused for good (docs/decisions/031): an admin sends one again from a first attempt
 * (it goes before the campaign's later changes to that server still waiting), or drops it. Only a change set aside
 * can be: one still being tried belongs to the worker.
 */
async function failedChange(db: Db, actor: Actor, campaignId: number, changeId: number) {
  if (!(await findScopedCampaign(db, actor.scope, campaignId))) {
    throw new AppError('NOT_FOUND', 'Campaign not found');
  }
  const row = await findChange(db, campaignId, changeId);
  if (!row || row.deliveredAt)
    throw new AppError('NOT_FOUND', 'Change not found', { key: 'errors.changeNotFound' });
  if (!row.failedAt) {
    throw new AppError('CONFLICT', 'changeId: only a change its server refused can be retried or dropped', {
      field: 'changeId',
      key: 'delivery.onlyRefusedChange',
    });
  }
  return row;
}

export async function retryChange(
  db: Db,
  actor: Actor,
  campaignId: number,
  changeId: number,
): Promise<DeliveryStateResponse> {
  const row = await failedChange(db, actor, campaignId, changeId);
  await db.transaction(async (tx) => {
    await requeueChange(tx, changeId);
    await record(tx, actor, 'campaign.deliveryRetried', campaignId, {
      server: row.server,
      type: row.change.type,
    });
  });
  return deliveryState(db, actor, campaignId);
}

export async function dropChange(
  db: Db,
  actor: Actor,
  campaignId: number,
  changeId: number,
): Promise<DeliveryStateResponse> {
  const row = await failedChange(db, actor, campaignId, changeId);
  await db.transaction(async (tx) => {
    await deleteChange(tx, changeId);
    await record(tx, actor, 'campaign.deliveryDropped', campaignId, {
      server: row.server,
      change: row.change,
      lastError: row.lastError,
    });
  });
  return deliveryState(db, actor, campaignId);
}
