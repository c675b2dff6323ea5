import { type SimulatorPriceRequest, simulatorUnitPrice } from '@adcontrol/domain/simulator/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The price the campaign formula suggests for a country, model and budget (SPEC 7 `campaigns/formula`). */
export function useSuggestedPrice(request: SimulatorPriceRequest | null) {
  return useQuery({
    queryKey: [simulatorUnitPrice.operationId, request] as const,
    queryFn: () => callEndpoint(simulatorUnitPrice, { body: request as SimulatorPriceRequest }),
    enabled: request !== null,
    staleTime: 60 * 60_000,
  });
}
