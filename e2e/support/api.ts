import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Account } from '@adcontrol/domain/accounts/account';
import type {
  AccountFilter,
  AccountListResponse,
  CreateAccountRequest,
} from '@adcontrol/domain/accounts/contracts';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** One call to the real server's API, as a signed-in caller (or anonymously without a token). */
export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * Sends a body the server may refuse from its declared size alone (413 before reading it, then the connection
 * closes). Like a client using `Expect: 100-continue`, it sends the headers and waits a moment for an early
 * answer before sending the body a piece at a time; fetch would push the whole body at once and could fail
 * with EPIPE before reading the answer.
 */
export function postOversized(
  baseUrl: string,
  token: string,
  path: string,
  body: string,
): Promise<ApiAnswer> {
  const data = Buffer.from(body);
  const PIECE = 64 * 1024;
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': data.length,
      },
    });
    let isAnswered = false;
    request.on('response', (response) => {
      isAnswered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
      });
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!isAnswered) reject(error);
    });
    let offset = 0;
    const sendPiece = () => {
      if (isAnswered || request.destroyed) return;
      if (offset >= data.length) return void request.end();
      const piece = data.subarray(offset, offset + PIECE);
      offset += piece.length;
      request.write(piece, () => setTimeout(sendPiece, 1));
    };
    request.flushHeaders();
    setTimeout(sendPiece, 2_000);
  });
}

/** An address no other test and no earlier run uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}@e2e.adcontrol.test`;
}

/** A word that makes a search match one account only. */
export function uniqueWord(label: string): string {
  return `${label}${randomBytes(4).toString('hex')}`;
}

export const NEW_PASSWORD = 'e2e-password-1';

/** Creates an account through the API (confirmed at once, as a manager's accounts are). */
export async function createAccountAs(
  baseUrl: string,
  token: string,
  fields: Partial<CreateAccountRequest> = {},
): Promise<Account> {
  const answer = await callApi<Account>(baseUrl, token, 'POST', '/accounts', {
    role: 'advertiser',
    firstName: 'E2e',
    email: uniqueEmail('account'),
    password: NEW_PASSWORD,
    language: 'en',
    ...fields,
  });
  if (answer.status !== 201)
    throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export async function listAccountsAs(
  baseUrl: string,
  token: string,
  filter: AccountFilter = {},
): Promise<AccountListResponse> {
  const query = encodeURIComponent(JSON.stringify({ limit: 200, ...filter }));
  const answer = await callApi<AccountListResponse>(baseUrl, token, 'GET', `/accounts?filter=${query}`);
  if (answer.status !== 200) throw new Error(`list failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Every account the caller may see, through as many pages as it takes. */
export async function allAccountsAs(baseUrl: string, token: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await listAccountsAs(baseUrl, token, { page, limit: 200, sort: 'createdAt' });
    accounts.push(...items);
    if (accounts.length >= total || items.length === 0) return accounts;
  }
}
