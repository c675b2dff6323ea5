import { randomBytes } from 'node:crypto';
import { PAYMENT_PROOF } from '@adcontrol/domain/payments/payment';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { FastifyBaseLogger } from 'fastify';
import { checkContentType } from '../files/content-check';
import type { UploadedPart } from '../files/multipart';
import { checkOfficePackage, isOfficeType } from '../files/office-package';
import type { FileStorage } from '../files/storage';

/** Not a public folder (modules/files/public-files.ts): a proof is served only by GET /payments/:id/proof. */
export const PROOF_FOLDER = 'payment-proofs';

type ProofType = (typeof PAYMENT_PROOF.types)[number];

const XLSX: ProofType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX: ProofType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const EXTENSIONS: Record<ProofType, string> = {
  'application/pdf': 'pdf',
  [XLSX]: 'xlsx',
  [DOCX]: 'docx',
};

const invalidFile = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', MESSAGES['files.invalidFile'].en, { field: PAYMENT_PROOF.field });

/**
 * The proof's type as its content tells it (SPEC 5: PDF, XLSX or DOCX): the magic bytes, and for the two ZIP
 * formats a package within the unpacking limits whose content types make it a workbook or a Word document
 * (files/office-package.ts); a renamed file or another ZIP is 415, a package too large once unpacked 413.
 */
export async function proofTypeOf(bytes: Uint8Array): Promise<ProofType> {
  const type = await checkContentType(bytes, PAYMENT_PROOF.field, PAYMENT_PROOF.types).catch(() => {
    throw invalidFile();
  });
  if (isOfficeType(type)) checkOfficePackage(bytes, type, PAYMENT_PROOF.field);
  return type;
}

/** Stores the proof under a fresh server-made name led by the advertiser's id; answers its key. */
export async function storeProof(
  files: FileStorage,
  log: FastifyBaseLogger,
  advertiserId: number,
  part: UploadedPart,
  type: ProofType,
): Promise<string> {
  const key = `${PROOF_FOLDER}/${advertiserId}-${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
  try {
    await files.put(key, part.bytes, type);
  } catch (error) {
    log.error({ err: error, key }, 'a proof of payment could not be stored');
    throw new AppError('INTERNAL', MESSAGES['files.uploadFailed'].en, { field: PAYMENT_PROOF.field });
  }
  return key;
}

/** The client's file name, only to show back and name the download: no path, no control characters, ≤ 200. */
export function proofDisplayName(filename: string, type: ProofType): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (filename.split(/[\\/]/).at(-1) ?? '').replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return base.slice(0, 200) || `proof.${EXTENSIONS[type]}`;
}
