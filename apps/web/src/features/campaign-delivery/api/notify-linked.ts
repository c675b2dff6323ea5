import { linkedNotification } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { CappingSource } from '@adcontrol/domain/shared/enums';
import { callEndpoint } from '../../../lib/api-client';

/**
 * SPEC 7's `POST /campaigns/linked/notification`: tells the campaign's seller and advertiser. A plain call, not a
 * hook: it is offered in the notification that outlives the link modal.
 */
export function notifyLinked(campaignId: number, source: CappingSource) {
  return callEndpoint(linkedNotification, { body: { campaignId, source } });
}
