import { networkDay, networkDayStart } from '@adcontrol/domain/rules/date-format';
import { type DealAction, dealTransition } from '@adcontrol/domain/rules/deal-status';
import type { CampaignStatus, CampaignType, CountryCode, Currency } from '@adcontrol/domain/shared/enums';
import { z } from 'zod';
import type { ExchangeDayStatistics, ExchangeDeal } from './exchange';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A deal paused this long loses its reserved inventory (PAUSED_INVENTORY_RELEASED). */
export const RELEASE_AFTER_MS = DAY_MS;
/** Activating a deal whose inventory was released sends it back to approval for this long. */
export const REAPPROVAL_MS = HOUR_MS;
/** Delivery is integrated over the day in steps of this length. */
const STEP_MS = 15 * 60_000;

/**
 * How a deal's life goes in the offline exchange (docs/decisions/035): a draft never submitted; submitted, then
 * at `decidedAt` approved, disapproved or canceled; approved, it is READY until its start, DELIVERING until its end
 * (DELIVERY_EXTENDED for `extendedDays` more), then COMPLETED. On the way it may go INACTIVE for a while (no
 * bids), or be paused by the buyer at `buyerPausedAt` (its inventory released a day later).
 */
export const dealPlan = z.object({
  dealId: z.string(),
  name: z.string(),
  type: z.enum(['STANDARD', 'PREFERRED_DEAL']),
  buyerId: z.string(),
  country: z.string(),
  currency: z.string(),
  cpm: z.number(),
  budget: z.number(),
  /** Click-through rate as a fraction of impressions. */
  ctr: z.number(),
  outcome: z.enum(['approved', 'disapproved', 'canceled', 'draft']),
  submittedAt: z.string(),
  decidedAt: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  extendedDays: z.number().int().nonnegative(),
  inactive: z.object({ from: z.string(), to: z.string() }).nullable(),
  buyerPausedAt: z.string().nullable(),
});
export type DealPlan = z.infer<typeof dealPlan>;

export const dealActionRecord = z.object({
  at: z.string(),
  action: z.enum(['pause', 'activate']),
  key: z.string(),
});
export type DealActionRecord = z.infer<typeof dealActionRecord>;

/** What the deal's own people did last: nothing (the plan rules), a pause, a re-approval, or a resumption. */
type Manual =
  | { kind: 'planned' }
  | { kind: 'paused'; since: number }
  | { kind: 'reapproval'; until: number }
  | { kind: 'resumed' };

/** Parsed instants, once per text: delivery samples a deal's status every quarter hour of its flight. */
const parsed = new Map<string, number>();
function time(iso: string): number {
  let value = parsed.get(iso);
  if (value === undefined) {
    if (parsed.size > 10_000) parsed.clear();
    value = Date.parse(iso);
    parsed.set(iso, value);
  }
  return value;
}
const flightEnd = (plan: DealPlan) => time(plan.endDate) + plan.extendedDays * DAY_MS;

/** The status the plan alone gives at `t`; with `ignoreBuyerPause`, as if the buyer had not paused it. */
function plannedStatus(plan: DealPlan, t: number, ignoreBuyerPause: boolean): CampaignStatus {
  if (plan.outcome === 'draft' || t < time(plan.submittedAt)) return 'DRAFT';
  if (t < time(plan.decidedAt)) return 'PENDING_APPROVAL';
  if (plan.outcome === 'disapproved') return 'DISAPPROVED';
  if (plan.outcome === 'canceled') return 'CANCELED';
  if (t < time(plan.startDate)) return 'READY';
  if (t >= flightEnd(plan)) return 'COMPLETED';
  if (!ignoreBuyerPause && plan.buyerPausedAt && t >= time(plan.buyerPausedAt)) {
    return t - time(plan.buyerPausedAt) >= RELEASE_AFTER_MS ? 'PAUSED_INVENTORY_RELEASED' : 'PAUSED';
  }
  if (plan.inactive && t >= time(plan.inactive.from) && t < time(plan.inactive.to)) return 'INACTIVE';
  return t >= time(plan.endDate) ? 'DELIVERY_EXTENDED' : 'DELIVERING';
}

/** Statuses no pause or activation can override: before approval, refused, and after the flight. */
const SETTLED = new Set<CampaignStatus>([
  'DRAFT',
  'PENDING_APPROVAL',
  'DISAPPROVED',
  'CANCELED',
  'COMPLETED',
]);

function statusWith(plan: DealPlan, manual: Manual, t: number): CampaignStatus {
  const planned = plannedStatus(plan, t, manual.kind !== 'planned');
  if (SETTLED.has(planned)) return planned;
  switch (manual.kind) {
    case 'paused':
      return t - manual.since >= RELEASE_AFTER_MS ? 'PAUSED_INVENTORY_RELEASED' : 'PAUSED';
    case 'reapproval':
      return t < manual.until ? 'PENDING_APPROVAL' : planned;
    default:
      return planned;
  }
}

