import { getVastTag } from '@adcontrol/domain/campaigns/draft-contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';

/** Fetched when the user asks to insert the template, not before: most interstitials carry no VAST. */
export function useVastTemplate() {
  return useMutation({
    mutationKey: [getVastTag.operationId],
    mutationFn: () => callEndpoint(getVastTag, {}),
  });
}
