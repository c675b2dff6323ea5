import type { Capping } from '@adcontrol/domain/campaigns/campaign';
import {
  type CappingUpdate,
  type CappingValues,
  currentShares,
  type SourceShares,
  updatedCapping,
} from '@adcontrol/domain/rules/capping';
import type { CappingSource, Source } from '@adcontrol/domain/shared/enums';

/** The modal's source choice: one server, or both ('all', SPEC 9's "both"). */
export type SourceChoice = CappingSource;
/** Per server values typed one by one, or one total split by the servers' current shares. */
export type CappingMode = 'servers' | 'split';

export interface CappingFormValues {
  source: SourceChoice;
  mode: CappingMode;
  newton: CappingValues;
  sinew: CappingValues;
  total: CappingValues;
}

export interface CappingPlan {
  shares: SourceShares;
  newton: CappingValues;
  sinew: CappingValues;
  /** The campaign's total daily capping once saved: the source's values, or both summed (SPEC 4). */
  total: CappingValues;
}

/** The request for SPEC 7's capping call: the total to split, or the values of the servers typed. */
export function cappingRequest(values: CappingFormValues): CappingUpdate {
  if (values.mode === 'split')
    return { capping: { ...values.total }, source: values.source, action: 'split' };
  const { newton, sinew, source } = values;
  if (source !== 'all')
    return { capping: { ...values[source], [source]: { ...values[source] } }, source, action: 'set' };
  const sum = { impressions: newton.impressions + sinew.impressions, clicks: newton.clicks + sinew.clicks };
  return { capping: { ...sum, newton: { ...newton }, sinew: { ...sinew } }, source, action: 'set' };
}

/**
 * What the server will store for these values, by the shared rule it applies (`updatedCapping`: a total split by
 * the current shares, SPEC 9, then the source making the total, SPEC 4). The preview shows exactly this.
 */
export function planCapping(capping: Capping, values: CappingFormValues): CappingPlan {
  const updated = updatedCapping(capping, cappingRequest(values));
  return {
    shares: currentShares(capping),
    newton: updated.newton,
    sinew: updated.sinew,
    total: { impressions: updated.impressions, clicks: updated.clicks },
  };
}

/** Whether only the source changed: then SPEC 7's source call says it, and the values stay as stored. */
export function isSourceOnly(capping: Capping, source: CappingSource | null, values: CappingFormValues) {
  const same = (a: CappingValues, b: CappingValues) =>
    a.impressions === b.impressions && a.clicks === b.clicks;
  return (
    values.mode === 'servers' &&
    same(values.newton, capping.newton) &&
    same(values.sinew, capping.sinew) &&
    values.source !== (source ?? 'all')
  );
}

/** Share of a server in percent (SPEC 9: percentages with 1 decimal), even when neither has any. */
export function sharePercent(shares: SourceShares, server: Source): number {
  const all = shares.newton + shares.sinew;
  return all > 0 ? (shares[server] / all) * 100 : 50;
}

export type CappingField = `${'newton' | 'sinew' | 'total'}.${keyof CappingValues}`;
