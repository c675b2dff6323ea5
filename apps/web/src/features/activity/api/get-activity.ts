import { type ActivityListQuery, listActivity } from '@adcontrol/domain/activity/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function activityQueryOptions(query: ActivityListQuery) {
  return queryOptions({
    queryKey: [listActivity.operationId, query] as const,
    queryFn: () => callEndpoint(listActivity, { query }),
    // The page being read stays while the next loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useActivity(query: ActivityListQuery) {
  return useQuery(activityQueryOptions(query));
}
