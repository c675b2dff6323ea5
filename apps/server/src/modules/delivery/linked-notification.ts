import type { LinkedNotificationRequest } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { OkResponse } from '@adcontrol/domain/contract/common';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import { type AccountRow, accountById } from '../accounts/index';
import { findScopedCampaign, record } from '../campaigns/index';
import { campaignLinkedMail } from '../mail/campaign-linked-mail';
import type { Mailer } from '../mail/mailer';
import type { Actor } from '../scope/actor';
import { linkedServers } from './relink';
import { serversOf } from './service';

export interface NotificationDependencies {
  db: Db;
  mailer: Mailer;
  /** Where the web app is served, for the link to the campaign. */
  publicUrl: string;
}

/**
 * SPEC 7 `POST /campaigns/linked/notification`: e-mails the campaign's advertiser and seller, each in their own
 * language, that it was linked to the server (or both). Only a link that exists is announced: a server the
 * campaign is not linked to answers 400 naming `source`. A mail that can not be sent undoes the activity row.
 */
export async function notifyLinked(
  { db, mailer, publicUrl }: NotificationDependencies,
  actor: Actor,
  { campaignId, source }: LinkedNotificationRequest,
): Promise<OkResponse> {
  const found = await findScopedCampaign(db, actor.scope, campaignId);
  if (!found) throw new AppError('NOT_FOUND', 'Campaign not found');
  const { campaign } = found;
  const servers = serversOf(source);
  const missing = servers.find((server) => !linkedServers(campaign).includes(server));
  if (missing) {
    throw new AppError('VALIDATION_FAILED', `source: the campaign is not linked to ${missing}`, {
      field: 'source',
      key: 'delivery.notLinkedTo',
      params: { server: missing },
    });
  }
  const ids = [...new Set([campaign.advertiserId, campaign.sellerId].filter((id) => id !== null))];
  const recipients: AccountRow[] = [];
  for (const id of ids) {
    const account = await accountById(db, id);
    if (account) recipients.push(account);
  }
  await db.transaction(async (tx) => {
    await record(tx, actor, 'campaign.linkNotified', campaignId, {
      servers,
      recipients: recipients.map((recipient) => recipient.id),
    });
    for (const recipient of recipients) {
      await mailer.send(
        campaignLinkedMail(recipient, campaign.name, servers, `${publicUrl}/campaigns/${campaignId}`),
      );
    }
  });
  return { success: true };
}
