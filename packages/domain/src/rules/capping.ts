import type { CappingSource, Source } from '../shared/enums';
import type { MessageKey } from '../shared/messages';

export type CappingValues = { readonly impressions: number; readonly clicks: number };

/** The parts of a campaign's capping these rules read and write (SPEC 3). */
export type SourceCapping = CappingValues & {
  readonly empower: boolean;
  readonly newton: CappingValues;
  readonly sinew: CappingValues;
};

export type SourceShares = Readonly<Record<Source, number>>;

/** Each server's current share of the delivery: by impressions, or by clicks while nothing was shown. */
export function currentShares(capping: Pick<SourceCapping, Source>): SourceShares {
  const metric = capping.newton.impressions + capping.sinew.impressions > 0 ? 'impressions' : 'clicks';
  return { newton: capping.newton[metric], sinew: capping.sinew[metric] };
}

/**
 * SPEC 9: a total capping is split between newton and sinew by the percentage of their current shares;
 * with no share on either side, evenly. Parts are whole numbers that always add up to the total.
 */
export function splitCapping(total: CappingValues, shares: SourceShares): Record<Source, CappingValues> {
  const [newtonImpressions, sinewImpressions] = splitInteger(total.impressions, shares);
  const [newtonClicks, sinewClicks] = splitInteger(total.clicks, shares);
  return {
    newton: { impressions: newtonImpressions, clicks: newtonClicks },
    sinew: { impressions: sinewImpressions, clicks: sinewClicks },
  };
}

function splitInteger(total: number, shares: SourceShares): [number, number] {
  const newtonShare = Math.max(0, shares.newton);
  const all = newtonShare + Math.max(0, shares.sinew);
  const newton = Math.round(all > 0 ? (total * newtonShare) / all : total / 2);
  return [newton, total - newton];
}

/**
 * SPEC 4: choosing a source replaces the total capping with that source's values; with no source
 * (or both, 'all') the two sources are summed.
 */
export function applyCappingSource<T extends SourceCapping>(capping: T, source: CappingSource | null): T {
  const total =
    source === 'newton' || source === 'sinew'
      ? capping[source]
      : {
          impressions: capping.newton.impressions + capping.sinew.impressions,
          clicks: capping.newton.clicks + capping.sinew.clicks,
        };
  return { ...capping, impressions: total.impressions, clicks: total.clicks };
}

/** SPEC 4: toggling empower flips capping.empower and nothing else. */
export function toggleEmpower<T extends Pick<SourceCapping, 'empower'>>(capping: T): T {
  return { ...capping, empower: !capping.empower };
}

/** SPEC 5: the current capping must be lower than the needed capping. */
export function validateCurrentCapping(current: number, needed: number): MessageKey | null {
  return current < needed ? null : 'validation.cappingNotLowerThanNeeded';
}

/** How a capping update reads its numbers: `set` them as given, or `split` a total by the current shares. */
export type CappingAction = 'set' | 'split';

export interface CappingUpdate {
  /** The total; with `set` and one source, that source's values unless `newton` or `sinew` says otherwise. */
  capping: CappingValues & { readonly newton?: CappingValues; readonly sinew?: CappingValues };
  source: CappingSource | null;
  action: CappingAction;
}

/**
 * The capping after an update (SPEC 4 and 9): `split` divides the total between newton and sinew by their
 * current shares; `set` takes each source's values as given (a total sent with one source is that source's),
 * keeping the ones not given. Then the source rule makes the total: one source's values, or both summed.
 */
export function updatedCapping<T extends SourceCapping>(current: T, update: CappingUpdate): T {
  const { capping, source } = update;
  const total = { impressions: capping.impressions, clicks: capping.clicks };
  const perSource =
    update.action === 'split'
      ? splitCapping(total, currentShares(current))
      : {
          newton: capping.newton ?? (source === 'newton' ? total : current.newton),
          sinew: capping.sinew ?? (source === 'sinew' ? total : current.sinew),
        };
  return applyCappingSource({ ...current, newton: perSource.newton, sinew: perSource.sinew }, source);
}
