import type { Source } from '@adcontrol/domain/shared/enums';
import type { z } from 'zod';
import { serverCreative, serverStatistics } from './changes';
import { DeliveryRefusedError, type DeliveryServer, isRefusal } from './delivery-server';

const TIMEOUT_MS = 5_000;

/** A delivery server reached over HTTP at `baseUrl` (NEWTON_URL, SINEW_URL; docs/decisions/030). */
export function createHttpDeliveryServer(name: Source, baseUrl: string): DeliveryServer {
  const base = baseUrl.replace(/\/+$/, '');

  async function send(method: string, path: string, key: string | null, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (key) headers['idempotency-key'] = key;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return response;
  }

  async function change(method: string, path: string, key: string, body?: unknown): Promise<void> {
    const response = await send(method, path, key, body);
    if (!response.ok) {
      const text = (await response.text()).slice(0, 200);
      const message = `${name} answered ${response.status}: ${text}`;
      throw isRefusal(response.status)
        ? new DeliveryRefusedError(response.status, message)
        : new Error(message);
    }
  }

  async function read<T>(path: string, schema: z.ZodType<T>, allowMissing: true): Promise<T | null>;
  async function read<T>(path: string, schema: z.ZodType<T>, allowMissing?: false): Promise<T>;
  async function read<T>(path: string, schema: z.ZodType<T>, allowMissing = false): Promise<T | null> {
    const response = await send('GET', path, null);
    if (allowMissing && response.status === 404) return null;
    if (!response.ok) throw new Error(`${name} answered ${response.status}`);
    return schema.parse(await response.json());
  }

  return {
    name,
    link: (id, campaign, key) => change('PUT', `/campaigns/${id}`, key, campaign),
    unlink: (id, key) => change('DELETE', `/campaigns/${id}`, key),
    setCreativeStatus: (id, creativeId, status, key) =>
      change('PUT', `/campaigns/${id}/creatives/${creativeId}/status`, key, { status }),
    setCapping: (id, capping, key) => change('PUT', `/campaigns/${id}/capping`, key, capping),
    setOptimisation: (id, optimisation, key) =>
      change('PUT', `/campaigns/${id}/optimisation`, key, optimisation),
    setCampaignStatus: (id, status, key) => change('PUT', `/campaigns/${id}/status`, key, status),
    creatives: (id) => read(`/campaigns/${id}/creatives`, serverCreative.array(), true),
    statistics: (since) => read(`/statistics?since=${since}`, serverStatistics),
  };
}
