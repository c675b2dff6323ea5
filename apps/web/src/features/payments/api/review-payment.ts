import { type ReviewPaymentRequest, reviewPayment } from '@adcontrol/domain/payments/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';
import { payableCampaignsKey } from './get-payable-campaigns';
import { paymentListsKey } from './get-payments';

/** An admin approves or rejects; the lists and the campaigns the payment covers say so at once. */
export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [reviewPayment.operationId],
    mutationFn: ({ id, ...body }: ReviewPaymentRequest & { id: number }) =>
      callEndpoint(reviewPayment, { params: { id }, body }),
    onSuccess: async (payment) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentListsKey }),
        queryClient.invalidateQueries({ queryKey: payableCampaignsKey }),
        ...payment.campaigns.map(({ id }) =>
          queryClient.invalidateQueries({ queryKey: campaignKeys.details(id) }),
        ),
      ]);
    },
  });
}
