import type { OptimisationChange } from '../modules/delivery/changes';

/*
 * How a campaign's traffic is shared among its active creatives (docs/decisions/032): each creative has a
 * stable CTR of its own around the campaign's expected one, and an optimised campaign gives `weight` percent of
 * its traffic to the creatives that perform best so far.
 */

/** A stable number in [0, 1) from an id, the same on every run and machine. */
export function unitHash(id: number): number {
  let hash = Math.imul(id ^ 0x9e3779b9, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 4_294_967_296;
}

/** A creative's true CTR in percent: 0.6 to 1.4 times the campaign's expected CTR (1 % without one). */
export function creativeCtr(creativeId: number, campaignCtr: number | null): number {
  return (campaignCtr ?? 1) * (0.6 + 0.8 * unitHash(creativeId));
}

export interface Performance {
  impressions: number;
  clicks: number;
}

/**
 * Each creative's share of the traffic (they sum to 1). Without optimisation, even. With it, `weight` percent
 * goes to the favoured creatives, those whose CTR so far is above `threshold` (or the better half when it is
 * unset), in proportion to that CTR; the rest is spread evenly over all of them.
 */
export function trafficShares(
  performance: readonly Performance[],
  optimisation: OptimisationChange,
): number[] {
  const count = performance.length;
  if (count === 0) return [];
  const even = performance.map(() => 1 / count);
  if (!optimisation.enabled || optimisation.weight <= 0) return even;
  const ctrs = performance.map((p) => (p.impressions > 0 ? (p.clicks * 100) / p.impressions : null));
  const favoured = favouredOf(ctrs, optimisation.threshold);
  const total = favoured.reduce((sum, index) => sum + (ctrs[index] ?? 0), 0);
  if (total <= 0) return even;
  const weight = optimisation.weight / 100;
  return performance.map(
    (_, index) =>
      (1 - weight) / count + (favoured.includes(index) ? (weight * (ctrs[index] ?? 0)) / total : 0),
  );
}

function favouredOf(ctrs: readonly (number | null)[], threshold: number | null): number[] {
  const known = ctrs.flatMap((ctr, index) => (ctr === null ? [] : [{ ctr, index }]));
  if (threshold !== null) return known.filter(({ ctr }) => ctr > threshold).map(({ index }) => index);
  const better = [...known].sort((a, b) => b.ctr - a.ctr).slice(0, Math.ceil(known.length / 2));
  return better.map(({ index }) => index);
}
