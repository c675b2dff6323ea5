import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isWebAddress } from '@adcontrol/domain/rules/web-address';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { isPublicIp } from '../geo/ip-geolocation';

/*
 * A banner's or interstitial's tag may be only the address of its HTML. The preview shows that HTML, fetched by
 * the server, never the address as text (docs/decisions/047). The fetch is a request to a third party on the
 * user's behalf, so it is bounded: http(s) only, hosts that resolve to public addresses only (no loopback,
 * private or link-local network), no redirects, 5 s and 200 kB.
 */

const TIMEOUT_MS = 5_000;
const MAX_BYTES = 200_000;

/** SPEC 8's 'Error fetching HTML', a 400 naming `tag`, told apart from a preview's other refusals. */
export class TagFetchError extends AppError {
  constructor() {
    super('VALIDATION_FAILED', MESSAGES['creatives.htmlFetchFailed'].en, { field: 'tag' });
  }
}
const fetchFailed = () => new TagFetchError();

/** Whether a tag is only an address (of the HTML to show), not markup. */
export function isTagAddress(tag: string | null | undefined): tag is string {
  const text = tag?.trim() ?? '';
  return text !== '' && !/\s|</.test(text) && isWebAddress(text);
}

async function isPublicHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  return addresses.length > 0 && addresses.every(({ address }) => isPublicIp(address));
}

async function readBounded(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel();
      throw fetchFailed();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** The HTML at a tag's address; SPEC 8's 'Error fetching HTML' (400 naming `tag`) when it cannot be had. */
export async function fetchTagHtml(address: string): Promise<string> {
  try {
    const url = new URL(address.trim());
    if (!(await isPublicHost(url.hostname))) throw fetchFailed();
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'text/html' },
    });
    if (!response.ok) throw fetchFailed();
    const html = await readBounded(response);
    if (html.trim() === '') throw fetchFailed();
    return html;
  } catch {
    throw fetchFailed();
  }
}

/** A preview request whose tag is an address, with the HTML there in its place. */
export async function withTagHtml<T extends { tag?: string | undefined }>(request: T): Promise<T> {
  return isTagAddress(request.tag) ? { ...request, tag: await fetchTagHtml(request.tag) } : request;
}
