import type { Capping } from '@adcontrol/domain/campaigns/campaign';
import type { UpdateCappingRequest } from '@adcontrol/domain/campaigns/delivery-contracts';
import {
  applyCappingSource,
  type CappingValues,
  currentShares,
  type SourceShares,
  splitCapping,
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

/**
 * What the server will store for these values, by the shared rules: a total is split by the current shares
 * (`splitCapping`, SPEC 9), then the source decides the total (`applyCappingSource`, SPEC 4). The preview shows
 * exactly this.
 */
export function planCapping(capping: Capping, values: CappingFormValues): CappingPlan {
  const shares = currentShares(capping);
  const parts =
    values.mode === 'split'
      ? splitCapping(values.total, shares)
      : { newton: values.newton, sinew: values.sinew };
  const applied = applyCappingSource({ ...capping, ...parts }, values.source);
  return {
    shares,
    newton: parts.newton,
    sinew: parts.sinew,
    total: { impressions: applied.impressions, clicks: applied.clicks },
  };
}

/** The request for SPEC 7's capping call: the per-server values, or the total to split. */
export function cappingRequest(values: CappingFormValues): UpdateCappingRequest {
  if (values.mode === 'split') {
    return { capping: { ...values.total }, source: values.source, action: 'split' };
  }
  const total = applyCappingSource(
    { empower: false, impressions: 0, clicks: 0, newton: values.newton, sinew: values.sinew },
    values.source,
  );
  return {
    capping: {
      impressions: total.impressions,
      clicks: total.clicks,
      newton: { ...values.newton },
      sinew: { ...values.sinew },
    },
    source: values.source,
    action: 'set',
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
