import { createPayment } from '@adcontrol/domain/payments/contracts';
import { PAYMENT_PROOF } from '@adcontrol/domain/payments/payment-values';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';
import { payableCampaignsKey } from './get-payable-campaigns';
import { paymentListsKey } from './get-payments';

export interface NewPayment {
  advertiserId: number;
  campaignIds: number[];
  /** Already normalised: digits and at most one decimal point. */
  amount: string;
  currency: string;
  methodId: number;
  paidOn: string;
  proof: File;
}

export function recordPayment(payment: NewPayment) {
  const body = new FormData();
  body.append('advertiserId', String(payment.advertiserId));
  body.append('campaignIds', payment.campaignIds.join(','));
  body.append('amount', payment.amount);
  body.append('currency', payment.currency);
  body.append('methodId', String(payment.methodId));
  body.append('paidOn', payment.paidOn);
  body.append(PAYMENT_PROOF.field, payment.proof, payment.proof.name);
  return callEndpoint(createPayment, { body });
}

/** A recorded payment shows in the lists and in the campaigns it covers at once. */
export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [createPayment.operationId],
    mutationFn: recordPayment,
    onSuccess: async (_, payment) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentListsKey }),
        queryClient.invalidateQueries({ queryKey: payableCampaignsKey }),
        ...payment.campaignIds.map((id) =>
          queryClient.invalidateQueries({ queryKey: campaignKeys.details(id) }),
        ),
      ]);
    },
  });
}
