import { AppError, type MessageParams } from '@adcontrol/domain/shared/app-error';
import { MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';
import type { FastifyRequest } from 'fastify';
import { fileTooLarge } from './content-check';

function invalid(field: string, detail: string, key: MessageKey, params?: MessageParams): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: ${detail}`, {
    field,
    key,
    ...(params ? { params } : {}),
  });
}

/**
 * The one file a multipart request carries in `field`, read into memory up to `maxBytes` (413 naming the field
 * past that). A request that is not multipart, has no such file, or carries another file, answers 400.
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<Buffer> {
  if (!request.isMultipart())
    throw invalid(field, 'is required (send multipart/form-data)', 'validation.required');
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        throw invalid(field, `is the only file field (got ${part.fieldname})`, 'files.unexpectedField', {
          got: part.fieldname,
        });
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error, field, maxBytes);
  }
  if (!bytes || bytes.length === 0) throw invalid(field, 'is required', 'validation.required');
  return bytes;
}

function multipartError(error: unknown, field: string, maxBytes: number): unknown {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(field, maxBytes);
    case 'FST_FILES_LIMIT':
      return invalid(field, 'send a single file', 'files.singleFile');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'Too many form fields', { field, key: 'files.tooManyFields' });
    default:
      if (error instanceof AppError) return error;
      // Anything else is the body itself: cut short ('Unexpected end of form') or not multipart inside.
      return new AppError('BAD_REQUEST', MESSAGES['files.uploadFailed'].en, { field, cause: error });
  }
}

/** A file of a multipart request: its field, its bytes, and the name the client gave it (shown, never used). */
export interface UploadedPart {
  field: string;
  bytes: Buffer;
  filename: string;
}

export interface UploadLimits {
  /** Each file field the request may use, with the size limit of one of its files; any other field is 400. */
  maxBytes: Readonly<Record<string, number>>;
  /** Files in one request; past it the request answers 400 'You have exceeded the limit of allowed items.' */
  maxFiles: number;
}

/**
 * Every file (up to `maxFiles`, each within its field's limit: 413 naming the field and the limit in MB) and text
 * field of a multipart request, read into memory. At least one file is required; empty files are refused.
 */
export async function readUpload(
  request: FastifyRequest,
  limits: UploadLimits,
): Promise<{ files: UploadedPart[]; fields: Record<string, string> }> {
  const fileFields = Object.keys(limits.maxBytes);
  const [first = 'file'] = fileFields;
  if (!request.isMultipart())
    throw invalid(first, 'is required (send multipart/form-data)', 'validation.required');
  const files: UploadedPart[] = [];
  const fields: Record<string, string> = {};
  const largest = Math.max(...Object.values(limits.maxBytes));
  let current = first;
  try {
    const parts = request.parts({
      limits: { fileSize: largest, files: limits.maxFiles, fields: 10, parts: limits.maxFiles + 10 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const maxBytes = limits.maxBytes[part.fieldname];
      if (maxBytes === undefined) {
        part.file.resume();
        throw invalid(
          first,
          `files go in ${fileFields.join(' or ')} (got ${part.fieldname})`,
          'files.unexpectedField',
          {
            got: part.fieldname,
          },
        );
      }
      current = part.fieldname;
      const bytes = await part.toBuffer();
      if (bytes.length > maxBytes) throw fileTooLarge(part.fieldname, maxBytes);
      if (bytes.length === 0) throw invalid(part.fieldname, 'is empty', 'files.empty');
      files.push({ field: part.fieldname, bytes, filename: part.filename });
    }
  } catch (error) {
    throw uploadError(error, current, limits.maxBytes[current] ?? largest);
  }
  if (files.length === 0) throw invalid(first, 'is required', 'validation.required');
  return { files, fields };
}

function uploadError(error: unknown, field: string, maxBytes: number): unknown {
  if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
    return new AppError('VALIDATION_FAILED', MESSAGES['common.tooManyItems'].en, { field });
  }
  return multipartError(error, field, maxBytes);
}
