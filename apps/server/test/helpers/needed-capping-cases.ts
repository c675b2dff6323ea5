import { neededCapping } from '@adcontrol/domain/rules/needed-capping';
import { PURCHASE_MODELS } from '@adcontrol/domain/shared/enums';
import fc from 'fast-check';

const DAY_MS = 86_400_000;
const FROM = Date.parse('2025-01-01T00:00:00Z');
const instant = fc.integer({ min: FROM, max: FROM + 400 * DAY_MS }).map((ms) => new Date(ms));
const figures = fc.record({ impressions: fc.nat(50_000_000), clicks: fc.nat(1_000_000) });

export interface NeededCappingCase {
  model: (typeof PURCHASE_MODELS)[number];
  start: Date;
  end: Date;
  now: Date;
  target: { impressions: number; clicks: number };
  delivered: { impressions: number; clicks: number };
  /** The domain's needed capping for it, as text (what the SQL twins must answer). */
  expected: string;
}

/**
 * `count` campaigns with a delivery and a day, before, during and after their flights (flights of up to 120 days in
 * 2025-26), each with the domain's needed capping: what the SQL copies of the rule are held to.
 */
export function neededCappingCases(count: number): NeededCappingCase[] {
  const sampled = fc.sample(
    fc.record({
      model: fc.constantFrom(...PURCHASE_MODELS),
      start: instant,
      length: fc.integer({ min: 0, max: 120 * DAY_MS }),
      now: instant,
      target: figures,
      delivered: figures,
    }),
    count,
  );
  return sampled.map(({ length, ...each }) => {
    const end = new Date(each.start.getTime() + length);
    const campaign = { purchaseModel: each.model, target: each.target, startDate: each.start, endDate: end };
    return { ...each, end, expected: String(neededCapping(campaign, each.delivered, each.now).value) };
  });
}
