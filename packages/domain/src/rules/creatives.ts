import type { CreativeFormat } from '../shared/enums';

/** SPEC 3: a creative's type comes from its name's prefix. */
export function creativeTypeOf(name: string): CreativeFormat | null {
  const lower = name.trim().toLowerCase();
  for (const format of ['push', 'banner', 'interstitial', 'video'] as const) {
    if (lower.startsWith(format)) return format;
  }
  return null;
}

/** Names ending in `_support` or `_optimized` are the optimiser's variants, handled apart (SPEC 3). */
export function isSupportCreative(name: string): boolean {
  return name.trim().toLowerCase().endsWith('_support');
}

export function isOptimizedCreative(name: string): boolean {
  return name.trim().toLowerCase().endsWith('_optimized');
}

/** Push title and subtitle: at most 35 characters each (SPEC 5), counted as the user sees them. */
export const PUSH_TEXT_MAX = 35;

export function pushTextLength(text: string): number {
  return [...text].length;
}

export function validatePushText(text: string): 'validation.pushTextTooLong' | null {
  return pushTextLength(text) <= PUSH_TEXT_MAX ? null : 'validation.pushTextTooLong';
}

export interface PushContent {
  title?: string | null;
  subtitle?: string | null;
  link?: string | null;
  image?: string | null;
  logo?: string | null;
}

/** A push is valid with at least one of title, subtitle, link, image or logo (SPEC 5). */
export function isPushComplete(push: PushContent): boolean {
  return [push.title, push.subtitle, push.link, push.image, push.logo].some(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

/** Video creatives: the timer is rounded to whole seconds (default 0); the zone defaults to 6 (SPEC 5). */
export const DEFAULT_VIDEO_ZONE = 6;

export function roundVideoTimer(timer: number | null | undefined): number {
  return timer === null || timer === undefined || !Number.isFinite(timer)
    ? 0
    : Math.max(0, Math.round(timer));
}

/** Video length limits: 13 seconds for a push video, 2 minutes for other video (SPEC 9). */
export const VIDEO_LIMIT_SECONDS = { push: 13, video: 120 } as const;

export function validateVideoDuration(
  kind: keyof typeof VIDEO_LIMIT_SECONDS,
  seconds: number,
): { key: 'validation.videoTooLong'; maxSeconds: number } | null {
  const maxSeconds = VIDEO_LIMIT_SECONDS[kind];
  return seconds <= maxSeconds ? null : { key: 'validation.videoTooLong', maxSeconds };
}

/** SPEC 5: the file-size message states the maximum in MB. */
export function validateFileSize(
  bytes: number,
  maxBytes: number,
): { key: 'validation.fileTooLarge'; maxMb: number } | null {
  return bytes <= maxBytes
    ? null
    : { key: 'validation.fileTooLarge', maxMb: Math.round((maxBytes / 1_048_576) * 10) / 10 };
}
