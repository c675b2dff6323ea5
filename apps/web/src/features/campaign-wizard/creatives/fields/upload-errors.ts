import { CAMPAIGN_UPLOADS } from '@adcontrol/domain/campaigns/draft-contracts';
import { megabytes, validateFileSize } from '@adcontrol/domain/rules/files';
import { VIDEO_LIMIT_SECONDS } from '@adcontrol/domain/rules/video';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api-client';
import { isRefusal, saveFailureText } from '../../../../lib/error-text';
import type { MediaKind } from '../api/upload-media';

function limitsOf(kind: MediaKind) {
  return kind === 'image' ? CAMPAIGN_UPLOADS.image : CAMPAIGN_UPLOADS.video;
}

export function maxMegabytes(kind: MediaKind): number {
  return megabytes(limitsOf(kind).maxBytes);
}

/** The file types the field accepts, for the file picker; the server judges by content anyway. */
export function acceptedTypes(kind: MediaKind): string {
  return limitsOf(kind).types.join(',');
}

/** A message to show: its translation key and the values of its placeholders. */
export interface FileProblem {
  readonly key: string;
  readonly values?: Readonly<Record<string, number>>;
}

/**
 * Why a file is refused before it is sent (SPEC 5: the size message states the maximum in MB), or null. The
 * browser's type comes from the name, so a file it cannot place (an empty type) is left to the server.
 */
export function fileProblem(kind: MediaKind, file: File): FileProblem | null {
  const limits = limitsOf(kind);
  if (file.type && !(limits.types as readonly string[]).includes(file.type)) {
    return { key: 'messages.files.invalidFile' };
  }
  if (validateFileSize(file.size, limits.maxBytes)) {
    return { key: 'messages.validation.fileTooLarge', values: { max: maxMegabytes(kind) } };
  }
  return null;
}

/**
 * A refused upload in the reader's language: each server message by its key, its limits restated; a lost
 * connection or a failure the server did not explain as any failed save.
 */
export function uploadErrorText(t: TFunction, kind: MediaKind, error: unknown): string {
  const failed = t('messages.files.uploadFailed');
  if (!(error instanceof ApiError)) return failed;
  // Small enough to send, too large once opened (a picture of too many pixels): not the size limit.
  if (isRefusal(error, 'files.tooLargeToRead')) return t('messages.files.tooLargeToRead');
  if (error.code === 'PAYLOAD_TOO_LARGE')
    return t('messages.validation.fileTooLarge', { max: maxMegabytes(kind) });
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE') return t('messages.files.invalidFile');
  if (kind !== 'image' && isRefusal(error, 'validation.videoTooLong')) {
    return t('messages.validation.videoTooLong', { max: VIDEO_LIMIT_SECONDS[kind] });
  }
  return saveFailureText(error, t, failed);
}
