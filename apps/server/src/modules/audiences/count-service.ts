import type { AudienceFilters, AudienceOptions } from '@adcontrol/domain/audiences/audience';
import type { CountAudienceResponse } from '@adcontrol/domain/audiences/contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { AudienceEngineHolder } from './engine-holder';

/** The devices an audience reaches, with its split by country, gender and age band (SPEC 3 and 5). */
export async function countAudience(
  holder: AudienceEngineHolder,
  request: { filters: AudienceFilters; options?: AudienceOptions | undefined },
): Promise<CountAudienceResponse> {
  const engine = await holder.ready().catch((error: unknown) => {
    throw new AppError('UPSTREAM_UNAVAILABLE', 'Audience counts are not available right now', {
      cause: error,
      key: 'audiences.countUnavailable',
    });
  });
  const result = await engine.count(request.filters, {
    ignoreMultiplier: request.options?.ignoreMultiplier === true,
    breakdown: true,
  });
  return {
    count: result.count,
    devices: result.panelCount,
    ...(result.breakdown ? { breakdown: result.breakdown } : {}),
    elapsedMs: Math.round(result.elapsedMs * 1000) / 1000,
  };
}
