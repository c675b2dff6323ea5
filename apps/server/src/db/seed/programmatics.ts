import type { Role } from '@adcontrol/domain/shared/enums';
import type { DealPlan } from '../../modules/programmatics/offline-model';
import type { offlineExchangeDeals } from '../schema';
import type { Advertiser } from './accounts';
import { marketOf } from './markets';
import { Random } from './random';
import { addDays } from './time';

type BookRow = typeof offlineExchangeDeals.$inferInsert;

/** A separate generator, so the deals change no other demo row. */
const SEED = 20_251_126;

/**
 * The turns of a deal's life, relative to the seed's `now` in days (docs/decisions/035): the demo opens with
 * every raw status of SPEC 4 on the table, and deals keep moving as the days pass (one is approved within hours,
 * one starts tomorrow, one ends today).
 */
type Scenario = Omit<
  DealPlan,
  'dealId' | 'name' | 'type' | 'buyerId' | 'country' | 'currency' | 'cpm' | 'budget' | 'ctr'
>;

const at = (now: Date, days: number) => addDays(now, days).toISOString();

function scenarios(now: Date): Scenario[] {
  const plan = (
    days: { submitted: number; decided: number; start: number; end: number },
    rest: Partial<Scenario> = {},
  ): Scenario => ({
    outcome: 'approved',
    submittedAt: at(now, days.submitted),
    decidedAt: at(now, days.decided),
    startDate: at(now, days.start),
    endDate: at(now, days.end),
    extendedDays: 0,
    inactive: null,
    buyerPausedAt: null,
    ...rest,
  });
  return [
    plan({ submitted: -22, decided: -20, start: -16, end: 14 }),
    plan({ submitted: -30, decided: -28, start: -24, end: 4 }),
    plan({ submitted: -6, decided: -2, start: 4, end: 34 }),
    plan({ submitted: -0.3, decided: 1.5, start: 5, end: 40 }),
    plan({ submitted: -75, decided: -73, start: -60, end: -12 }),
    plan({ submitted: -9, decided: -7, start: 6, end: 30 }, { outcome: 'disapproved' }),
    plan({ submitted: 3650, decided: 3650, start: 10, end: 40 }, { outcome: 'draft' }),
    plan({ submitted: -14, decided: -4, start: 3, end: 33 }, { outcome: 'canceled' }),
    plan({ submitted: -40, decided: -38, start: -32, end: -2 }, { extendedDays: 7 }),
    plan(
      { submitted: -18, decided: -16, start: -12, end: 18 },
      {
        inactive: { from: at(now, -2), to: at(now, 2) },
      },
    ),
    plan({ submitted: -25, decided: -23, start: -20, end: 20 }, { buyerPausedAt: at(now, -5) }),
    plan({ submitted: -15, decided: -13, start: -10, end: 25 }, { buyerPausedAt: at(now, -0.4) }),
    plan({ submitted: -0.5, decided: 2 / 24, start: 1, end: 21 }),
    plan({ submitted: -35, decided: -33, start: -30, end: 5 / 24 }),
    plan({ submitted: -12, decided: -10, start: -8, end: 22 }),
  ];
}

const PRODUCTS = ['Prime', 'Mobile', 'Weekend', 'Launch', 'Always On', 'Holiday', 'Retarget', 'Awareness'];

/**
 * The offline exchange's book for the demo: a few deals for each advertiser the demo seller sells to (so the seller
 * sees a full page), and one for a spread of the network's other advertisers, cycling through the scenarios.
 */
export function buildExchangeBook(now: Date, advertisers: readonly Advertiser[], demo: Record<Role, number>) {
  const rng = new Random(SEED);
  const mine = advertisers.filter((advertiser) => advertiser.sellerId === demo.seller);
  const others = rng.sample(
    advertisers.filter((advertiser) => advertiser.sellerId !== demo.seller),
    30,
  );
  const buyers = [...mine.flatMap((advertiser) => [advertiser, advertiser, advertiser]), ...others];
  const plans = scenarios(now);
  return buyers.map((buyer, index): BookRow => {
    const market = marketOf(buyer.country);
    const scenario = plans[index % plans.length] as Scenario;
    const flightDays = Math.max(
      1,
      (Date.parse(scenario.endDate) - Date.parse(scenario.startDate)) / 86_400_000,
    );
    const cpmUsd = rng.logUniform(1.2, 6);
    const factor = 10 ** market.priceDecimals;
    const cpm = Math.round(cpmUsd * market.perUsd * factor) / factor;
    const dailyImpressions = rng.logUniform(20_000, 250_000);
    const budgetUnits = (dailyImpressions * flightDays * cpm) / 1000;
    const budget = Math.max(
      market.budgetStep,
      Math.round(budgetUnits / market.budgetStep) * market.budgetStep,
    );
    const plan: DealPlan = {
      dealId: `PD-${String(7301 + index).padStart(6, '0')}`,
      name: `${buyer.company} ${rng.pick(PRODUCTS)} ${index % 3 === 0 ? 'PMP' : 'Deal'}`,
      type: rng.chance(0.45) ? 'PREFERRED_DEAL' : 'STANDARD',
      buyerId: String(buyer.id),
      country: buyer.country,
      currency: market.currency,
      cpm,
      budget,
      ctr: rng.float(0.002, 0.009),
      ...scenario,
      // Deals submitted in the same hour read oddly: spread them over it.
      submittedAt: new Date(Date.parse(scenario.submittedAt) - rng.int(0, 50) * 60_000).toISOString(),
    };
    return { dealId: plan.dealId, plan, actions: [] };
  });
}
