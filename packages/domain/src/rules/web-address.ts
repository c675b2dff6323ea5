/**
 * A creative's link and click tag are where a click takes the user: an absolute http(s) address, so a
 * `javascript:` or `data:` address is never stored nor handed to an ad server (docs/decisions/021). Read as the
 * browser reads it (the URL parser drops tabs and newlines and ignores case), so no spelling slips past.
 */
export function isWebAddress(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text.trim()).protocol);
  } catch {
    return false;
  }
}
