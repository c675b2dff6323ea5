import type { SaveCampaignRequest } from '@adcontrol/domain/campaigns/campaign';
import { createCampaign } from '@adcontrol/domain/campaigns/contracts';
import {
  CAMPAIGN_UPLOADS,
  checkCampaignName,
  getCappingEstimate,
  type UnitPriceRequest,
  unitPriceFormula,
  uploadWorkOrder,
} from '@adcontrol/domain/campaigns/draft-contracts';
import type { PurchaseModel } from '@adcontrol/domain/shared/enums';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';

/** SPEC 5: 'Campaign already exists' as soon as the name is typed; the edited campaign's own name is free. */
export function useNameAvailability(name: string, id: number | null) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: [checkCampaignName.operationId, trimmed.toLowerCase(), id] as const,
    queryFn: () => callEndpoint(checkCampaignName, { query: { name: trimmed, ...(id ? { id } : {}) } }),
    enabled: trimmed.length > 0,
    staleTime: 10_000,
  });
}

/** The unit price the network suggests for the draft (SPEC 7 `campaigns/formula`), once it can be priced. */
export function useSuggestedPrice(request: UnitPriceRequest | null) {
  return useQuery({
    queryKey: [unitPriceFormula.operationId, request] as const,
    queryFn: () => callEndpoint(unitPriceFormula, { body: request as UnitPriceRequest }),
    enabled: request !== null,
    staleTime: 60_000,
  });
}

export interface EstimateInput {
  start: string;
  end: string;
  model: PurchaseModel;
  budget: number;
  price: number;
}

/** SPEC 5: the capping estimate, asked only when start, end, model, budget and price are all set. */
export function useCappingEstimate(input: EstimateInput | null) {
  return useQuery({
    queryKey: [getCappingEstimate.operationId, input] as const,
    queryFn: () => {
      const { start, end, ...query } = input as EstimateInput;
      return callEndpoint(getCappingEstimate, { params: { a: start, b: end }, query });
    },
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function uploadWorkOrders(files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append(CAMPAIGN_UPLOADS.workOrder.field, file);
  return callEndpoint(uploadWorkOrder, { body } as never);
}

/** Creates or updates the campaign; the lists, and what is known of that campaign, are read again. */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCampaignRequest) => callEndpoint(createCampaign, { body }),
    onSuccess: (saved) =>
      Promise.all(
        [
          ...campaignKeys.lists,
          campaignKeys.details(saved.id),
          campaignKeys.creatives(saved.id),
          campaignKeys.deliveryState(saved.id),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
