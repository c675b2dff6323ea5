import { type LoginEventsQuery, listLoginEvents } from '@adcontrol/domain/events/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function loginEventsQueryOptions(query: LoginEventsQuery) {
  return queryOptions({
    queryKey: [listLoginEvents.operationId, query] as const,
    queryFn: () => callEndpoint(listLoginEvents, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useLoginEvents(query: LoginEventsQuery) {
  return useQuery(loginEventsQueryOptions(query));
}
