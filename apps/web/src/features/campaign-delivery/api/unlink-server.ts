import { unlinkNewton, unlinkSinew } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { Source } from '@adcontrol/domain/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

const UNLINK = { newton: unlinkNewton, sinew: unlinkSinew } as const;

/** SPEC 7's `/unlink/sinew` (and newton's): the campaign stops on that server. */
export function useUnlinkServer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['campaigns.unlinkServer', id],
    mutationFn: (server: Source) => callEndpoint(UNLINK[server], { params: { id }, body: {} }),
    onSuccess: () => invalidateCampaign(queryClient, id),
  });
}
