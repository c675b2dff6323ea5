import { type UpdateAudienceRequest, updateAudience } from '@adcontrol/domain/audiences/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audienceKeys } from '../../../entities/audiences/api/audience-keys';
import { callEndpoint } from '../../../lib/api-client';

export function changeAudience({ id, body }: { id: number; body: UpdateAudienceRequest }) {
  return callEndpoint(updateAudience, { params: { id }, body });
}

export function useUpdateAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateAudience.operationId],
    mutationFn: changeAudience,
    onSuccess: (saved) => {
      queryClient.setQueryData(audienceKeys.detail(saved._id), saved);
      return queryClient.invalidateQueries({ queryKey: audienceKeys.lists });
    },
  });
}
