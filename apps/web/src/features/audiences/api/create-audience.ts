import { type CreateAudienceRequest, createAudience } from '@adcontrol/domain/audiences/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audienceKeys } from '../../../entities/audiences/api/audience-keys';
import { callEndpoint } from '../../../lib/api-client';

export function createNewAudience(body: CreateAudienceRequest) {
  return callEndpoint(createAudience, { body });
}

export function useCreateAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [createAudience.operationId],
    mutationFn: createNewAudience,
    onSuccess: (saved) => {
      queryClient.setQueryData(audienceKeys.detail(saved._id), saved);
      return queryClient.invalidateQueries({ queryKey: audienceKeys.lists });
    },
  });
}
