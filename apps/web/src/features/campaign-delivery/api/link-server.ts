import { linkNewton, linkSinew } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { Source } from '@adcontrol/domain/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

const LINK = { newton: linkNewton, sinew: linkSinew } as const;

export interface ServerLink {
  server: Source;
  /** The creatives to activate there; the others are paused. */
  creatives: number[];
}

/** SPEC 7's `POST /campaigns/{id}/link/sinew` (and newton's): one server, with the creatives chosen. */
export function useLinkServer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['campaigns.linkServer', id],
    mutationFn: ({ server, creatives }: ServerLink) =>
      callEndpoint(LINK[server], { params: { id }, body: { creatives } }),
    onSuccess: () => invalidateCampaign(queryClient, id),
  });
}
