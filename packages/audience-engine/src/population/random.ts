/** A small seeded generator (mulberry32): the same seed gives the same population on every machine. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  /** A standard normal value (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
}

/** Cumulative weights, drawn from by binary search. */
export class WeightedPicker {
  private readonly cumulative: Float64Array;

  constructor(weights: readonly number[]) {
    this.cumulative = new Float64Array(weights.length);
    let total = 0;
    weights.forEach((weight, index) => {
      total += weight;
      this.cumulative[index] = total;
    });
  }

  pick(random: Random): number {
    const cumulative = this.cumulative;
    const target = random.next() * (cumulative[cumulative.length - 1] ?? 0);
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return low;
  }
}

/** Zipf-like weights: the k-th most popular item is drawn about 1/k^s as often as the first. */
export function zipfWeights(count: number, exponent = 1): number[] {
  return Array.from({ length: count }, (_, rank) => 1 / (rank + 1) ** exponent);
}
