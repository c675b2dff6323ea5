import { mp4DurationSeconds } from './mp4-duration';
import { webmDurationSeconds } from './webm-duration';

export type VideoType = 'video/mp4' | 'video/webm';

/**
 * A video's length in seconds, read from its container's header (no frame is decoded); null if unreadable. Both
 * readers walk element sizes only, in time and memory bounded by the file's length (docs/decisions/042).
 */
export async function videoDurationSeconds(bytes: Uint8Array, type: VideoType): Promise<number | null> {
  return type === 'video/mp4' ? mp4DurationSeconds(bytes) : webmDurationSeconds(bytes);
}
