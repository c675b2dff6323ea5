import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { ZipRefusal } from './zip-archive';

/** 413 naming the field: the file unpacks, or decodes, past what the server reads (docs/decisions/042). */
export const tooLargeToRead = (field: string) =>
  new AppError('PAYLOAD_TOO_LARGE', MESSAGES['files.tooLargeToRead'].en, {
    field,
    key: 'files.tooLargeToRead',
  });

/** 415 naming the field, with SPEC 8's message. */
export const invalidFile = (field: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES['files.invalidFile'].en, {
    field,
    key: 'files.invalidFile',
  });

/** A refused archive as the envelope answers it: too large (413) or not a file we read (415). */
export function zipRefusalError(error: unknown, field: string): unknown {
  if (!(error instanceof ZipRefusal)) return error;
  return error.reason === 'too-large' ? tooLargeToRead(field) : invalidFile(field);
}
