import { AppError } from '@adcontrol/domain/shared/app-error';
import { invalidFile, tooLargeToRead, zipRefusalError } from './untrusted-file-errors';
import { inflateEntry, readZipDirectory, type ZipEntry, type ZipLimits } from './zip-archive';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export type OfficeType = typeof XLSX | typeof DOCX;

const MB = 1024 * 1024;
/**
 * What an office document (a proof of payment, a work order; 5 MB at most) may unpack to (docs/decisions/042).
 * The server reads only its content types; the rest is stored for people to open, so these stop a bomb
 * from reaching their desktop as well as our memory.
 */
export const OFFICE_PACKAGE_LIMITS: ZipLimits = {
  maxEntries: 1_000,
  maxEntryBytes: 64 * MB,
  maxTotalBytes: 128 * MB,
  maxRatio: 200,
};
/** `[Content_Types].xml` is a list of a few dozen types: a few kB. */
const MAX_CONTENT_TYPES_BYTES = MB;

/** The main part each type must have, and the content type `[Content_Types].xml` must give it. */
const MAIN_PARTS: Record<OfficeType, { name: string; contentType: string }> = {
  [XLSX]: { name: 'xl/workbook.xml', contentType: `${XLSX}.main+xml` },
  [DOCX]: { name: 'word/document.xml', contentType: `${DOCX}.main+xml` },
};

export function isOfficeType(type: string): type is OfficeType {
  return type in MAIN_PARTS;
}

/**
 * An office package is the document it claims when its central directory is within the limits, it holds its
 * content types and its main part, and the content types (inflated under a hard cap) name that main part's type.
 * Too large once unpacked is 413; anything else that is not that document is 415 with SPEC 8's message.
 */
export function checkOfficePackage(bytes: Uint8Array, type: OfficeType, field: string): void {
  try {
    const entries = new Map(readZipDirectory(bytes, OFFICE_PACKAGE_LIMITS).map((e) => [e.name, e]));
    const contentTypes = entries.get('[Content_Types].xml');
    const main = MAIN_PARTS[type];
    if (!contentTypes || !entries.has(main.name)) throw invalidFile(field);
    if (!declaredContentTypes(bytes, contentTypes, field).includes(main.contentType))
      throw invalidFile(field);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw zipRefusalError(error, field);
  }
}

function declaredContentTypes(bytes: Uint8Array, entry: ZipEntry, field: string): string {
  if (entry.size > MAX_CONTENT_TYPES_BYTES) throw tooLargeToRead(field);
  return new TextDecoder().decode(inflateEntry(bytes, entry));
}
