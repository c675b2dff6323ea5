import { Inflate } from 'fflate';

/**
 * What an untrusted ZIP (an .xlsx, a .docx) may hold, checked on its central directory before any byte is
 * inflated, and again while inflating: a header can lie, so the bytes actually produced are counted too
 * (docs/decisions/042).
 */
export interface ZipLimits {
  /** Entries in the central directory. */
  maxEntries: number;
  /** Declared, and actual, uncompressed bytes of one entry. */
  maxEntryBytes: number;
  /** Declared uncompressed bytes of all entries together. */
  maxTotalBytes: number;
  /** Declared uncompressed ÷ compressed size of an entry larger than `RATIO_FLOOR`. */
  maxRatio: number;
}

/** Why an archive is refused: larger than its limits once unpacked, or not a ZIP this reader trusts. */
export class ZipRefusal extends Error {
  constructor(
    readonly reason: 'too-large' | 'invalid',
    detail: string,
  ) {
    super(detail);
    this.name = 'ZipRefusal';
  }
}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  /** Where the compressed bytes start and end in the archive (after the entry's local header). */
  dataStart: number;
  dataEnd: number;
  headerOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;
/** Small entries may compress far (an empty style sheet); the ratio only matters past this size. */
const RATIO_FLOOR = 1024 * 1024;
const STORED = 0;
const DEFLATED = 8;
/** Compressed bytes handed to the inflater at once: a deflate stream expands at most ~1,032×, so ≤ 4 MB out. */
const INPUT_SLICE = 4096;

const invalid = (detail: string) => new ZipRefusal('invalid', detail);
const tooLarge = (detail: string) => new ZipRefusal('too-large', detail);

function endOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= Math.max(0, view.byteLength - END_SEARCH); at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw invalid('no end of central directory');
}

/**
 * The archive's entries, read from its central directory and checked against `limits` (count, declared sizes,
 * ratio) and for shape: no ZIP64, encryption, unknown method, duplicate name, data outside the archive or two
 * entries sharing bytes (an overlapping-entries bomb). Nothing is inflated.
 */
export function readZipDirectory(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view);
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR) throw invalid('ZIP64');
  const count = view.getUint16(end + 10, true);
  if (count > limits.maxEntries) throw tooLarge(`${count} entries`);
  const directoryStart = view.getUint32(end + 16, true);
  if (directoryStart + view.getUint32(end + 12, true) > end) throw invalid('directory outside the file');
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let at = directoryStart;
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    const { entry, next } = directoryEntry(bytes, view, at, end);
    total += entry.size;
    checkSize(entry, limits, total);
    if (entry.dataEnd > directoryStart) throw invalid(`${entry.name} outside the data`);
    if (names.has(entry.name)) throw invalid(`${entry.name} twice`);
    names.add(entry.name);
    entries.push(entry);
    at = next;
  }
  checkNoOverlap(entries);
  return entries;
}

function directoryEntry(bytes: Uint8Array, view: DataView, at: number, end: number) {
  if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) throw invalid('broken directory');
  const flags = view.getUint16(at + 8, true);
  const method = view.getUint16(at + 10, true);
  const compressedSize = view.getUint32(at + 20, true);
  const size = view.getUint32(at + 24, true);
  const nameLength = view.getUint16(at + 28, true);
  const headerOffset = view.getUint32(at + 42, true);
  const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  if (at + 46 + nameLength > end) throw invalid('broken directory');
  const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
  if (flags & 1) throw invalid(`${name} is encrypted`);
  if (method !== STORED && method !== DEFLATED) throw invalid(`${name} uses method ${method}`);
  if ([compressedSize, size, headerOffset].includes(0xffffffff)) throw invalid('ZIP64');
  if (method === STORED && compressedSize !== size) throw invalid(`${name} stored with two sizes`);
  if (headerOffset + 30 > end || view.getUint32(headerOffset, true) !== LOCAL_HEADER) {
    throw invalid(`${name} has no local header`);
  }
  const dataStart =
    headerOffset + 30 + view.getUint16(headerOffset + 26, true) + view.getUint16(headerOffset + 28, true);
  const entry: ZipEntry = {
    name,
    method,
    compressedSize,
    size,
    dataStart,
    dataEnd: dataStart + compressedSize,
    headerOffset,
  };
  return { entry, next };
}

function checkSize(entry: ZipEntry, limits: ZipLimits, total: number): void {
  if (entry.size > limits.maxEntryBytes) throw tooLarge(`${entry.name} declares ${entry.size} bytes`);
  if (total > limits.maxTotalBytes) throw tooLarge(`entries declare ${total} bytes together`);
  if (entry.size > RATIO_FLOOR && entry.size > entry.compressedSize * limits.maxRatio) {
    throw tooLarge(`${entry.name} declares a ratio above ${limits.maxRatio}`);
  }
}

/** Each entry's local header and data lie apart from every other's: no byte is inflated twice. */
function checkNoOverlap(entries: readonly ZipEntry[]): void {
  const sorted = [...entries].sort((a, b) => a.headerOffset - b.headerOffset);
  for (let index = 1; index < sorted.length; index += 1) {
    const before = sorted[index - 1] as ZipEntry;
    if ((sorted[index] as ZipEntry).headerOffset < before.dataEnd) throw invalid('entries overlap');
  }
}

/**
 * An entry's bytes, inflated with a hard cap: past its declared size (already within the limits) inflating
 * stops, so a lying header gains nothing; a stream that ends short of it is refused as well.
 */
export function inflateEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = bytes.subarray(entry.dataStart, entry.dataEnd);
  if (entry.method === STORED) return data;
  const output = new Uint8Array(entry.size);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.length > entry.size) throw invalid(`${entry.name} inflates past its declared size`);
    output.set(chunk, written);
    written += chunk.length;
  });
  try {
    for (let at = 0; at < data.length; at += INPUT_SLICE) {
      inflater.push(data.subarray(at, at + INPUT_SLICE), at + INPUT_SLICE >= data.length);
    }
  } catch (error) {
    throw error instanceof ZipRefusal ? error : invalid(`${entry.name} is not a deflate stream`);
  }
  if (written !== entry.size) throw invalid(`${entry.name} inflates short of its declared size`);
  return output;
}
