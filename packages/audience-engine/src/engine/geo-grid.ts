import { type Circle, DEG, haversineTerm, isInside } from '../geo/distance';

/** Grid cells of 0.005 degree (about 550 m): a circle's box names a few cells, the exact distance decides. */
const CELLS_PER_DEGREE = 200;
const COLUMNS = 360 * CELLS_PER_DEGREE;

const rowOf = (lat: number) =>
  Math.min(180 * CELLS_PER_DEGREE - 1, Math.floor((lat + 90) * CELLS_PER_DEGREE));
const columnOf = (lon: number) => Math.min(COLUMNS - 1, Math.floor((lon + 180) * CELLS_PER_DEGREE));

/**
 * The devices found in circles, as a bitset over the engine's id range: a device seen in several circles (or
 * at home and at a seen place) is marked once, and the ids come out sorted, which is what a bitmap builds
 * from fastest. One set is reused by every count of an engine.
 */
export class IdSet {
  private readonly words: Uint32Array;
  private sorted = new Uint32Array(1024);
  private low = Number.POSITIVE_INFINITY;
  private high = -1;

  constructor(
    private readonly from: number,
    size: number,
  ) {
    this.words = new Uint32Array(Math.ceil(size / 32) + 1);
  }

  add(id: number): void {
    const offset = id - this.from;
    const word = offset >>> 5;
    this.words[word] = (this.words[word] ?? 0) | (1 << (offset & 31));
    if (word < this.low) this.low = word;
    if (word > this.high) this.high = word;
  }

  has(id: number): boolean {
    const offset = id - this.from;
    return ((this.words[offset >>> 5] ?? 0) & (1 << (offset & 31))) !== 0;
  }

  /** Marks a cell's devices; a cell lists its ids in ascending order (see GeoGrid.build). */
  addAll(ids: Uint32Array, start: number, end: number): void {
    if (end <= start) return;
    const { words, from } = this;
    const firstWord = ((ids[start] as number) - from) >>> 5;
    const lastWord = ((ids[end - 1] as number) - from) >>> 5;
    if (firstWord < this.low) this.low = firstWord;
    if (lastWord > this.high) this.high = lastWord;
    for (let index = start; index < end; index += 1) {
      const offset = (ids[index] as number) - from;
      words[offset >>> 5] = (words[offset >>> 5] as number) | (1 << (offset & 31));
    }
  }

  /** The marked ids in ascending order (valid until the next call), and the set emptied. */
  drain(): Uint32Array {
    let count = 0;
    const { words } = this;
    for (let word = this.low; word <= this.high; word += 1) {
      let bits = words[word] ?? 0;
      if (bits === 0) continue;
      words[word] = 0;
      const base = this.from + word * 32;
      while (bits !== 0) {
        const lowest = bits & -bits;
        if (count === this.sorted.length) this.grow();
        this.sorted[count] = base + 31 - Math.clz32(lowest);
        count += 1;
        bits ^= lowest;
      }
    }
    this.low = Number.POSITIVE_INFINITY;
    this.high = -1;
    return this.sorted.subarray(0, count);
  }

  private grow(): void {
    const grown = new Uint32Array(this.sorted.length * 2);
    grown.set(this.sorted);
    this.sorted = grown;
  }
}

/**
 * Locations sorted by grid cell (row-major), so the cells of one row of a box are one contiguous run:
 * one binary search per row, then a scan over coordinates laid out side by side.
 */
export class GeoGrid {
  private constructor(
    private readonly cellKeys: Uint32Array,
    private readonly cellStarts: Uint32Array,
    private readonly ids: Uint32Array,
    private readonly lats: Float32Array,
    private readonly lons: Float32Array,
  ) {}

  get bytes(): number {
    return this.cellKeys.byteLength + this.cellStarts.byteLength + this.ids.byteLength * 3;
  }

  /**
   * `ids[i]` is the device at location i, in ascending order; locations are sorted here by a stable radix sort
   * on the cell key, so each cell keeps its ids ascending.
   */
  static build(ids: Uint32Array, lats: Float32Array, lons: Float32Array, length: number): GeoGrid {
    const keys = new Uint32Array(length);
    for (let index = 0; index < length; index += 1) {
      keys[index] = rowOf(lats[index] ?? 0) * COLUMNS + columnOf(lons[index] ?? 0);
    }
    const order = radixOrder(keys);
    const sortedIds = new Uint32Array(length);
    const sortedLats = new Float32Array(length);
    const sortedLons = new Float32Array(length);
    let cells = 0;
    for (let index = 0; index < length; index += 1) {
      const from = order[index] ?? 0;
      sortedIds[index] = ids[from] ?? 0;
      sortedLats[index] = lats[from] ?? 0;
      sortedLons[index] = lons[from] ?? 0;
      if (index === 0 || keys[from] !== keys[order[index - 1] ?? 0]) cells += 1;
    }
    const cellKeys = new Uint32Array(cells);
    const cellStarts = new Uint32Array(cells + 1);
    let cell = -1;
    for (let index = 0; index < length; index += 1) {
      const key = keys[order[index] ?? 0] ?? 0;
      if (cell < 0 || cellKeys[cell] !== key) {
        cell += 1;
        cellKeys[cell] = key;
        cellStarts[cell] = index;
      }
    }
    cellStarts[cells] = length;
    return new GeoGrid(cellKeys, cellStarts, sortedIds, sortedLats, sortedLons);
  }

