import type { QueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';

/**
 * After any delivery change: the campaign's details and creatives, what is pending for its servers and every
 * Control list read again, since each may show what changed (a link, a capping, a status).
 */
export function invalidateCampaign(queryClient: QueryClient, id: number) {
  const keys = [
    campaignKeys.details(id),
    campaignKeys.creatives(id),
    campaignKeys.deliveryState(id),
    ...campaignKeys.lists,
  ];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
