import type { QueryClient } from '@tanstack/react-query';
import {
  campaignCreativesKey,
  campaignDetailsKey,
  controlListKeys,
  deliveryStateKey,
} from '../../../lib/campaign-queries';

/**
 * After any delivery change: the campaign's details and creatives, what is pending for its servers and every
 * Control list read again, since each may show what changed (a link, a capping, a status).
 */
export function invalidateCampaign(queryClient: QueryClient, id: number) {
  const keys = [campaignDetailsKey(id), campaignCreativesKey(id), deliveryStateKey(id), ...controlListKeys];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
