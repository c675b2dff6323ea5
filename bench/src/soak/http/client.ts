import { buildPath, encodeQuery } from '@adcontrol/domain/contract/build-path';
import type { EndpointDefinition, RequestOf, ResponseOf } from '@adcontrol/domain/contract/define-endpoint';
import { requests } from './recorder';

/** No request waits longer than this (nginx gives up on an instance after 60 s). */
const REQUEST_TIMEOUT_MS = 75_000;

export interface Answer<T> {
  status: number;
  /** The parsed JSON body on success; the error envelope (or null) otherwise. */
  body: T;
  error: { code?: string; message?: string } | null;
  bytes: number;
  upstream: string | null;
}

export interface CallOptions {
  baseUrl: string;
  token?: string | null;
  user: string;
  /** The client's address as the balancer forwards it (each virtual user has its own, as people do). */
  clientIp?: string;
  /** Read the body as bytes (files and CSV), not JSON. */
  isDownload?: boolean;
  /** The group the request is counted in; the endpoint's operationId by default. */
  group?: string;
  /** Names the instance when it is asked directly (no balancer header). */
  upstream?: string;
  /**
   * The highest WAL position this person's writes were answered with, kept and sent back as the web client does
   * (`X-Write-Lsn` in, `X-Read-After-Lsn` out; docs/decisions/070).
   */
  positions?: WritePositions;
}

/** What a person's tab keeps of their writes' WAL positions: the highest seen. */
export interface WritePositions {
  lsn: string | null;
}

/** A WAL position's value (`16/B374D848`), or null when `text` is not one. */
export function lsnValue(text: string | null | undefined): bigint | null {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text?.trim() ?? '');
  return match ? (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`) : null;
}

function keepPosition(positions: WritePositions | undefined, text: string | null): void {
  const seen = lsnValue(text);
  if (!positions || seen === null) return;
  const kept = lsnValue(positions.lsn);
  if (kept === null || seen > kept) positions.lsn = text;
}

function bodyOf(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  headers.set('content-type', 'application/json');
  return JSON.stringify(body);
}

/**
 * Calls an endpoint through its shared declaration (path, query and body typed by the contract), and records the
 * request. Never throws: a network failure answers status 0.
 */
export async function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  request: RequestOf<E>,
  options: CallOptions,
): Promise<Answer<ResponseOf<E>>> {
  const { params, query, body } = request as { params?: object; query?: object; body?: unknown };
  const path = `/api${buildPath(endpoint.path, params as Record<string, unknown>)}${encodeQuery(query as Record<string, unknown>)}`;
  const headers = new Headers({ accept: 'application/json' });
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.clientIp) headers.set('x-forwarded-for', options.clientIp);
  if (options.positions?.lsn) headers.set('x-read-after-lsn', options.positions.lsn);
  const payload = bodyOf(body, headers);
  const start = Date.now();
  let status = 0;
  let parsed: unknown = null;
  let bytes = 0;
  let upstream: string | null = options.upstream ?? null;
  let error: string | null = null;
  try {
    const response = await fetch(`${options.baseUrl}${path}`, {
      method: endpoint.method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    upstream = response.headers.get('x-upstream') ?? upstream;
    keepPosition(options.positions, response.headers.get('x-write-lsn'));
    const raw = Buffer.from(await response.arrayBuffer());
    bytes = raw.length;
    if (!options.isDownload || !response.ok) parsed = parseJson(raw);
    if (!response.ok) error = envelopeCode(parsed) ?? `HTTP ${status}`;
  } catch (cause) {
    status = 0;
    error = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  }
  requests.push({
    group: options.group ?? endpoint.operationId,
    method: endpoint.method,
    status,
    start,
    end: Date.now(),
    user: options.user,
    upstream,
    error,
  });
  const isOk = status >= 200 && status < 300;
  return {
    status,
    body: (isOk ? parsed : null) as ResponseOf<E>,
    error: isOk ? null : ((parsed as Answer<unknown>['error']) ?? { message: error ?? '' }),
    bytes,
    upstream,
  };
}

function parseJson(raw: Buffer): unknown {
  if (raw.length === 0) return null;
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
}

/** The error envelope's code and message, shortened: enough to tell a refusal from another. */
function envelopeCode(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('code' in body)) return null;
  const { code, message } = body as { code: unknown; message?: unknown };
  return `${String(code)}${typeof message === 'string' ? `: ${message.slice(0, 160)}` : ''}`;
}
