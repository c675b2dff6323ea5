import { updateDealStatus } from '@adcontrol/domain/campaigns/programmatic-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { dealStatisticsKey } from './get-deal-statistics';
import { dealListKey } from './get-deals';

export interface DealStatusChange {
  id: number;
  status: 'PAUSED' | 'DELIVERING';
}

/** Pause or activate a deal through the exchange; the lists and its statistics refetch. */
export function useUpdateDealStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateDealStatus.operationId],
    mutationFn: ({ id, status }: DealStatusChange) =>
      callEndpoint(updateDealStatus, { params: { id }, body: { status } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealListKey }),
        queryClient.invalidateQueries({ queryKey: dealStatisticsKey }),
      ]),
  });
}
