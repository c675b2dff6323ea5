import { linkedNotification } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { CappingSource } from '@adcontrol/domain/shared/enums';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** SPEC 7's `POST /campaigns/linked/notification`: tells the campaign's seller and advertiser. */
export function useNotifyLinked(campaignId: number) {
  return useMutation({
    mutationKey: [linkedNotification.operationId, campaignId],
    mutationFn: (source: CappingSource) => callEndpoint(linkedNotification, { body: { campaignId, source } }),
  });
}
