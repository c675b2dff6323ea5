import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExchangeDeal, ExchangeRefusedError } from './exchange';
import { createHttpExchange } from './http-exchange';

const deal: ExchangeDeal = {
  dealId: 'PD-1',
  name: 'Andes Prime',
  type: 'PREFERRED_DEAL',
  status: 'DELIVERING',
  buyerId: '12',
  country: 'CL',
  currency: 'CLP',
  cpm: 2500,
  budget: 3_000_000,
  startDate: '2026-03-01T03:00:00.000Z',
  endDate: '2026-03-31T03:00:00.000Z',
};

/** A stand-in exchange speaking the HTTP calls of docs/decisions/035, remembering what it was asked. */
const asked: { method: string; url: string; key: string | undefined }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push({
      method: request.method ?? '',
      url: request.url ?? '',
      key: request.headers['idempotency-key'] as string | undefined,
    });
    response.setHeader('content-type', 'application/json');
    if (request.url === '/v1/deals') return response.end(JSON.stringify([deal]));
    if (request.url?.startsWith('/v1/statistics')) {
      return response.end(
        JSON.stringify([{ dealId: 'PD-1', date: '2026-03-02', impressions: 10, clicks: 1, spend: 25 }]),
      );
    }
    if (request.url === '/v1/deals/PD-1/pause')
      return response.end(JSON.stringify({ ...deal, status: 'PAUSED' }));
    if (request.url === '/v1/deals/PD-1/activate') {
      response.statusCode = 409;
      return response.end(JSON.stringify({ message: 'not paused', status: 'DELIVERING' }));
    }
    response.statusCode = 502;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the HTTP exchange', () => {
  it('reads deals and days, asking for days from a date', async () => {
    const exchange = createHttpExchange(baseUrl);
    expect(await exchange.deals()).toEqual([deal]);
    expect(await exchange.statistics('2026-03-02')).toHaveLength(1);
    expect(asked.at(-1)?.url).toBe('/v1/statistics?since=2026-03-02');
  });

  it('sends a pause with its idempotency key and reads the deal back', async () => {
    const paused = await createHttpExchange(baseUrl).pause('PD-1', 'key-1');
    expect(paused.status).toBe('PAUSED');
    expect(asked.at(-1)).toEqual({ method: 'POST', url: '/v1/deals/PD-1/pause', key: 'key-1' });
  });

  it('tells a refusal, with the status the exchange names, from a failure', async () => {
    const exchange = createHttpExchange(baseUrl);
    const refused = await exchange.activate('PD-1', 'key-2').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ExchangeRefusedError);
    expect(refused).toMatchObject({ status: 'DELIVERING' });
    const failed = await exchange.pause('PD-9', 'key-3').catch((error: unknown) => error);
    expect(failed).not.toBeInstanceOf(ExchangeRefusedError);
    expect(String(failed)).toContain('502');
  });
});
