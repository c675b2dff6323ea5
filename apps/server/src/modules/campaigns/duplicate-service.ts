import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import type { Actor } from '../scope/actor';
import { nameExists, notFound } from './errors';
import { creativesOf, findScopedCampaign, insertCampaign, insertCreative, nameTaken } from './repository';
import { getCampaign, record } from './service';

/** A copy under a new unique name, with every creative, not linked to any server and ready to be reviewed. */
export async function duplicateCampaign(db: Db, actor: Actor, id: number, name: string): Promise<Campaign> {
  const found = await findScopedCampaign(db, actor.scope, id);
  if (!found) throw notFound();
  if (await nameTaken(db, name)) throw nameExists('name');
  const { id: _id, createdAt: _created, updatedAt: _updated, ...source } = found.campaign;
  let copyId: number;
  try {
    copyId = await db.transaction(async (tx) => {
      const newId = await insertCampaign(tx, {
        ...source,
        name: name.trim(),
        status: 'READY',
        linkedNewton: false,
        linkedSinew: false,
        dataInfo: null,
        createdBy: actor.accountId,
      });
      const originals = await creativesOf(tx, id);
      const parents = originals.filter(({ creative }) => creative.parentCreativeId === null);
      for (const { creative } of parents) {
        const { id: _creativeId, createdAt: _c, updatedAt: _u, campaignId: _campaign, ...copy } = creative;
        await insertCreative(tx, { ...copy, campaignId: newId, parentCreativeId: null });
      }
      await record(tx, actor, 'campaign.duplicated', newId, { from: id, name: name.trim() });
      return newId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists('name');
    throw error;
  }
  return getCampaign(db, actor, copyId);
}
