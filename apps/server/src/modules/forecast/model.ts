import { deliveredCost, EVERY_CLICK_CONVERTS } from '@adcontrol/domain/rules/delivered-cost';
import { countsImpressions } from '@adcontrol/domain/rules/delivery-metric';
import { CLICK_RATE } from '@adcontrol/domain/rules/targets';
import type { CampaignFormat, Currency, PurchaseModel } from '@adcontrol/domain/shared/enums';
import type { ForecastBasis, ForecastRange, ForecastResponse } from '@adcontrol/domain/simulator/contracts';
import { flightDays } from '@adcontrol/domain/simulator/contracts';
import { type DayProfile, dailyCurve } from './daily-curve';
import { MIN_PEERS, type PeerFacts, peerCtr, peerFill, similarPeers } from './peers';
import { type Spread, spreadOf } from './spread';

export interface ForecastInput {
  country: string;
  format: CampaignFormat;
  model: PurchaseModel;
  currency: Currency;
  budget: number;
  unitPrice: number;
  startDate: string;
  endDate: string;
  audience: { id: number; name: string; devices: number } | null;
}

/** What the network had seen before the cut-off day. */
export interface History {
  peers: readonly PeerFacts[];
  profile: DayProfile;
  /** First and last delivery day read; null with no delivery at all. */
  period: { from: string; to: string } | null;
}

/**
 * Without enough history the forecast says what the network's rules assume (SPEC 9: 2 clicks in 100
 * impressions, every unit bought delivered), with a range wide enough to admit it is a guess.
 */
const RULES_CTR: Spread = { low: 1, median: CLICK_RATE * 100, high: 3, widened: true };
const RULES_FILL: Spread = { low: 0.5, median: 1, high: 1, widened: true };

type Triple = { low: number; expected: number; high: number };
const triple = (low: number, expected: number, high: number): Triple => ({ low, expected, high });
const scale = (value: Triple, by: Triple): Triple =>
  triple(value.low * by.low, value.expected * by.expected, value.high * by.high);

/**
 * The forecast of one campaign from the history of similar ones (docs/decisions/036): the goal the budget buys,
 * delivered at the peers' fill, clicked at their CTR, reaching devices at their rate, bounded by the audience.
 * Pure: the same input and history always give the same answer.
 */
export function forecast(input: ForecastInput, history: History): ForecastResponse {
  const { tier, peers } = similarPeers(history.peers, input);
  const ctr = tier === 'rules' ? RULES_CTR : spreadOf(peers.map(peerCtr));
  const rawFill = tier === 'rules' ? RULES_FILL : spreadOf(peers.map(peerFill));
  // Delivery can pass the goal (a click campaign clicked more than expected), as the peers' did; only the bill
  // stops at the budget (spendOf).
  const fill = triple(rawFill.low, rawFill.median, rawFill.high);
  const conversionRate = input.model === 'CPA' ? conversionOf(history.peers) : null;
  const units = input.budget / input.unitPrice;
  const ctrShare = triple(ctr.low / 100, ctr.median / 100, ctr.high / 100);

  let impressions: Triple;
  let clicks: Triple;
  let goal: { impressions: number; clicks: number };
  if (countsImpressions(input.model)) {
    const goalImpressions = units * 1000;
    goal = { impressions: goalImpressions, clicks: goalImpressions * ctrShare.expected };
    impressions = scale(triple(goalImpressions, goalImpressions, goalImpressions), fill);
    clicks = scale(impressions, ctrShare);
  } else {
    // Bought by the click (CPC, CPE) or the action (CPA, clicks at the conversion rate).
    const goalClicks = conversionRate === null ? units : units / (conversionRate / 100);
    goal = { impressions: goalClicks / ctrShare.expected, clicks: goalClicks };
    clicks = scale(triple(goalClicks, goalClicks, goalClicks), fill);
    // More clicks per impression need fewer impressions: the low end pairs with the high CTR.
    impressions = triple(
      clicks.low / ctrShare.high,
      clicks.expected / ctrShare.expected,
      clicks.high / ctrShare.low,
    );
  }

  const reachRate = reachPerImpression(peers.length > 0 ? peers : history.peers);
  let reach = reachRate ? scale(impressions, triple(reachRate.low, reachRate.median, reachRate.high)) : null;
  let audience: ForecastBasis['audience'] = null;
  if (input.audience) {
    const devices = input.audience.devices;
    const limits = reach !== null && reach.expected > devices;
    if (reach && limits) {
      // The audience holds fewer devices than the goal needs: delivery stops when they are used up.
      const room = (value: number) => (value > devices ? devices / value : 1);
      const cut = triple(room(reach.low), room(reach.expected), room(reach.high));
      impressions = scale(impressions, cut);
      clicks = scale(clicks, cut);
      reach = scale(reach, cut);
    }
    audience = { ...input.audience, limits };
  }

  const spend = spendOf(input, impressions, clicks, conversionRate);
  const days = flightDays(input.startDate, input.endDate);
  const basis: ForecastBasis = {
    tier,
    peers: peers.length,
    minimumPeers: MIN_PEERS,
    period: tier === 'rules' ? null : history.period,
    ctr: round(ctr.median, 2),
    fill: round(rawFill.median * 100, 1),
    conversionRate,
    reachPerImpression: reachRate ? round(reachRate.median, 4) : null,
    widened: ctr.widened || rawFill.widened,
    audience,
  };
  return {
    currency: input.currency,
    days,
    goal: { impressions: Math.round(goal.impressions), clicks: Math.round(goal.clicks) },
    impressions: whole(impressions),
    clicks: whole(clicks),
    ctr: rangeOf(triple(ctr.low, ctr.median, ctr.high), 2),
    reach: reach ? whole(reach) : null,
    spend: rangeOf(spend, 2),
    daily: dailyCurve(input.startDate, days, whole(impressions), history.profile),
    basis,
  };
}

/** The median conversion rate of the CPA campaigns seen, or every click when none had one. */
function conversionOf(peers: readonly PeerFacts[]): number {
  const rates = peers.flatMap((peer) =>
    peer.model === 'CPA' && peer.conversionRate !== null && peer.conversionRate > 0
      ? [peer.conversionRate]
      : [],
  );
  return rates.length > 0 ? round(spreadOf(rates).median, 2) : EVERY_CLICK_CONVERTS;
}

/** Unique devices per impression of the peers that reported reach, or null when none did. */
function reachPerImpression(peers: readonly PeerFacts[]): Spread | null {
  const rates = peers.flatMap((peer) =>
    peer.reach && peer.reach.impressions > 0
      ? [Math.min(1, peer.reach.devices / peer.reach.impressions)]
      : [],
  );
  return rates.length > 0 ? spreadOf(rates) : null;
}

/** What the delivery costs at the unit price (rules/delivered-cost.ts), never more than the budget. */
function spendOf(input: ForecastInput, impressions: Triple, clicks: Triple, conversionRate: number | null) {
  const pricing = { model: input.model, unitPrice: input.unitPrice, conversionRate };
  const cost = (shown: number, clicked: number) =>
    Math.min(input.budget, deliveredCost(pricing, { impressions: shown, clicks: clicked }));
  return triple(
    cost(impressions.low, clicks.low),
    cost(impressions.expected, clicks.expected),
    cost(impressions.high, clicks.high),
  );
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function rangeOf(value: Triple, decimals: number): ForecastRange {
  return {
    expected: round(value.expected, decimals),
    low: round(Math.min(value.low, value.expected), decimals),
    high: round(Math.max(value.high, value.expected), decimals),
  };
}

const whole = (value: Triple): ForecastRange => rangeOf(value, 0);
