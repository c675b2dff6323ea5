import type {
  UpdateCampaignsStatusRequest,
  UpdateCampaignsStatusResponse,
} from '@adcontrol/domain/campaigns/contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { and, asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns } from '../../db/schema';
import type { Actor } from '../scope/actor';
import { campaignInScope } from './repository';
import { applyStatus } from './service';

/**
 * `PATCH /campaigns/status`: the Control table's bulk pause or activate, with the single campaign's rule for each
 * (docs/decisions/024). One transaction, the campaigns locked while it runs: when any id is outside the
 * caller's scope or missing, the answer is 404 and nothing changes.
 */
export async function updateCampaignsStatus(
  db: Db,
  actor: Actor,
  request: UpdateCampaignsStatusRequest,
  now = new Date(),
): Promise<UpdateCampaignsStatusResponse> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: campaigns.id, startDate: campaigns.startDate, status: campaigns.status })
      .from(campaigns)
      .where(and(inArray(campaigns.id, request.ids), campaignInScope(actor.scope)))
      .orderBy(asc(campaigns.id))
      .for('update');
    if (found.length !== request.ids.length) throw new AppError('NOT_FOUND', 'Campaign not found');
    const items = [];
    for (const campaign of found) {
      items.push({ id: campaign.id, status: await applyStatus(tx, actor, campaign, request.status, now) });
    }
    return { items };
  });
}