function manualAt(plan: DealPlan, actions: readonly DealActionRecord[], t: number): Manual {
  let manual: Manual = { kind: 'planned' };
  for (const record of actions) {
    const at = time(record.at);
    if (at > t) break;
    const next = dealTransition(statusWith(plan, manual, at), record.action);
    if (!next) continue;
    if (record.action === 'pause') manual = { kind: 'paused', since: at };
    else
      manual =
        next === 'PENDING_APPROVAL' ? { kind: 'reapproval', until: at + REAPPROVAL_MS } : { kind: 'resumed' };
  }
  return manual;
}

/** The deal's raw status at `now`, by its plan and the actions sent to it (in time order). */
export function statusAt(plan: DealPlan, actions: readonly DealActionRecord[], now: Date): CampaignStatus {
  const t = now.getTime();
  return statusWith(plan, manualAt(plan, actions, t), t);
}

/** Whether `action` at `now` is one the deal's status takes. */
export function allows(plan: DealPlan, actions: readonly DealActionRecord[], action: DealAction, now: Date) {
  return dealTransition(statusAt(plan, actions, now), action) !== null;
}

export function toExchangeDeal(
  plan: DealPlan,
  actions: readonly DealActionRecord[],
  now: Date,
): ExchangeDeal {
  return {
    dealId: plan.dealId,
    name: plan.name,
    type: plan.type as CampaignType,
    status: statusAt(plan, actions, now),
    buyerId: plan.buyerId,
    country: plan.country as CountryCode,
    currency: plan.currency as Currency,
    cpm: plan.cpm,
    budget: plan.budget,
    startDate: plan.startDate,
    endDate: new Date(flightEnd(plan)).toISOString(),
  };
}

const DELIVERS = new Set<CampaignStatus>(['DELIVERING', 'DELIVERY_EXTENDED']);

/** A stable number in [0, 1) for a text: the same deal and day wobble the same way on every run. */
export function unitHash(text: string): number {
  let hash = 2_166_136_261;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16_777_619);
  }
  return (hash >>> 0) / 4_294_967_296;
}

/** The first instant of the network day (-03:00, SPEC 9) an instant falls in. */
const dayStartAt = (t: number) => networkDayStart(networkDay(t)).getTime();

/**
 * The deal's delivery per network day from `since` up to `now`, the current day so far. A day delivers its even
 * share of the budget's impressions (over the whole flight, extension included) times a wobble of ±20 %, in
 * proportion to the part of the day the deal spent delivering; clicks follow the deal's CTR, spend the CPM; the
 * budget is never passed. Deterministic: the same plan, actions and instant give the same figures.
 */
export function deliveryDays(
  plan: DealPlan,
  actions: readonly DealActionRecord[],
  now: Date,
  since?: string,
): ExchangeDayStatistics[] {
  if (plan.outcome !== 'approved' || plan.cpm <= 0) return [];
  const start = time(plan.startDate);
  const end = Math.min(flightEnd(plan), now.getTime());
  if (end <= start) return [];
  const budgetImpressions = Math.floor((plan.budget / plan.cpm) * 1000);
  const flightDays = Math.max(1, (flightEnd(plan) - start) / DAY_MS);
  const daily = budgetImpressions / flightDays;
  const days: ExchangeDayStatistics[] = [];
  let delivered = 0;
  for (let day = dayStartAt(start); day < end; day += DAY_MS) {
    const date = networkDay(day);
    const share = deliveringShare(plan, actions, Math.max(day, start), Math.min(day + DAY_MS, end));
    const wobble = 0.8 + 0.4 * unitHash(`${plan.dealId} ${date}`);
    const impressions = Math.min(Math.round(daily * wobble * share), budgetImpressions - delivered);
    delivered += impressions;
    if (since && date < since) continue;
    const ctr = plan.ctr * (0.85 + 0.3 * unitHash(`${plan.dealId} ${date} clicks`));
    days.push({
      dealId: plan.dealId,
      date,
      impressions,
      clicks: Math.min(impressions, Math.round(impressions * ctr)),
      spend: Math.round(impressions * plan.cpm * 0.1) / 100,
    });
  }
  return days;
}

/** The part of a whole day [from, to) spent delivering, sampled every quarter hour. */
function deliveringShare(
  plan: DealPlan,
  actions: readonly DealActionRecord[],
  from: number,
  to: number,
): number {
  let delivering = 0;
  for (let t = from; t < to; t += STEP_MS) {
    if (DELIVERS.has(statusWith(plan, manualAt(plan, actions, t), t)))
      delivering += Math.min(STEP_MS, to - t);
  }
  return delivering / DAY_MS;
}
