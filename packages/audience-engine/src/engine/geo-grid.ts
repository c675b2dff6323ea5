import { type Circle, DEG, isInside } from '../geo/distance';
import type { IdSet } from './id-set';

/**
 * Grid cells of 0.0025 degree (about 280 m). A circle's cells are taken whole when they lie inside it, skipped
 * when they lie outside it, and only the cells its edge crosses have their points measured: smaller cells
 * leave fewer points on the edge (docs/decisions/072).
 */
const CELLS_PER_DEGREE = 400;
const ROWS = 180 * CELLS_PER_DEGREE;
const COLUMNS = 360 * CELLS_PER_DEGREE;
const CELL_DEGREES = 1 / CELLS_PER_DEGREE;

const rowOf = (lat: number) => Math.min(ROWS - 1, Math.floor((lat + 90) * CELLS_PER_DEGREE));
const columnOf = (lon: number) => Math.min(COLUMNS - 1, Math.floor((lon + 180) * CELLS_PER_DEGREE));

/**
 * Locations sorted by grid cell (row by row, column by column), so the cells of one row of a box are one
 * contiguous run: a row's cells are found from `rowStarts`, the box's columns by binary search, then a scan
 * over coordinates laid out side by side.
 */
export class GeoGrid {
  private constructor(
    /** Index of the first cell of each row (ROWS + 1 entries). */
    private readonly rowStarts: Uint32Array,
    private readonly cellColumns: Uint32Array,
    private readonly cellStarts: Uint32Array,
    private readonly ids: Uint32Array,
    private readonly lats: Float32Array,
    private readonly lons: Float32Array,
  ) {}

  get bytes(): number {
    return (
      this.rowStarts.byteLength +
      this.cellColumns.byteLength +
      this.cellStarts.byteLength +
      this.ids.byteLength * 3
    );
  }

  get cells(): number {
    return this.cellColumns.length;
  }

  /**
   * Location i belongs to device `ids[floor(i / perDevice)]` (several seen places per device), ids ascending;
   * locations are sorted here by a stable radix sort on the column, then on the row, so each cell keeps its ids
   * ascending. The sort's buffers become the sorted ids and latitudes, so building takes four arrays of the
   * locations beside the input, not seven.
   */
  static build(
    ids: Uint32Array,
    lats: Float32Array,
    lons: Float32Array,
    length: number,
    perDevice = 1,
  ): GeoGrid {
    const keys = new Uint32Array(length);
    for (let index = 0; index < length; index += 1) keys[index] = columnOf(lons[index] ?? 0);
    const sort = radixSort(keys, COLUMNS, null);
    for (let index = 0; index < length; index += 1) keys[index] = rowOf(lats[index] ?? 0);
    const { order, spare } = radixSort(keys, ROWS, sort);
    const sortedIds = keys;
    const sortedLats = new Float32Array(spare.buffer, spare.byteOffset, length);
    const sortedLons = new Float32Array(length);
    let cells = 0;
    let previous = -1;
    for (let index = 0; index < length; index += 1) {
      const from = order[index] ?? 0;
      sortedIds[index] = ids[Math.floor(from / perDevice)] ?? 0;
      sortedLats[index] = lats[from] ?? 0;
      sortedLons[index] = lons[from] ?? 0;
      const key = rowOf(sortedLats[index] ?? 0) * COLUMNS + columnOf(sortedLons[index] ?? 0);
      if (key !== previous) cells += 1;
      previous = key;
    }
    const rowStarts = new Uint32Array(ROWS + 1);
    const cellColumns = new Uint32Array(cells);
    const cellStarts = new Uint32Array(cells + 1);
    let cell = -1;
    previous = -1;
    for (let index = 0; index < length; index += 1) {
      const row = rowOf(sortedLats[index] ?? 0);
      const column = columnOf(sortedLons[index] ?? 0);
      const key = row * COLUMNS + column;
      if (key === previous) continue;
      previous = key;
      cell += 1;
      cellColumns[cell] = column;
      cellStarts[cell] = index;
      // Every row up to this one starts at or after this cell; later rows are set by later cells.
      rowStarts[row + 1] = cell + 1;
    }
    cellStarts[cells] = length;
    for (let row = 1; row <= ROWS; row += 1)
      rowStarts[row] = Math.max(rowStarts[row] ?? 0, rowStarts[row - 1] ?? 0);
    return new GeoGrid(rowStarts, cellColumns, cellStarts, sortedIds, sortedLats, sortedLons);
  }

