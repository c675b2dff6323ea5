import { type AudienceListResponse, deleteAudience } from '@adcontrol/domain/audiences/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audienceKeys } from '../../../entities/audiences/api/audience-keys';
import { callEndpoint } from '../../../lib/api-client';

export function removeAudience(id: number) {
  return callEndpoint(deleteAudience, { params: { id } });
}

/** A removed audience leaves the list and the total drops by one at once (SPEC 4); other pages go stale. */
export function useDeleteAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [deleteAudience.operationId],
    mutationFn: removeAudience,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<AudienceListResponse>({ queryKey: audienceKeys.lists }, (list) =>
        list?.items.some((item) => item._id === id)
          ? { items: list.items.filter((item) => item._id !== id), total: Math.max(0, list.total - 1) }
          : list,
      );
      queryClient.removeQueries({ queryKey: audienceKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: audienceKeys.lists, refetchType: 'none' });
    },
  });
}
