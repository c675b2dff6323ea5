import type { MessageKey, MessageRef } from '../shared/messages';
import { roundTo } from './rounding';

const BYTES_PER_MB = 1_048_576;

/** Megabytes with one decimal, as the file-size message shows them. */
export function megabytes(bytes: number): number {
  return roundTo(bytes / BYTES_PER_MB, 1);
}

/** SPEC 5: a file over the limit is refused with a message that states the maximum in MB. */
export function validateFileSize(bytes: number, maxBytes: number): MessageRef | null {
  return bytes <= maxBytes ? null : { key: 'validation.fileTooLarge', values: { max: megabytes(maxBytes) } };
}

/** SPEC 5 and 8: a maximum number of files applies ('You have exceeded the limit of allowed items.'). */
export function validateFileCount(count: number, maxFiles: number): MessageKey | null {
  return count <= maxFiles ? null : 'common.tooManyItems';
}
