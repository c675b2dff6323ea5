import { SOURCES } from '@adcontrol/domain/shared/enums';
import { and, asc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import { linkPayload } from '../../modules/delivery/link-payload';
import { enqueue } from '../../modules/delivery/outbox-repository';
import type { Db } from '../client';
import { campaigns, creatives } from '../schema';

const LINKED = { newton: campaigns.linkedNewton, sinew: campaigns.linkedSinew } as const;

/**
 * The demo marks campaigns linked; this queues their links, as linking them would have (docs/decisions/032), for
 * those delivering now, so the delivery servers carry on from the seeded figures of today once the app starts.
 */
export async function queueSeededLinks(db: Db, now: Date): Promise<void> {
  const delivering = await db
    .select()
    .from(campaigns)
    .where(
      and(
        inArray(campaigns.status, ['DELIVERING', 'DELIVERY_EXTENDED']),
        lte(campaigns.startDate, now),
        gt(campaigns.endDate, now),
        or(eq(LINKED.newton, true), eq(LINKED.sinew, true)),
      ),
    )
    .orderBy(asc(campaigns.id));
  for (const campaign of delivering) {
    const list = await db.select().from(creatives).where(eq(creatives.campaignId, campaign.id));
    for (const server of SOURCES) {
      const linked = server === 'newton' ? campaign.linkedNewton : campaign.linkedSinew;
      if (!linked) continue;
      const payload = await linkPayload(db, { campaign, creatives: list, statuses: new Map(), server, now });
      await enqueue(db, campaign.id, server, [{ type: 'link', campaign: payload }]);
    }
  }
}
