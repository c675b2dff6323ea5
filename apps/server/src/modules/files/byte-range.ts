import type { ByteRange } from './storage';

/** A `Range: bytes=…` header's one range, before the file's size is known; anything else is ignored. */
export type RangeRequest = { start: number; end: number | null } | { suffix: number };

export function parseRangeHeader(header: string | undefined): RangeRequest | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  const end = to === '' ? null : Number(to);
  return end !== null && end < start ? null : { start, end };
}

/** The bytes a range request asks of a file of `size` bytes, or null when it asks for none of them (416). */
export function resolveRange(request: RangeRequest, size: number): ByteRange | null {
  if ('suffix' in request) {
    return request.suffix > 0 && size > 0
      ? { start: Math.max(0, size - request.suffix), end: size - 1 }
      : null;
  }
  if (request.start >= size) return null;
  return { start: request.start, end: Math.min(request.end ?? size - 1, size - 1) };
}
