import type { Source } from '../shared/enums';

export interface CappingValues {
  impressions: number;
  clicks: number;
}

export interface SourceCapping extends CappingValues {
  empower: boolean;
  newton: CappingValues;
  sinew: CappingValues;
}

/** Split an integer total in two by weights; the parts always add up to the total exactly. */
function splitInteger(total: number, newtonWeight: number, sinewWeight: number): [number, number] {
  const weights = newtonWeight + sinewWeight;
  const newton = weights > 0 ? Math.round((total * newtonWeight) / weights) : Math.round(total / 2);
  return [newton, total - newton];
}

/**
 * Capping is split between newton and sinew by the percentage of their current shares (SPEC 9); with no
 * current share on either side, evenly.
 */
export function splitCapping(
  total: CappingValues,
  currentShares: Record<Source, CappingValues>,
): Record<Source, CappingValues> {
  const shareOf = (source: Source) => currentShares[source].impressions + currentShares[source].clicks;
  const [newtonImpressions, sinewImpressions] = splitInteger(
    total.impressions,
    shareOf('newton'),
    shareOf('sinew'),
  );
  const [newtonClicks, sinewClicks] = splitInteger(total.clicks, shareOf('newton'), shareOf('sinew'));
  return {
    newton: { impressions: newtonImpressions, clicks: newtonClicks },
    sinew: { impressions: sinewImpressions, clicks: sinewClicks },
  };
}

/**
 * SPEC 4: choosing a source replaces the total capping with that source's values; with no source the two
 * sources are summed.
 */
export function applyCappingSource(capping: SourceCapping, source: Source | null): SourceCapping {
  const total = source
    ? capping[source]
    : {
        impressions: capping.newton.impressions + capping.sinew.impressions,
        clicks: capping.newton.clicks + capping.sinew.clicks,
      };
  return { ...capping, impressions: total.impressions, clicks: total.clicks };
}

/** SPEC 4: toggling empower flips capping.empower and nothing else. */
export function toggleEmpower(capping: SourceCapping): SourceCapping {
  return { ...capping, empower: !capping.empower };
}

/** SPEC 5: the current capping must be lower than the needed capping. */
export function validateCurrentCapping(
  current: number,
  needed: number,
): 'validation.cappingNotBelowNeeded' | null {
  return current < needed ? null : 'validation.cappingNotBelowNeeded';
}
