import { buildPath, encodeQuery } from '@adcontrol/domain/contract/build-path';
import type { EndpointDefinition, RequestOf, ResponseOf } from '@adcontrol/domain/contract/define-endpoint';
import type { ErrorEnvelope } from '@adcontrol/domain/shared/app-error';
import { ERROR_STATUS, type ErrorCode } from '@adcontrol/domain/shared/error-codes';
import type { MessageKey } from '@adcontrol/domain/shared/messages';
import { endSession, replaceTokens, sessionStore } from './session-store';
import { hasExpired, withRefreshLock } from './shared-refresh';

export const API_PREFIX = '/api';

/** The envelope's catalogue message: read with `errorText` (lib/error-text.ts). */
export interface ErrorWords {
  key: MessageKey;
  params?: Readonly<Record<string, string | number>>;
}

/** A failed call: the server's envelope, or `UNKNOWN` when the answer was not one (network, proxy). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'UNKNOWN' | 'NETWORK',
    message: string,
    readonly field?: string,
    /** From a 429's `Retry-After`: how long until the server takes the call again. */
    readonly retryAfterSeconds?: number,
    /** The catalogue message the server chose for people, and its values (decision 059). */
    readonly words?: ErrorWords,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onSessionEnded: () => void = () => {
  if (globalThis.location && globalThis.location.pathname !== '/login') globalThis.location.assign('/login');
};

/** The app shell routes to /login through the router instead of a full page load. */
export function setSessionEndedHandler(handler: () => void): void {
  onSessionEnded = handler;
}

let refreshing: Promise<boolean> | null = null;

/*
 * Read-your-writes over database replicas (docs/decisions/070): a write's answer names the primary's WAL position
 * (`X-Write-Lsn`); the tab keeps the highest it saw, in memory and in sessionStorage (so a reload keeps it), and
 * sends it as `X-Read-After-Lsn` with every call, so a replica answers only once it holds what this tab wrote.
 */
const READ_AFTER_KEY = 'adcontrol.readAfterLsn';
const LSN_TEXT = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;
let readAfterLsn: string | null = null;

/** A WAL position's two halves, or null when `text` is not one. */
function lsnParts(text: string | null | undefined): [number, number] | null {
  const match = LSN_TEXT.exec(text?.trim() ?? '');
  return match ? [Number.parseInt(match[1] as string, 16), Number.parseInt(match[2] as string, 16)] : null;
}

/** The position this tab's calls must read after: the highest a write was answered with, in this tab. */
function readAfterPosition(): string | null {
  if (readAfterLsn === null) {
    try {
      const stored = globalThis.sessionStorage?.getItem(READ_AFTER_KEY) ?? null;
      if (lsnParts(stored)) readAfterLsn = stored;
    } catch {
      // Storage refused (a privacy mode): memory alone holds it.
    }
  }
  return readAfterLsn;
}

/** Keeps the position a write's answer carries when it is past the one kept. */
function noteWritePosition(headers: Headers): void {
  const text = headers.get('x-write-lsn');
  const seen = lsnParts(text);
  if (!text || !seen) return;
  const kept = lsnParts(readAfterPosition());
  if (kept && (kept[0] > seen[0] || (kept[0] === seen[0] && kept[1] >= seen[1]))) return;
  readAfterLsn = text.trim();
  try {
    globalThis.sessionStorage?.setItem(READ_AFTER_KEY, readAfterLsn);
  } catch {
    // As above: memory alone.
  }
}

/** Calls an endpoint through its shared declaration: the path, the query and the answer's shape come from it. */
export async function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  request: RequestOf<E>,
): Promise<ResponseOf<E>> {
  const sentWith = sessionStore.get().authToken;
  const response = await send(endpoint, request);
  if (response.ok) return answerOf(endpoint, await response.json());

  const error = await toApiError(response);
  if (error.status !== 401 || endpoint.access === 'public') throw error;
  if (error.message === 'jwt expired' && (await refreshOnce(sentWith))) {
    const retried = await send(endpoint, request);
    if (retried.ok) return answerOf(endpoint, await retried.json());
    const retryError = await toApiError(retried);
    if (retryError.status === 401) sessionLost();
    throw retryError;
  }
  sessionLost();
  throw error;
}

/**
 * The server encodes every answer with the endpoint's response schema (fastify-type-provider-zod), so checking
 * it again here catches a drift between the two sides in development and tests; the production build does not
 * carry the schemas (`endpoint-routes.ts`, decision 013) and takes the answer as it comes.
 */
