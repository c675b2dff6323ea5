/*
 * Splitting whole counts at random but exactly: the parts always sum to the total, each part gets its share on
 * average, and clicks never outnumber the impressions they split over.
 */

export type RandomSource = () => number;

/** `total` split by `weights`: the whole shares first, then what is left one by one, by the fractions left. */
export function splitCount(total: number, weights: readonly number[], random: RandomSource): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const raw = weights.map((weight) => (total * Math.max(0, weight)) / sum);
  const parts = raw.map(Math.floor);
  const rests = raw.map((value, index) => value - (parts[index] ?? 0));
  let left = total - parts.reduce((a, b) => a + b, 0);
  while (left > 0) {
    const index = pick(rests.some((rest) => rest > 0) ? rests : weights, random);
    parts[index] = (parts[index] ?? 0) + 1;
    rests[index] = 0;
    left -= 1;
  }
  return parts;
}

/** Clicks split over parts in proportion to their impressions times a factor, none over its impressions. */
export function splitClicks(
  clicks: number,
  impressions: readonly number[],
  factors: readonly number[],
  random: RandomSource,
): number[] {
  const parts = splitCount(
    Math.min(
      clicks,
      impressions.reduce((a, b) => a + b, 0),
    ),
    impressions.map((count, index) => count * (factors[index] ?? 1)),
    random,
  );
  let excess = 0;
  parts.forEach((part, index) => {
    const room = impressions[index] ?? 0;
    if (part > room) {
      excess += part - room;
      parts[index] = room;
    }
  });
  for (let index = 0; excess > 0 && index < parts.length; index += 1) {
    const room = (impressions[index] ?? 0) - (parts[index] ?? 0);
    const moved = Math.min(room, excess);
    parts[index] = (parts[index] ?? 0) + moved;
    excess -= moved;
  }
  return parts;
}

/** Rounds up or down at random so that many small amounts keep their expected sum. */
export function roundRandomly(value: number, random: RandomSource): number {
  const floor = Math.floor(value);
  return floor + (random() < value - floor ? 1 : 0);
}

function pick(weights: readonly number[], random: RandomSource): number {
  const total = weights.reduce((a, b) => a + Math.max(0, b), 0);
  let point = random() * total;
  for (let index = 0; index < weights.length; index += 1) {
    point -= Math.max(0, weights[index] ?? 0);
    if (point < 0) return index;
  }
  return weights.findLastIndex((weight) => weight > 0);
}
