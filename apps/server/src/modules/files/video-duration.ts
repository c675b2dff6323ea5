import { createFile, type Movie, MP4BoxBuffer } from 'mp4box';

/**
 * The length of an MP4 in seconds, as its movie header (`moov`/`mvhd`) states it, read by mp4box without
 * decoding a frame; null when the file can not be parsed or states no length. The whole file is in memory,
 * so a `moov` at the end (files not prepared for streaming) is found too.
 */
export function mp4DurationSeconds(bytes: Uint8Array): number | null {
  let movie: Movie | null = null;
  const file = createFile();
  file.onReady = (info) => {
    movie = info;
  };
  file.onError = () => {
    movie = null;
  };
  try {
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
    file.flush();
  } catch {
    return null;
  }
  const found = movie as Movie | null;
  if (!found?.timescale || !Number.isFinite(found.duration)) return null;
  const seconds = found.duration / found.timescale;
  return seconds > 0 ? seconds : null;
}
