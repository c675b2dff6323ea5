import type { CoordinateSheetResponse } from '@adcontrol/domain/audiences/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { entryPoint } from '../../server-files';
import { checkContentType } from '../files/content-check';
import { type IsolationLimits, runIsolated } from '../files/isolated-parse';
import { invalidFile, zipRefusalError } from '../files/untrusted-file-errors';
import { readZipDirectory } from '../files/zip-archive';
import { COORDINATE_SHEET_FIELD, COORDINATE_SHEET_LIMITS } from './coordinate-sheet-read';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const WORKER = entryPoint('coordinateSheetWorker');
/** A sheet of 5,000 points is read in well under a second and under 100 MB of heap. */
const ISOLATION: IsolationLimits = { timeoutMs: 10_000, maxHeapMb: 256 };

/**
 * SPEC 5 bulk coordinates (docs/decisions/017, 042): an .xlsx judged by its content. Its central directory is
 * checked here first (entries and declared sizes, no byte inflated), so most bombs are refused at once; the
 * sheet is then unpacked under a hard cap and read in a worker, never on the event loop. Nothing is stored.
 */
export async function readCoordinateSheet(
  bytes: Uint8Array,
  log: FastifyBaseLogger,
): Promise<CoordinateSheetResponse> {
  try {
    readZipDirectory(bytes, COORDINATE_SHEET_LIMITS.zip);
  } catch (error) {
    throw zipRefusalError(error, COORDINATE_SHEET_FIELD);
  }
  await checkContentType(bytes, COORDINATE_SHEET_FIELD, [XLSX]).catch(() => {
    throw invalidFile(COORDINATE_SHEET_FIELD);
  });
  return runIsolated(WORKER, bytes, COORDINATE_SHEET_FIELD, ISOLATION, log);
}
