import { z } from 'zod';
import {
  type ExchangeDeal,
  ExchangeRefusedError,
  exchangeDayStatistics,
  exchangeDeal,
  type ProgrammaticExchange,
} from './exchange';

const TIMEOUT_MS = 10_000;
const refusal = z.object({ message: z.string().optional(), status: exchangeDeal.shape.status.optional() });

/** The exchange reached over HTTP at EXCHANGE_URL (docs/decisions/035 describes the calls). */
export function createHttpExchange(baseUrl: string): ProgrammaticExchange {
  const base = baseUrl.replace(/\/+$/, '');

  async function send(method: string, path: string, key?: string): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (key) headers['idempotency-key'] = key;
    return fetch(`${base}${path}`, { method, headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }

  async function read<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const response = await send('GET', path);
    if (!response.ok) throw new Error(`The exchange answered ${response.status}`);
    return schema.parse(await response.json());
  }

  async function change(dealId: string, action: 'pause' | 'activate', key: string): Promise<ExchangeDeal> {
    const response = await send('POST', `/deals/${encodeURIComponent(dealId)}/${action}`, key);
    if (response.status === 409 || response.status === 422) {
      const body = refusal.safeParse(await response.json().catch(() => ({})));
      const said = body.success ? body.data : {};
      throw new ExchangeRefusedError(
        said.message ?? `The exchange refused to ${action}`,
        said.status ?? null,
      );
    }
    if (!response.ok) throw new Error(`The exchange answered ${response.status}`);
    return exchangeDeal.parse(await response.json());
  }

  return {
    deals: () => read('/deals', exchangeDeal.array()),
    statistics: (since) =>
      read(`/statistics${since ? `?since=${since}` : ''}`, exchangeDayStatistics.array()),
    pause: (dealId, key) => change(dealId, 'pause', key),
    activate: (dealId, key) => change(dealId, 'activate', key),
  };
}
