import { listAccounts, listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import type { SaveCampaignRequest } from '@adcontrol/domain/campaigns/campaign';
import {
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
  getCampaignDetails,
} from '@adcontrol/domain/campaigns/contracts';
import {
  CAMPAIGN_UPLOADS,
  checkCampaignName,
  getCappingEstimate,
  type UnitPriceRequest,
  unitPriceFormula,
  uploadWorkOrder,
} from '@adcontrol/domain/campaigns/draft-contracts';
import { rolesFor } from '@adcontrol/domain/rules/permissions';
import type { PurchaseModel } from '@adcontrol/domain/shared/enums';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** The advertisers the caller may create campaigns for. */
export function useAdvertiserChoices(enabled: boolean) {
  return useQuery({
    queryKey: [listAdvertisersRaw.operationId] as const,
    queryFn: () => callEndpoint(listAdvertisersRaw, { query: {} }),
    enabled,
    staleTime: 60_000,
  });
}

/** The sellers and super sellers of the caller's scope a campaign may be booked to (SPEC 3 `seller`). */
export function useSellerChoices(enabled: boolean) {
  return useQuery({
    queryKey: [listAccounts.operationId, 'campaign-sellers'] as const,
    queryFn: async () => {
      const pages = await Promise.all(
        rolesFor('campaigns.sell').map((role) =>
          callEndpoint(listAccounts, {
            query: { filter: JSON.stringify({ role, limit: 200, sort: 'company', order: 'asc' }) },
          }),
        ),
      );
      return pages.flatMap((page) => page.items);
    },
    enabled,
    staleTime: 60_000,
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

export function useCampaignDetails(id: number | null) {
  return useQuery({
    queryKey: [getCampaignDetails.operationId, id] as const,
    queryFn: () => callEndpoint(getCampaignDetails, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });
}

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCampaignRequest) => callEndpoint(createCampaign, { body }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useDuplicateCampaign(id: number) {
  return useMutation({
    mutationFn: (name: string) => callEndpoint(duplicateCampaign, { params: { id }, body: { name } }),
  });
}

export function useDeleteCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(deleteCampaign, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