  /** Pushes every device with a location inside the circle. */
  collect(target: Circle, into: IdSet): void {
    const { box } = target;
    const firstRow = rowOf(box.minLat);
    const lastRow = rowOf(box.maxLat);
    const firstColumn = columnOf(box.minLon);
    const lastColumn = columnOf(box.maxLon);
    const { lats, lons, ids, cellStarts } = this;
    // Bounds on the haversine term without trigonometry (sin x <= x, sin x >= x - x^3/6, cos of the row's
    // latitudes between its ends) settle most points; only those near the edge get the exact test. The
    // margins are far wider than rounding, so every decision is the exact test's.
    const sureInside = target.threshold * (1 - 1e-9);
    const sureOutside = target.threshold * (1 + 1e-9);
    const halfDeg = DEG / 2;
    for (let row = firstRow; row <= lastRow; row += 1) {
      const fromCell = lowerBound(this.cellKeys, row * COLUMNS + firstColumn);
      const toCell = lowerBound(this.cellKeys, row * COLUMNS + lastColumn + 1);
      const south = row / CELLS_PER_DEGREE - 90;
      const north = (row + 1) / CELLS_PER_DEGREE - 90;
      const cosSouth = Math.cos(south * DEG);
      const cosNorth = Math.cos(north * DEG);
      const crossesEquator = south < 0 && north > 0;
      const wide = target.cosLat * (crossesEquator ? 1 : Math.max(cosSouth, cosNorth)) * (1 + 1e-12);
      const narrow = target.cosLat * Math.min(cosSouth, cosNorth) * (1 - 1e-12);
      for (let cell = fromCell; cell < toCell; cell += 1) {
        const start = cellStarts[cell] ?? 0;
        const end = cellStarts[cell + 1] ?? 0;
        const west = ((this.cellKeys[cell] ?? 0) % COLUMNS) / CELLS_PER_DEGREE - 180;
        if (isCellInside(target, south, north, west, west + 1 / CELLS_PER_DEGREE)) {
          into.addAll(ids, start, end);
          continue;
        }
        for (let index = start; index < end; index += 1) {
          const id = ids[index] as number;
          // Found already (at home, or in an overlapping circle): no need to measure again.
          if (into.has(id)) continue;
          const lat = lats[index] as number;
          const lon = lons[index] as number;
          // Cells reach past the box; outside it nothing can be inside the circle.
          if (lat < box.minLat || lat > box.maxLat || lon < box.minLon || lon > box.maxLon) continue;
          const x = Math.abs((lat - target.lat) * halfDeg);
          const y = Math.abs((lon - target.lon) * halfDeg);
          if (x * x + wide * (y * y) <= sureInside) {
            into.add(id);
            continue;
          }
          const sx = x - (x * x * x) / 6;
          const sy = y - (y * y * y) / 6;
          if (sx * sx + narrow * (sy * sy) >= sureOutside) continue;
          if (isInside(target, lat, lon)) into.add(id);
        }
      }
    }
  }
}

function isCellInside(target: Circle, south: number, north: number, west: number, east: number): boolean {
  const inner = target.innerThreshold;
  return (
    haversineTerm(target, south, west) <= inner &&
    haversineTerm(target, south, east) <= inner &&
    haversineTerm(target, north, west) <= inner &&
    haversineTerm(target, north, east) <= inner
  );
}

function lowerBound(values: Uint32Array, target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The order that sorts 32-bit keys, stable: two passes of 16 bits (LSD radix). */
function radixOrder(keys: Uint32Array): Uint32Array {
  const length = keys.length;
  let order = new Uint32Array(length);
  for (let index = 0; index < length; index += 1) order[index] = index;
  let scratch = new Uint32Array(length);
  for (const shift of [0, 16]) {
    const counts = new Uint32Array(65_537);
    for (let index = 0; index < length; index += 1) {
      const digit = ((keys[index] ?? 0) >>> shift) & 0xffff;
      counts[digit + 1] = (counts[digit + 1] ?? 0) + 1;
    }
    for (let digit = 1; digit < counts.length; digit += 1)
      counts[digit] = (counts[digit] ?? 0) + (counts[digit - 1] ?? 0);
    for (let index = 0; index < length; index += 1) {
      const item = order[index] ?? 0;
      const digit = ((keys[item] ?? 0) >>> shift) & 0xffff;
      const position = counts[digit] ?? 0;
      scratch[position] = item;
      counts[digit] = position + 1;
    }
    [order, scratch] = [scratch, order];
  }
  return order;
}
