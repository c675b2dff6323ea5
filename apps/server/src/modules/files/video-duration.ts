import { createFile, type Movie, MP4BoxBuffer } from 'mp4box';
import { parseBuffer } from 'music-metadata';

export type VideoType = 'video/mp4' | 'video/webm';

/** A video's length in seconds, read from its container's header (no frame is decoded); null if unreadable. */
export async function videoDurationSeconds(bytes: Uint8Array, type: VideoType): Promise<number | null> {
  return type === 'video/mp4' ? mp4DurationSeconds(bytes) : webmDurationSeconds(bytes);
}

/**
 * The length of an MP4 in seconds, as its movie header (`moov`/`mvhd`) states it, read by mp4box without
 * decoding a frame; null when the file can not be parsed or states no length. The whole file is in memory,
 * so a `moov` at the end (files not prepared for streaming) is found too.
 */
function mp4DurationSeconds(bytes: Uint8Array): number | null {
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

/** The length of a WebM as its Segment Info states it (Duration × TimecodeScale), read by music-metadata. */
async function webmDurationSeconds(bytes: Uint8Array): Promise<number | null> {
  try {
    const { format } = await parseBuffer(
      bytes,
      { mimeType: 'video/webm' },
      { duration: false, skipCovers: true },
    );
    const seconds = format.duration;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}
