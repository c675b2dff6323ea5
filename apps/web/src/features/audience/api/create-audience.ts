import { type CreateAudienceRequest, createAudience } from '@adcontrol/domain/audiences/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { audienceKey } from './get-audience';
import { audienceListsKey } from './get-audiences';

export function createNewAudience(body: CreateAudienceRequest) {
  return callEndpoint(createAudience, { body });
}

export function useCreateAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [createAudience.operationId],
    mutationFn: createNewAudience,
    onSuccess: (saved) => {
      queryClient.setQueryData(audienceKey(saved._id), saved);
      return queryClient.invalidateQueries({ queryKey: audienceListsKey });
    },
  });
}
