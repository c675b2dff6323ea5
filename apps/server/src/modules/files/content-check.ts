import { AppError } from '@adcontrol/domain/shared/app-error';
import { fileTypeFromBuffer } from 'file-type';

/** What people call the types a field accepts, for the message that refuses anything else. */
const TYPE_NAMES: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

function listOf(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * The file's type as its first bytes tell it (ARCHITECTURE 9), never its name or declared type: `type` when
 * `accepted` holds it, and `known` whether the bytes are of any type the detector knows.
 */
export async function detectContentType<T extends string>(
  bytes: Uint8Array,
  accepted: readonly T[],
): Promise<{ type: T | undefined; known: boolean }> {
  const detected = await fileTypeFromBuffer(bytes);
  return { type: accepted.find((candidate) => candidate === detected?.mime), known: detected !== undefined };
}

/** The file's type by its content (detectContentType); anything but `accepted` is refused with 415 naming the field. */
export async function checkContentType<T extends string>(
  bytes: Uint8Array,
  field: string,
  accepted: readonly T[],
): Promise<T> {
  const { type } = await detectContentType(bytes, accepted);
  if (type) return type;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', `${field}: must be a ${listOf(accepted)} file`, {
    field,
    key: 'files.mustBeType',
    params: { types: accepted.join(', ') },
  });
}

/** 413 naming the field, with the limit in MB (SPEC 5: the file-size message states a maximum in MB). */
export function fileTooLarge(field: string, maxBytes: number): AppError {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new AppError('PAYLOAD_TOO_LARGE', `${field}: must be ${megabytes} MB or smaller`, {
    field,
    key: 'validation.fileTooLarge',
    params: { max: megabytes },
  });
}