function answerOf<E extends EndpointDefinition>(endpoint: E, body: unknown): ResponseOf<E> {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test')
    return endpoint.response.parse(body) as ResponseOf<E>;
  return body as ResponseOf<E>;
}

async function send<E extends EndpointDefinition>(endpoint: E, request: RequestOf<E>): Promise<Response> {
  const { params, query, body } = request as { params?: object; query?: object; body?: unknown };
  const url = `${API_PREFIX}${buildPath(endpoint.path, params as Record<string, unknown>)}${encodeQuery(
    query as Record<string, unknown>,
  )}`;
  const headers = sessionHeaders('application/json', endpoint.access !== 'public');
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  try {
    const response = await fetch(url, { method: endpoint.method, headers, body: payload });
    noteWritePosition(response.headers);
    return response;
  } catch (cause) {
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
  }
}

/** What every call sends: the session's bearer token (unless public) and this tab's read position. */
function sessionHeaders(accept: string, withToken: boolean): Headers {
  const headers = new Headers({ accept });
  const token = sessionStore.get().authToken;
  if (token && withToken) headers.set('authorization', `Bearer ${token}`);
  const readAfter = readAfterPosition();
  if (readAfter) headers.set('x-read-after-lsn', readAfter);
  return headers;
}

/**
 * GETs a file (a report, a workbook, a CSV) at `url` with what every call sends: the bearer token and this tab's
 * read position, so a download read on a replica already holds what this tab wrote (docs/decisions/070). Answers
 * the raw response, to be read as bytes; no answer at all is an `ApiError` 0 `NETWORK` (an abort is thrown as is).
 */
export async function fetchFile(
  url: string,
  { accept = '*/*', signal }: { accept?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  try {
    return await fetch(url, { headers: sessionHeaders(accept, true), ...(signal ? { signal } : {}) });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const envelope = errorEnvelopeOf(await response.json().catch(() => null));
  if (!envelope) return new ApiError(response.status, 'UNKNOWN', 'Unknown server error');
  const { code, message, field, key, params } = envelope;
  const words = key ? { key, ...(params ? { params } : {}) } : undefined;
  return new ApiError(response.status, code, message, field, retryAfterOf(response.headers), words);
}

/**
 * The shared `errorEnvelope`'s rules, checked by hand: this module is in the entry, which ships without zod
 * (decision 013). api-client.test.ts holds the two to the same answers.
 */
export function errorEnvelopeOf(body: unknown): ErrorEnvelope | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { success, message, code, field, key, params } = body as Record<string, unknown>;
  if (success !== false || typeof message !== 'string') return null;
  if (typeof code !== 'string' || !Object.hasOwn(ERROR_STATUS, code)) return null;
  if (field !== undefined && typeof field !== 'string') return null;
  if (key !== undefined && !(typeof key === 'string' && /^[a-z]+\.[a-zA-Z]+$/.test(key))) return null;
  if (params !== undefined && !isParams(params)) return null;
  return {
    success,
    message,
    code: code as ErrorCode,
    ...(field === undefined ? {} : { field }),
    ...(key === undefined ? {} : { key: key as MessageKey }),
    ...(params === undefined ? {} : { params }),
  };
}

function isParams(value: unknown): value is Record<string, string | number> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number');
}

/** `Retry-After` is either a number of seconds or an HTTP date. */
function retryAfterOf(headers: Headers): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

/**
 * One refresh at a time: every request of this tab that hit an expired token waits for it, then retries; other
 * tabs wait on the same lock and take the tokens it stored instead of spending the refresh token again.
 */
function refreshOnce(sentWith: string | null): Promise<boolean> {
  refreshing ??= withRefreshLock(() => renewTokens(sentWith))
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

async function renewTokens(sentWith: string | null): Promise<boolean> {
  sessionStore.reload();
  const { authToken, refreshToken } = sessionStore.get();
  // Renewed meanwhile, by this tab or another one: nothing to spend.
  if (authToken && authToken !== sentWith && !hasExpired(authToken)) return true;
  if (!refreshToken) return false;
  // Loaded on the first refresh: the contracts bring zod, which the entry does without.
  const { refreshToken: refreshTokenEndpoint } = await import('@adcontrol/domain/auth/contracts');
  replaceTokens(await callEndpoint(refreshTokenEndpoint, { body: { refreshToken } }));
  return true;
}

function sessionLost(): void {
  endSession();
  onSessionEnded();
}
