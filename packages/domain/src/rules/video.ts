import type { MessageRef } from '../shared/messages';

/** SPEC 3 and 9: a video creative's zone when none is given. */
export const DEFAULT_VIDEO_ZONE = 6;

/** SPEC 9: the longest video, in seconds: 13 s in a push, 2 min elsewhere. */
export const VIDEO_LIMIT_SECONDS = { push: 13, video: 120 } as const;
export type VideoKind = keyof typeof VIDEO_LIMIT_SECONDS;

/** SPEC 5: the timer is sent in whole seconds, 0 when missing. */
export function roundVideoTimer(timer: number | null | undefined): number {
  if (typeof timer !== 'number' || !Number.isFinite(timer)) return 0;
  return Math.max(0, Math.round(timer));
}

export function videoZoneOrDefault(zone: number | null | undefined): number {
  return typeof zone === 'number' && Number.isInteger(zone) && zone >= 0 ? zone : DEFAULT_VIDEO_ZONE;
}

/** SPEC 5: a video over its limit is refused with a message that states the maximum in seconds. */
export function validateVideoDuration(kind: VideoKind, seconds: number): MessageRef | null {
  const max = VIDEO_LIMIT_SECONDS[kind];
  return seconds <= max ? null : { key: 'validation.videoTooLong', values: { max } };
}
