import { AppError } from '@adcontrol/domain/shared/app-error';
import type { FastifyRequest } from 'fastify';
import { fileTooLarge } from './content-check';

function invalid(field: string, detail: string): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: ${detail}`, { field });
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
  if (!request.isMultipart()) throw invalid(field, 'is required (send multipart/form-data)');
  let bytes: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 11 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field) {
        part.file.resume();
        throw invalid(field, `is the only file field (got ${part.fieldname})`);
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error, field, maxBytes);
  }
  if (!bytes || bytes.length === 0) throw invalid(field, 'is required');
  return bytes;
}

function multipartError(error: unknown, field: string, maxBytes: number): unknown {
  switch ((error as { code?: unknown }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge(field, maxBytes);
    case 'FST_FILES_LIMIT':
      return invalid(field, 'send a single file');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('PAYLOAD_TOO_LARGE', 'Too many form fields', { field });
    default:
      return error;
  }
}
