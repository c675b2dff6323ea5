import { deliveredUnits } from '@adcontrol/domain/rules/delivery-metric';
import type { CampaignFormat, PurchaseModel } from '@adcontrol/domain/shared/enums';
import type { ForecastTier } from '@adcontrol/domain/simulator/contracts';

/** What one past campaign delivered before the forecast's cut-off day (docs/decisions/036). */
export interface PeerFacts {
  id: number;
  country: string;
  format: CampaignFormat;
  model: PurchaseModel;
  /** Delivered in the days read. */
  impressions: number;
  clicks: number;
  /** Its target impressions and clicks spread evenly over its flight days, both ends included. */
  dailyGoal: { impressions: number; clicks: number };
  /** Days of its flight inside the period read (it was meant to deliver on them). */
  flightDaysRead: number;
  /** Percent of clicks that become actions (CPA campaigns). */
  conversionRate: number | null;
  /** Unique devices it reached so far, and the impressions it took; null when no reach was reported. */
  reach: { devices: number; impressions: number } | null;
}

/** Fewer similar campaigns than this and the forecast looks one tier wider. */
export const MIN_PEERS = 5;

/** A peer's click-through rate in percent. */
export const peerCtr = (peer: PeerFacts) => (peer.clicks / peer.impressions) * 100;

/**
 * A peer's fill: what it delivered against its goal for the days it was meant to run, as a share, counted in the
 * unit it was bought by (impressions for CPM, clicks otherwise).
 */
export function peerFill(peer: PeerFacts): number {
  const delivered = deliveredUnits(peer.model, peer);
  const goal = deliveredUnits(peer.model, peer.dailyGoal);
  return delivered / (goal * peer.flightDaysRead);
}

/** Peers whose figures mean something: they delivered, had a goal and were meant to run. */
export const isUsable = (peer: PeerFacts) =>
  peer.impressions > 0 && deliveredUnits(peer.model, peer.dailyGoal) > 0 && peer.flightDaysRead > 0;

interface Wanted {
  country: string;
  format: CampaignFormat;
  model: PurchaseModel;
}

const TIER_TESTS: readonly [ForecastTier, (peer: PeerFacts, wanted: Wanted) => boolean][] = [
  [
    'country_format_model',
    (peer, wanted) =>
      peer.country === wanted.country && peer.format === wanted.format && peer.model === wanted.model,
  ],
  ['format_model', (peer, wanted) => peer.format === wanted.format && peer.model === wanted.model],
  ['format', (peer, wanted) => peer.format === wanted.format],
  ['network', () => true],
];

/**
 * The most alike campaigns there are enough of: same country, format and purchase model; else the same format
 * and model anywhere; else the same format; else the whole network. With fewer than MIN_PEERS even then, no
 * peers: the forecast falls back to the network's rules (`rules`).
 */
export function similarPeers(
  peers: readonly PeerFacts[],
  wanted: Wanted,
): { tier: ForecastTier; peers: PeerFacts[] } {
  const usable = peers.filter(isUsable);
  for (const [tier, test] of TIER_TESTS) {
    const chosen = usable.filter((peer) => test(peer, wanted));
    if (chosen.length >= MIN_PEERS) return { tier, peers: chosen };
  }
  return { tier: 'rules', peers: [] };
}
