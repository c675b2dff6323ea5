import { supportOptimized } from '@adcontrol/domain/creatives/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const supportOptimizedKey = (creativeId: number) =>
  [supportOptimized.operationId, creativeId] as const;

/** SPEC 7's `GET creatives/{id}/support-optimized`: the creative's support and optimised variants. */
export function useSupportOptimized(creativeId: number, isEnabled = true) {
  return useQuery({
    queryKey: supportOptimizedKey(creativeId),
    queryFn: () => callEndpoint(supportOptimized, { params: { id: creativeId } }),
    enabled: isEnabled,
  });
}
