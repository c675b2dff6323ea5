import { isWebAddress } from './web-address';

/**
 * A file this app stored, as the server serves it (files/public-files.ts): `/api/files/<folder>/<name>.<ext>`,
 * of the characters the server makes names from.
 */
const OWN_FILE = /^\/api\/files\/[a-z0-9][a-z0-9_-]*\/[a-z0-9][a-z0-9_-]*\.[a-z0-9]+$/i;

/**
 * A creative's picture, logo or video, and every address a preview puts in src (docs/decisions/022, 042): an
 * absolute http(s) address, or a file this app stored. `javascript:`, `data:`, protocol-relative (`//host`),
 * relative and traversal (`../`, `%2e%2e`) values are none of these.
 */
export function isMediaAddress(text: string): boolean {
  const value = text.trim();
  return OWN_FILE.test(value) || isWebAddress(value);
}

export const MEDIA_ADDRESS_MESSAGE = 'must be an http(s) address or an uploaded file';
