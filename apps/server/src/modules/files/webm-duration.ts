/**
 * The length of a WebM in seconds as its Segment Info states it (Duration × TimecodeScale), or null. Only the
 * elements on the way to Info are walked, by their sizes; nothing else is parsed or kept (docs/decisions/042).
 */
export function webmDurationSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const segment = findElement(view, 0, view.byteLength, SEGMENT);
  const info = segment && findElement(view, segment.start, segment.end, INFO);
  if (!info) return null;
  const scale = findElement(view, info.start, info.end, TIMECODE_SCALE);
  const duration = findElement(view, info.start, info.end, DURATION);
  if (!duration) return null;
  const units = readFloat(view, duration);
  const nanoseconds = scale ? readUint(view, scale) : 1_000_000;
  const seconds = (units * nanoseconds) / 1e9;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

interface Span {
  start: number;
  end: number;
}

/** The body of the first element `id` between `from` and `to`; one of unknown size runs to `to`. */
function findElement(view: DataView, from: number, to: number, id: number): Span | null {
  let at = from;
  while (at < to) {
    const head = readVint(view, at, to, 4, false);
    const size = head && readVint(view, at + head.length, to, 8, true);
    if (!head || !size) return null;
    const start = at + head.length + size.length;
    const end = size.value === null ? to : start + size.value;
    if (end > to) return null;
    if (head.value === id) return { start, end };
    // An element of unknown size other than the one sought can not be stepped over.
    if (size.value === null) return null;
    at = end;
  }
  return null;
}

/** An EBML variable-length number: an id keeps its length marker, a size drops it (all ones: unknown). */
function readVint(view: DataView, at: number, to: number, maxLength: number, isSize: boolean) {
  if (at >= to) return null;
  const first = view.getUint8(at);
  const length = first === 0 ? 9 : Math.clz32(first) - 23;
  if (length > maxLength || at + length > to) return null;
  let value = isSize ? first & (0xff >> length) : first;
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    const byte = view.getUint8(at + index);
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value: isSize && allOnes ? null : value };
}

function readUint(view: DataView, { start, end }: Span): number {
  let value = 0;
  for (let at = start; at < end && at < start + 8; at += 1) value = value * 256 + view.getUint8(at);
  return value;
}

function readFloat(view: DataView, { start, end }: Span): number {
  if (end - start === 4) return view.getFloat32(start);
  if (end - start === 8) return view.getFloat64(start);
  return Number.NaN;
}
