import {
  type CreatePresentationRequest,
  createPresentation,
} from '@adcontrol/domain/presentations/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { recentDecksQuery } from './list-presentations';

/** Queues a deck; the recent list shows it at once. */
export function useCreatePresentation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [createPresentation.operationId],
    mutationFn: (body: CreatePresentationRequest) => callEndpoint(createPresentation, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentDecksQuery().queryKey }),
  });
}
