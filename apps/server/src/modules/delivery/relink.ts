import { SOURCES, type Source } from '@adcontrol/domain/shared/enums';
import type { Db } from '../../db/client';
import { type CampaignRow, creativesOf, findScopedCampaign } from '../campaigns/index';
import { statusChangeOf } from './changes';
import { linkPayload } from './link-payload';
import { enqueue } from './outbox-repository';

/*
 * What the campaigns module queues for the delivery servers when a campaign itself changes (docs/decisions/041):
 * its status, its saved content, its removal. Each is called inside the transaction that makes the change, so the
 * change and its message to the servers commit together or not at all.
 */

/** The servers a campaign is linked to now. */
export const linkedServers = (row: Pick<CampaignRow, 'linkedNewton' | 'linkedSinew'>): Source[] =>
  SOURCES.filter((server) => (server === 'newton' ? row.linkedNewton : row.linkedSinew));

/** Tells every linked server the campaign's new status. */
export async function queueCampaignStatus(
  tx: Db,
  campaign: Pick<CampaignRow, 'id' | 'linkedNewton' | 'linkedSinew'>,
  status: CampaignRow['status'],
): Promise<void> {
  for (const server of linkedServers(campaign)) {
    await enqueue(tx, campaign.id, server, [
      { type: 'campaignStatus', campaignStatus: statusChangeOf(status) },
    ]);
  }
}

/** Tells every linked server to stop holding a campaign removed here (the outbox keeps no key to the campaign). */
export async function queueRemoval(
  tx: Db,
  campaign: Pick<CampaignRow, 'id' | 'linkedNewton' | 'linkedSinew'>,
): Promise<void> {
  for (const server of linkedServers(campaign)) await enqueue(tx, campaign.id, server, [{ type: 'unlink' }]);
}

/**
 * Re-sends the link to every server the campaign is linked to, with the campaign and its creatives as they now
 * are: how a server hears of a creative added to a linked campaign, of a saved edit and of an approved one (a
 * server applies a link again as a replacement, keeping the ids it gave). Call it in the transaction that makes
 * the change.
 */
export async function queueRelink(tx: Db, campaignId: number): Promise<void> {
  const found = await findScopedCampaign(tx, { kind: 'all' }, campaignId);
  if (!found) return;
  const servers = linkedServers(found.campaign);
  if (servers.length === 0) return;
  const rows = await creativesOf(tx, campaignId);
  for (const server of servers) {
    const campaign = await linkPayload(tx, {
      campaign: found.campaign,
      creatives: rows.map((row) => row.creative),
      statuses: new Map(),
      server,
    });
    await enqueue(tx, campaignId, server, [{ type: 'link', campaign }]);
  }
}