  /** Marks every device with a location inside the circle. */
  collect(target: Circle, into: IdSet): void {
    const { box } = target;
    const firstRow = rowOf(box.minLat);
    const lastRow = rowOf(box.maxLat);
    const firstColumn = columnOf(box.minLon);
    const lastColumn = columnOf(box.maxLon);
    const { lats, lons, ids, cellStarts, cellColumns } = this;
    // Bounds on the haversine term without trigonometry (sin x <= x, sin x >= x - x^3/6, cos of the row's
    // latitudes between its ends) settle whole cells and most points; only points near the edge get the exact
    // test. The margins are far wider than rounding, so every decision is the exact test's.
    const sureInside = target.threshold * (1 - 1e-9);
    const sureOutside = target.threshold * (1 + 1e-9);
    const halfDeg = DEG / 2;
    for (let row = firstRow; row <= lastRow; row += 1) {
      const rowFrom = this.rowStarts[row] ?? 0;
      const rowTo = this.rowStarts[row + 1] ?? 0;
      if (rowTo <= rowFrom) continue;
      const fromCell = lowerBound(cellColumns, firstColumn, rowFrom, rowTo);
      const toCell = lowerBound(cellColumns, lastColumn + 1, fromCell, rowTo);
      const south = row / CELLS_PER_DEGREE - 90;
      const north = south + CELL_DEGREES;
      const cosSouth = Math.cos(south * DEG);
      const cosNorth = Math.cos(north * DEG);
      const crossesEquator = south < 0 && north > 0;
      const wide = target.cosLat * (crossesEquator ? 1 : Math.max(cosSouth, cosNorth)) * (1 + 1e-12);
      const narrow = target.cosLat * Math.min(cosSouth, cosNorth) * (1 - 1e-12);
      // The row's farthest and nearest latitude from the centre, as half-angles.
      const farX = Math.max(Math.abs(south - target.lat), Math.abs(north - target.lat)) * halfDeg;
      const nearX = nearest(target.lat, south, north) * halfDeg;
      const nearSin = nearX - (nearX * nearX * nearX) / 6;
      const farXTerm = farX * farX;
      const nearXTerm = nearSin * nearSin;
      for (let cell = fromCell; cell < toCell; cell += 1) {
        const start = cellStarts[cell] ?? 0;
        const end = cellStarts[cell + 1] ?? 0;
        const west = (cellColumns[cell] ?? 0) / CELLS_PER_DEGREE - 180;
        const east = west + CELL_DEGREES;
        const farY = Math.max(Math.abs(west - target.lon), Math.abs(east - target.lon)) * halfDeg;
        if (farXTerm + wide * (farY * farY) <= sureInside) {
          into.addAll(ids, start, end);
          continue;
        }
        const nearY = nearest(target.lon, west, east) * halfDeg;
        const nearSinY = nearY - (nearY * nearY * nearY) / 6;
        if (nearXTerm + narrow * (nearSinY * nearSinY) >= sureOutside) continue;
        for (let index = start; index < end; index += 1) {
          const lat = lats[index] as number;
          const lon = lons[index] as number;
          const x = Math.abs((lat - target.lat) * halfDeg);
          const y = Math.abs((lon - target.lon) * halfDeg);
          // Marking a device found already (at home, or in another circle) changes nothing.
          if (x * x + wide * (y * y) <= sureInside) {
            into.add(ids[index] as number);
            continue;
          }
          const sx = x - (x * x * x) / 6;
          const sy = y - (y * y * y) / 6;
          if (sx * sx + narrow * (sy * sy) >= sureOutside) continue;
          if (isInside(target, lat, lon)) into.add(ids[index] as number);
        }
      }
    }
  }
}

/** The distance from `value` to the interval [low, high] (0 inside it). */
function nearest(value: number, low: number, high: number): number {
  return value < low ? low - value : value > high ? value - high : 0;
}

function lowerBound(values: Uint32Array, target: number, from: number, to: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The order that sorts keys below `limit`, stable, continuing `from` (null: 0, 1, 2...): LSD radix passes of
 * 16 bits, as many as the keys need. `spare` is the other buffer, free once sorted.
 */
function radixSort(
  keys: Uint32Array,
  limit: number,
  from: { order: Uint32Array; spare: Uint32Array } | null,
): { order: Uint32Array; spare: Uint32Array } {
  const length = keys.length;
  let order = from?.order ?? new Uint32Array(length);
  let spare = from?.spare ?? new Uint32Array(length);
  if (from === null) for (let index = 0; index < length; index += 1) order[index] = index;
  for (let shift = 0; shift < 32 && (shift === 0 || (limit - 1) / 2 ** shift >= 1); shift += 16) {
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
      spare[position] = item;
      counts[digit] = position + 1;
    }
    [order, spare] = [spare, order];
  }
  return { order, spare };
}
