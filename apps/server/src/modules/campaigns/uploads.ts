import { randomBytes } from 'node:crypto';
import {
  CAMPAIGN_UPLOADS,
  type UploadedFile,
  type UploadedVideo,
} from '@adcontrol/domain/campaigns/draft-contracts';
import { type VideoKind, validateVideoDuration } from '@adcontrol/domain/rules/video';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES, message } from '@adcontrol/domain/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import { checkContentType } from '../files/content-check';
import { creativeImageType, reencodeCreativeImage } from '../files/creative-images';
import type { UploadedPart } from '../files/multipart';
import { checkOfficePackage, isOfficeType } from '../files/office-package';
import { publicUrlOf } from '../files/public-files';
import type { FileStorage } from '../files/storage';
import { videoDurationSeconds } from '../files/video-duration';

/** Where campaign uploads go, and the log for a storage failure (the client only reads SPEC 8's message). */
export interface UploadStore {
  files: FileStorage;
  log: FastifyBaseLogger;
}

const FOLDER = 'campaign-uploads';

/** The extension the server gives each accepted type: the key is the server's, never the client's name. */
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

const invalidFile = (field: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES['files.invalidFile'].en, { field });

/** The type the content tells, when the field accepts it; anything else is SPEC 8's 'Invalid file …'. */
async function typeOf<T extends string>(part: UploadedPart, accepted: readonly T[]): Promise<T> {
  return checkContentType(part.bytes, part.field, accepted).catch(() => {
    throw invalidFile(part.field);
  });
}

/**
 * POST /campaigns/file: a PNG, JPEG or WebP is decoded and re-encoded in its own format; a GIF must decode as
 * one ('Invalid GIF format.') and is re-encoded frame by frame, so an animation stays animated.
 */
export async function uploadCreativeImage(store: UploadStore, accountId: number, part: UploadedPart) {
  const type = await creativeImageType(part.bytes, part.field, CAMPAIGN_UPLOADS.image.types);
  const picture = await reencodeCreativeImage(part.bytes, type, part.field);
  return keep(store, accountId, part, picture, type);
}

/** POST /campaigns/video (and a video sent to /campaigns/odt): an MP4 or WebM whose length fits its kind. */
export async function uploadCreativeVideo(
  store: UploadStore,
  accountId: number,
  part: UploadedPart,
  kind: VideoKind,
): Promise<UploadedVideo> {
  const type = await typeOf(part, CAMPAIGN_UPLOADS.video.types);
  const seconds = await videoDurationSeconds(part.bytes, type);
  if (seconds === null) {
    throw new AppError('VALIDATION_FAILED', MESSAGES['creatives.videoGenerationFailed'].en, {
      field: part.field,
    });
  }
  const tooLong = validateVideoDuration(kind, seconds);
  if (tooLong) {
    throw new AppError('VALIDATION_FAILED', message(tooLong.key, 'en', tooLong.values), {
      field: part.field,
      key: tooLong.key,
      ...(tooLong.values ? { params: tooLong.values } : {}),
    });
  }
  // Only its header is read, never its frames: the file is stored as it came (docs/decisions/020).
  const stored = await keep(store, accountId, part, part.bytes, type);
  return { ...stored, durationSeconds: Math.round(seconds * 1000) / 1000 };
}

/**
 * POST /campaigns/odt with documents: each a PDF, XLSX or DOCX by content (their size is checked as read), an
 * office document within the unpacking limits of docs/decisions/042.
 */
export async function uploadWorkOrderDocuments(
  store: UploadStore,
  accountId: number,
  parts: UploadedPart[],
): Promise<UploadedFile[]> {
  const { types } = CAMPAIGN_UPLOADS.workOrder;
  const checked: { part: UploadedPart; type: (typeof types)[number] }[] = [];
  for (const part of parts) {
    const type = await typeOf(part, types);
    if (isOfficeType(type)) checkOfficePackage(part.bytes, type, part.field);
    checked.push({ part, type });
  }
  const stored: UploadedFile[] = [];
  try {
    for (const { part, type } of checked) stored.push(await keep(store, accountId, part, part.bytes, type));
  } catch (error) {
    // All or nothing: the documents already kept are removed again.
    await Promise.all(stored.map((file) => removeQuietly(store, file.url)));
    throw error;
  }
  return stored;
}

/** Stores under a fresh name led by the account id; a storage failure is SPEC 8's upload message. */
async function keep(
  { files, log }: UploadStore,
  accountId: number,
  part: UploadedPart,
  bytes: Uint8Array,
  type: string,
): Promise<UploadedFile> {
  const key = `${FOLDER}/${accountId}-${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
  try {
    await files.put(key, bytes, type);
  } catch (error) {
    log.error({ err: error, key }, 'a campaign upload could not be stored');
    throw new AppError('INTERNAL', MESSAGES['files.uploadFailed'].en, { field: part.field });
  }
  return { url: publicUrlOf(key), name: displayName(part.filename, key), size: bytes.length, type };
}

/** The client's file name, only to show back: no path, no control characters, at most 200 characters. */
function displayName(filename: string, key: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (filename.split(/[\\/]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || (key.split('/').at(-1) ?? key);
}

async function removeQuietly({ files, log }: UploadStore, url: string): Promise<void> {
  const key = url.split('/').slice(-2).join('/');
  try {
    await files.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'a stored file could not be removed and is left over');
  }
}
