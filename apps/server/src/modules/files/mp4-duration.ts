/**
 * The length of an MP4 in seconds as its movie header (`moov`/`mvhd`) states it, or null. Only box headers are
 * walked, never a sample table: a parser that builds every sample (mp4box did) let a 48 MB file list 12 million
 * samples and cost 3 GB and half a minute (docs/decisions/042). A `moov` after the media data is found too.
 */
export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moov = findBox(view, 0, view.byteLength, 'moov');
  const mvhd = moov && findBox(view, moov.start, moov.end, 'mvhd');
  if (!mvhd || mvhd.end - mvhd.start < 32) return null;
  const version = view.getUint8(mvhd.start);
  // Version 1 has 8-byte creation and modification times and an 8-byte duration.
  const timescale = view.getUint32(mvhd.start + (version === 1 ? 20 : 12));
  const duration =
    version === 1 ? Number(view.getBigUint64(mvhd.start + 24)) : view.getUint32(mvhd.start + 16);
  const unknown = version === 1 ? duration >= 2 ** 64 - 1 : duration === 0xffffffff;
  if (!timescale || unknown) return null;
  const seconds = duration / timescale;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** The body of the first `type` box between `from` and `to`, following only box sizes. */
function findBox(
  view: DataView,
  from: number,
  to: number,
  type: string,
): { start: number; end: number } | null {
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return null;
    const name = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    if (name === type) return { start: at + header, end: at + size };
    at += size;
  }
  return null;
}
