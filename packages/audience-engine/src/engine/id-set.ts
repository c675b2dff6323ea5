import roaring from 'roaring';
import type { Bitmap } from './bitmap';

const { RoaringBitmap32 } = roaring;

/** Ids per container of a roaring bitmap, and words of this set per container. */
const CHUNK = 65_536;
const CHUNK_WORDS = CHUNK / 32;
/** A container with more ids than this is a bitset in a roaring bitmap, else a sorted array. */
const ARRAY_MAX = 4_096;
/** The "portable" serialization's cookie for a bitmap without run containers (the RoaringFormatSpec). */
const COOKIE_NO_RUNS = 12_346;

/**
 * The devices found in circles, as a bitset over the engine's id range: a device seen in several circles (or
 * at home and at a seen place) is marked once. One set is reused by every count of an engine. The bitset starts
 * at a multiple of 65,536, so each of its stretches of 2,048 words is one container of a roaring bitmap.
 */
export class IdSet {
  private readonly words: Uint32Array;
  private readonly from: number;
  private buffer = new Uint8Array(1024);
  private low = Number.POSITIVE_INFINITY;
  private high = -1;

  constructor(first: number, size: number) {
    this.from = first - (first % CHUNK);
    const chunks = Math.ceil((first - this.from + size) / CHUNK) + 1;
    this.words = new Uint32Array(chunks * CHUNK_WORDS);
  }

  add(id: number): void {
    const offset = id - this.from;
    const word = offset >>> 5;
    this.words[word] = (this.words[word] ?? 0) | (1 << (offset & 31));
    if (word < this.low) this.low = word;
    if (word > this.high) this.high = word;
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

  /**
   * The marked ids as a roaring bitmap, and the set emptied. The bitmap is written in roaring's portable
   * serialization straight from the bitset: a dense stretch is copied as it is (a bitset container), a sparse
   * one listed (an array container), so no id is handled one by one where most are marked.
   */
  takeBitmap(): Bitmap {
    if (this.high < 0) return new RoaringBitmap32();
    const { words } = this;
    const firstChunk = Math.floor(this.low / CHUNK_WORDS);
    const lastChunk = Math.floor(this.high / CHUNK_WORDS);
    const cardinalities: number[] = [];
    const chunks: number[] = [];
    let bytes = 8;
    for (let chunk = firstChunk; chunk <= lastChunk; chunk += 1) {
      const count = bitCount(words, chunk * CHUNK_WORDS, (chunk + 1) * CHUNK_WORDS);
      if (count === 0) continue;
      chunks.push(chunk);
      cardinalities.push(count);
      bytes += 8 + (count > ARRAY_MAX ? CHUNK / 8 : count * 2);
    }
    if (this.buffer.length < bytes) this.buffer = new Uint8Array(Math.max(bytes, this.buffer.length * 2));
    const out = new DataView(this.buffer.buffer, 0, bytes);
    out.setUint32(0, COOKIE_NO_RUNS, true);
    out.setUint32(4, chunks.length, true);
    let data = 8 + chunks.length * 8;
    const base = this.from / CHUNK;
    chunks.forEach((chunk, index) => {
      const count = cardinalities[index] ?? 0;
      out.setUint16(8 + index * 4, base + chunk, true);
      out.setUint16(8 + index * 4 + 2, count - 1, true);
      out.setUint32(8 + chunks.length * 4 + index * 4, data, true);
      const first = chunk * CHUNK_WORDS;
      if (count > ARRAY_MAX) {
        this.buffer.set(new Uint8Array(words.buffer, first * 4, CHUNK / 8), data);
        data += CHUNK / 8;
      } else {
        for (let word = first; word < first + CHUNK_WORDS; word += 1) {
          let bits = words[word] ?? 0;
          while (bits !== 0) {
            const lowest = bits & -bits;
            out.setUint16(data, (word - first) * 32 + 31 - Math.clz32(lowest), true);
            data += 2;
            bits ^= lowest;
          }
        }
      }
      words.fill(0, first, first + CHUNK_WORDS);
    });
    this.low = Number.POSITIVE_INFINITY;
    this.high = -1;
    return RoaringBitmap32.deserialize(this.buffer.subarray(0, bytes), 'portable');
  }
}

/** The set bits of words[from..to). */
function bitCount(words: Uint32Array, from: number, to: number): number {
  let count = 0;
  for (let index = from; index < to; index += 1) {
    let bits = words[index] ?? 0;
    if (bits === 0) continue;
    bits -= (bits >>> 1) & 0x55555555;
    bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
    count += (Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
  }
  return count;
}
