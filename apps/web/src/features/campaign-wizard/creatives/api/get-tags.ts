import { listTags } from '@adcontrol/domain/campaigns/draft-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';

export const tagsQueryOptions = queryOptions({
  queryKey: [listTags.operationId] as const,
  queryFn: () => callEndpoint(listTags, {}),
  staleTime: 10 * 60_000,
});

/** The topics and products creatives already use: suggestions, since any new one may be typed. */
export function useCreativeTags() {
  return useQuery(tagsQueryOptions);
}
